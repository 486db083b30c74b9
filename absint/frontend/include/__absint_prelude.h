/* absint: forced first include. Neutralizes GNU extensions pycparser cannot parse. */
/* __attribute__ is removed after preprocessing (absint.frontend.preprocess.strip_attributes),
   which keeps `packed` for the struct layout. */
#define __extension__
#define __restrict restrict
#define __restrict__ restrict
#define __inline inline
#define __inline__ inline
#define __forceinline inline
#define __volatile__ volatile
#define __volatile volatile
#define __const const
#define __signed__ signed
#define __signed signed
#define __thread
#define __declspec(x)
#define __cdecl
#define __stdcall
#define __builtin_va_list void *
#define __typeof__ typeof
#define __typeof typeof
#define __alignof__ _Alignof
#define __alignof _Alignof
#define __float128 long double
#define _Float128 long double
#define _Float64 double
#define _Float32 float
#define _Float16 float
#define _Float32x double
#define _Float64x long double
#define __fp16 float
#define __builtin_offsetof(t, m) offsetof(t, m)
#define __PRETTY_FUNCTION__ __func__
#define __FUNCTION__ __func__
/* GCC builtins that programs call without a header: declared so their types are right. */
#include <__absint_types.h>
void *__builtin_alloca(__absint_size_t size);
void *__builtin_memcpy(void *dst, const void *src, __absint_size_t n);
void *__builtin_memmove(void *dst, const void *src, __absint_size_t n);
void *__builtin_memset(void *s, int c, __absint_size_t n);
int __builtin_memcmp(const void *a, const void *b, __absint_size_t n);
__absint_size_t __builtin_strlen(const char *s);
char *__builtin_strcpy(char *dst, const char *src);
char *__builtin_strncpy(char *dst, const char *src, __absint_size_t n);
char *__builtin_strcat(char *dst, const char *src);
int __builtin_strcmp(const char *a, const char *b);
void *__builtin_malloc(__absint_size_t size);
void __builtin_free(void *p);
long __builtin_expect(long value, long expected);
void __builtin_unreachable(void);
void __builtin_trap(void);
void __builtin_abort(void);
int __builtin_abs(int x);
