#ifndef _NL_TYPES_H
#define _NL_TYPES_H
#define NL_SETD 1
#define NL_CAT_LOCALE 1
typedef void *nl_catd;
typedef int nl_item;
nl_catd catopen(const char *name, int flag);
char *catgets(nl_catd catalog, int set, int number, const char *string);
int catclose(nl_catd catalog);
#endif
