#ifndef _LIBGEN_H
#define _LIBGEN_H
char *basename(char *path);
char *dirname(char *path);
#endif
