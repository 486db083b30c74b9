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
#ifdef __x86_64__
/* the System V x86-64 ABI's va_list: an array of one 24-byte record (a parameter: a pointer to it) */
typedef struct __absint_va_list_tag {
    unsigned int gp_offset;
    unsigned int fp_offset;
    void *overflow_arg_area;
    void *reg_save_area;
} __absint_va_list[1];
#define __builtin_va_list __absint_va_list
#else
#define __builtin_va_list void *
#endif
#define __typeof__ typeof
#define __typeof typeof
#define __alignof__ _Alignof
#define __alignof _Alignof
#define __float128 long double
#define _Float128 long double
#define _Float64 double
#define _Float32 float
typedef float __absint_float16;   /* 2 bytes: the lowering gives it its own type */
#define _Float16 __absint_float16
#define _Float32x double
#define _Float64x long double
#define __fp16 float
#define __builtin_offsetof(t, m) offsetof(t, m)
#define __PRETTY_FUNCTION__ __func__
#define __FUNCTION__ __func__
/* gcc's predefined 128-bit type names (x86_64 only, as gcc) */
#ifdef __SIZEOF_INT128__
typedef __int128 __int128_t;
typedef unsigned __int128 __uint128_t;
#endif
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
char *__builtin_strncat(char *dst, const char *src, __absint_size_t n);
int __builtin_strncmp(const char *a, const char *b, __absint_size_t n);
char *__builtin_strchr(const char *s, int c);
char *__builtin_strrchr(const char *s, int c);
char *__builtin_strstr(const char *s, const char *t);
__absint_size_t __builtin_strnlen(const char *s, __absint_size_t n);
void *__builtin_memchr(const void *s, int c, __absint_size_t n);
char *__builtin_stpcpy(char *dst, const char *src);
char *__builtin_strdup(const char *s);
char *__builtin_strndup(const char *s, __absint_size_t n);
void *__builtin_calloc(__absint_size_t n, __absint_size_t size);
void *__builtin_realloc(void *p, __absint_size_t size);
int __builtin_printf(const char *format, ...);
int __builtin_sprintf(char *dst, const char *format, ...);
int __builtin_snprintf(char *dst, __absint_size_t n, const char *format, ...);
int __builtin_vsprintf(char *dst, const char *format, void *ap);
int __builtin_vsnprintf(char *dst, __absint_size_t n, const char *format, void *ap);
int __builtin_puts(const char *s);
int __builtin_putchar(int c);
double __builtin_fabs(double x);
long __builtin_labs(long x);
void __builtin_exit(int status);
long __builtin_expect(long value, long expected);
void __builtin_unreachable(void);
void __builtin_trap(void);
void __builtin_abort(void);
int __builtin_abs(int x);
