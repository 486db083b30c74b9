#ifndef _UCHAR_H
#define _UCHAR_H
#include <features.h>
#include <__absint_types.h>
#ifndef __absint_size_t_defined
#define __absint_size_t_defined
typedef __absint_size_t size_t;
#endif
typedef unsigned short char16_t;
typedef unsigned int char32_t;
#ifndef __absint_mbstate_t_defined
#define __absint_mbstate_t_defined
typedef struct { int __count; unsigned int __value; } mbstate_t;
#endif
size_t mbrtoc16(char16_t *restrict pc16, const char *restrict s, size_t n, mbstate_t *restrict ps);
size_t c16rtomb(char *restrict s, char16_t c16, mbstate_t *restrict ps);
size_t mbrtoc32(char32_t *restrict pc32, const char *restrict s, size_t n, mbstate_t *restrict ps);
size_t c32rtomb(char *restrict s, char32_t c32, mbstate_t *restrict ps);
#endif
