#ifndef _ALLOCA_H
#define _ALLOCA_H
#include <__absint_types.h>
void *alloca(__absint_size_t size);
#endif
