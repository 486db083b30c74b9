#ifndef _STDDEF_H
#define _STDDEF_H
#include <__absint_types.h>
#ifndef __absint_size_t_defined
#define __absint_size_t_defined
typedef __absint_size_t size_t;
#endif
#ifndef __absint_wchar_t_defined
#define __absint_wchar_t_defined
typedef __absint_wchar_t wchar_t;
#endif
typedef __absint_ptrdiff_t ptrdiff_t;
/* gcc's: 16-byte aligned on both (a __float128 member on i386) */
typedef struct { long long __ll; long double __ld;
#ifdef __absint_ilp32
                 _Alignas(16) char __f128[16];
#endif
} max_align_t;
#ifndef NULL
#define NULL ((void *)0)
#endif
/* pycparser parses `offsetof(T, m)` as a keyword; __absint_prelude.h maps __builtin_offsetof back to
   it. Defined as itself so that `#ifdef offsetof` holds and a direct __builtin_offsetof still works. */
#ifndef offsetof
#ifdef __absint__
#define offsetof(type, member) offsetof(type, member)
#else
#define offsetof(type, member) __builtin_offsetof(type, member)
#endif
#endif
#endif
