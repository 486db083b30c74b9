#ifndef _SEARCH_H
#define _SEARCH_H
#include <__absint_types.h>
#ifndef __absint_size_t_defined
#define __absint_size_t_defined
typedef __absint_size_t size_t;
#endif
typedef struct entry { char *key; void *data; } ENTRY;
typedef enum { FIND, ENTER } ACTION;
typedef enum { preorder, postorder, endorder, leaf } VISIT;
struct hsearch_data { struct _ENTRY *table; unsigned int size; unsigned int filled; };
typedef int (*__compar_fn_t)(const void *, const void *);
typedef void (*__action_fn_t)(const void *nodep, VISIT value, int level);
typedef void (*__free_fn_t)(void *nodep);
void insque(void *elem, void *prev);
void remque(void *elem);
int hcreate(size_t nel);
void hdestroy(void);
ENTRY *hsearch(ENTRY item, ACTION action);
int hcreate_r(size_t nel, struct hsearch_data *htab);
void hdestroy_r(struct hsearch_data *htab);
int hsearch_r(ENTRY item, ACTION action, ENTRY **retval, struct hsearch_data *htab);
void *tsearch(const void *key, void **rootp, __compar_fn_t compar);
void *tfind(const void *key, void *const *rootp, __compar_fn_t compar);
void *tdelete(const void *restrict key, void **restrict rootp, __compar_fn_t compar);
void twalk(const void *root, __action_fn_t action);
void tdestroy(void *root, __free_fn_t free_node);
void *lfind(const void *key, const void *base, size_t *nmemb, size_t size, __compar_fn_t compar);
void *lsearch(const void *key, void *base, size_t *nmemb, size_t size, __compar_fn_t compar);
#endif
