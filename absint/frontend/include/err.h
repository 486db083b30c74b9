#ifndef _ERR_H
#define _ERR_H
#include <features.h>
#include <stdarg.h>
_Noreturn void err(int eval, const char *fmt, ...);
_Noreturn void errx(int eval, const char *fmt, ...);
_Noreturn void verr(int eval, const char *fmt, va_list args);
_Noreturn void verrx(int eval, const char *fmt, va_list args);
void warn(const char *fmt, ...);
void warnx(const char *fmt, ...);
void vwarn(const char *fmt, va_list args);
void vwarnx(const char *fmt, va_list args);
#endif
