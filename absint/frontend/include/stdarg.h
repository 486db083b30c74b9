#ifndef _STDARG_H
#define _STDARG_H
/* va_arg cannot be modelled: it lowers to an "unsupported" diagnostic and a havoc. */
typedef __builtin_va_list va_list;
typedef __builtin_va_list __gnuc_va_list;
void *__absint_va_arg(void *ap);
void __absint_va_start(void *ap);
void __absint_va_end(void *ap);
void __absint_va_copy(void *dst, void *src);
#define va_start(ap, last) __absint_va_start(&(ap))
#define va_arg(ap, type) (*(type *)__absint_va_arg(&(ap)))
#define va_end(ap) __absint_va_end(&(ap))
#define va_copy(dst, src) __absint_va_copy(&(dst), &(src))
#define __va_copy(dst, src) va_copy(dst, src)
#endif
