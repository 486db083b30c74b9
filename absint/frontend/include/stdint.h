#ifndef _STDINT_H
#define _STDINT_H
#include <features.h>
#include <__absint_types.h>
#ifndef __absint_intN_t_defined
#define __absint_intN_t_defined
typedef signed char int8_t;
typedef short int16_t;
typedef int int32_t;
typedef __absint_int64_t int64_t;
#endif
typedef unsigned char uint8_t;
typedef unsigned short uint16_t;
typedef unsigned int uint32_t;
typedef __absint_uint64_t uint64_t;
typedef signed char int_least8_t;
typedef short int_least16_t;
typedef int int_least32_t;
typedef __absint_int64_t int_least64_t;
typedef unsigned char uint_least8_t;
typedef unsigned short uint_least16_t;
typedef unsigned int uint_least32_t;
typedef __absint_uint64_t uint_least64_t;
typedef signed char int_fast8_t;
typedef __absint_intptr_t int_fast16_t;
typedef __absint_intptr_t int_fast32_t;
typedef __absint_int64_t int_fast64_t;
typedef unsigned char uint_fast8_t;
typedef __absint_uintptr_t uint_fast16_t;
typedef __absint_uintptr_t uint_fast32_t;
typedef __absint_uint64_t uint_fast64_t;
typedef __absint_intptr_t intptr_t;
typedef __absint_uintptr_t uintptr_t;
typedef __absint_int64_t intmax_t;
typedef __absint_uint64_t uintmax_t;
#define INT8_MIN (-128)
#define INT16_MIN (-32767-1)
#define INT32_MIN (-2147483647-1)
#define INT64_MIN (-9223372036854775807LL-1)
#define INT8_MAX 127
#define INT16_MAX 32767
#define INT32_MAX 2147483647
#define INT64_MAX 9223372036854775807LL
#define UINT8_MAX 255
#define UINT16_MAX 65535
#define UINT32_MAX 4294967295U
#define UINT64_MAX 18446744073709551615ULL
#ifdef __absint_ilp32
#define INTPTR_MIN INT32_MIN
#define INTPTR_MAX INT32_MAX
#define UINTPTR_MAX UINT32_MAX
#define SIZE_MAX 4294967295U
#define PTRDIFF_MIN INT32_MIN
#define PTRDIFF_MAX INT32_MAX
#else
#define INTPTR_MIN INT64_MIN
#define INTPTR_MAX INT64_MAX
#define UINTPTR_MAX UINT64_MAX
#define SIZE_MAX 18446744073709551615UL
#define PTRDIFF_MIN INT64_MIN
#define PTRDIFF_MAX INT64_MAX
#endif
#define INTMAX_MIN INT64_MIN
#define INTMAX_MAX INT64_MAX
#define UINTMAX_MAX UINT64_MAX
#define WCHAR_MIN (-2147483647-1)
#define WCHAR_MAX 2147483647
#define INT_LEAST8_MIN INT8_MIN
#define INT_LEAST16_MIN INT16_MIN
#define INT_LEAST32_MIN INT32_MIN
#define INT_LEAST64_MIN INT64_MIN
#define INT_LEAST8_MAX INT8_MAX
#define INT_LEAST16_MAX INT16_MAX
#define INT_LEAST32_MAX INT32_MAX
#define INT_LEAST64_MAX INT64_MAX
#define UINT_LEAST8_MAX UINT8_MAX
#define UINT_LEAST16_MAX UINT16_MAX
#define UINT_LEAST32_MAX UINT32_MAX
#define UINT_LEAST64_MAX UINT64_MAX
#define INT_FAST8_MIN INT8_MIN
#define INT_FAST16_MIN INTPTR_MIN
#define INT_FAST32_MIN INTPTR_MIN
#define INT_FAST64_MIN INT64_MIN
#define INT_FAST8_MAX INT8_MAX
#define INT_FAST16_MAX INTPTR_MAX
#define INT_FAST32_MAX INTPTR_MAX
#define INT_FAST64_MAX INT64_MAX
#define UINT_FAST8_MAX UINT8_MAX
#define UINT_FAST16_MAX UINTPTR_MAX
#define UINT_FAST32_MAX UINTPTR_MAX
#define UINT_FAST64_MAX UINT64_MAX
#define SIG_ATOMIC_MIN INT32_MIN
#define SIG_ATOMIC_MAX INT32_MAX
#define WINT_MIN 0u
#define WINT_MAX 4294967295u
#define INT8_C(c) c
#define INT16_C(c) c
#define INT32_C(c) c
#define UINT8_C(c) c
#define UINT16_C(c) c
#define UINT32_C(c) c ## U
#ifdef __absint_ilp32
#define INT64_C(c) c ## LL
#define UINT64_C(c) c ## ULL
#else
#define INT64_C(c) c ## L
#define UINT64_C(c) c ## UL
#endif
#define INTMAX_C(c) INT64_C(c)
#define UINTMAX_C(c) UINT64_C(c)
#endif
