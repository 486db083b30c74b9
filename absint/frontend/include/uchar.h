#ifndef _UCHAR_H
#define _UCHAR_H
#include <__absint_types.h>
#ifndef __absint_size_t_defined
#define __absint_size_t_defined
typedef __absint_size_t size_t;
#endif
typedef unsigned short char16_t;
typedef unsigned int char32_t;
#endif
