#ifndef _ALLOCA_H
#define _ALLOCA_H
#include <features.h>
#include <__absint_types.h>
#ifndef __absint_size_t_defined
#define __absint_size_t_defined
typedef __absint_size_t size_t;
#endif
void *alloca(size_t size);
#endif
