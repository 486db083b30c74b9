#ifndef _WCHAR_H
#define _WCHAR_H
#include <features.h>
#include <__absint_types.h>
#include <stdarg.h>
#ifndef __absint_size_t_defined
#define __absint_size_t_defined
typedef __absint_size_t size_t;
#endif
#ifndef __absint_wchar_t_defined
#define __absint_wchar_t_defined
typedef __absint_wchar_t wchar_t;
#endif
#ifndef __absint_wint_t_defined
#define __absint_wint_t_defined
typedef __absint_wint_t wint_t;
#endif
#ifndef NULL
#define NULL ((void *)0)
#endif
#define WEOF (0xffffffffu)
#define WCHAR_MIN (-2147483647-1)
#define WCHAR_MAX 2147483647
#ifndef __absint_mbstate_t_defined
#define __absint_mbstate_t_defined
typedef struct { int __count; unsigned int __value; } mbstate_t;
#endif
#ifndef __absint_FILE_defined
#define __absint_FILE_defined
typedef struct __absint_FILE FILE;
#endif
wchar_t *wmemset(wchar_t *s, wchar_t c, size_t n);
wchar_t *wmemcpy(wchar_t *restrict dest, const wchar_t *restrict src, size_t n);
wchar_t *wmemmove(wchar_t *dest, const wchar_t *src, size_t n);
int wmemcmp(const wchar_t *s1, const wchar_t *s2, size_t n);
wchar_t *wmemchr(const wchar_t *s, wchar_t c, size_t n);
size_t wcslen(const wchar_t *s);
size_t wcsnlen(const wchar_t *s, size_t maxlen);
wchar_t *wcscpy(wchar_t *restrict dest, const wchar_t *restrict src);
wchar_t *wcsncpy(wchar_t *restrict dest, const wchar_t *restrict src, size_t n);
wchar_t *wcscat(wchar_t *restrict dest, const wchar_t *restrict src);
wchar_t *wcsncat(wchar_t *restrict dest, const wchar_t *restrict src, size_t n);
int wcscmp(const wchar_t *s1, const wchar_t *s2);
int wcsncmp(const wchar_t *s1, const wchar_t *s2, size_t n);
wchar_t *wcschr(const wchar_t *s, wchar_t c);
wchar_t *wcsrchr(const wchar_t *s, wchar_t c);
wchar_t *wcsstr(const wchar_t *haystack, const wchar_t *needle);
wchar_t *wcsdup(const wchar_t *s);
size_t wcsspn(const wchar_t *s, const wchar_t *accept);
size_t wcscspn(const wchar_t *s, const wchar_t *reject);
long wcstol(const wchar_t *restrict nptr, wchar_t **restrict endptr, int base);
unsigned long wcstoul(const wchar_t *restrict nptr, wchar_t **restrict endptr, int base);
double wcstod(const wchar_t *restrict nptr, wchar_t **restrict endptr);
int swprintf(wchar_t *restrict wcs, size_t maxlen, const wchar_t *restrict format, ...);
int vswprintf(wchar_t *restrict wcs, size_t maxlen, const wchar_t *restrict format, va_list args);
int wprintf(const wchar_t *restrict format, ...);
int fwprintf(FILE *restrict stream, const wchar_t *restrict format, ...);
int swscanf(const wchar_t *restrict s, const wchar_t *restrict format, ...);
wchar_t *fgetws(wchar_t *restrict ws, int n, FILE *restrict stream);
int fputws(const wchar_t *restrict ws, FILE *restrict stream);
wint_t fgetwc(FILE *stream);
wint_t getwc(FILE *stream);
wint_t fputwc(wchar_t wc, FILE *stream);
wint_t putwchar(wchar_t wc);
wint_t btowc(int c);
int wctob(wint_t c);
size_t mbrtowc(wchar_t *restrict pwc, const char *restrict s, size_t n, mbstate_t *restrict ps);
size_t wcrtomb(char *restrict s, wchar_t wc, mbstate_t *restrict ps);
struct tm;
int mbsinit(const mbstate_t *ps);
size_t mbrlen(const char *restrict s, size_t n, mbstate_t *restrict ps);
size_t mbsrtowcs(wchar_t *restrict dst, const char **restrict src, size_t len, mbstate_t *restrict ps);
size_t wcsrtombs(char *restrict dst, const wchar_t **restrict src, size_t len, mbstate_t *restrict ps);
size_t mbsnrtowcs(wchar_t *restrict dst, const char **restrict src, size_t nms, size_t len,
                  mbstate_t *restrict ps);
size_t wcsnrtombs(char *restrict dst, const wchar_t **restrict src, size_t nwc, size_t len,
                  mbstate_t *restrict ps);
wchar_t *wcstok(wchar_t *restrict s, const wchar_t *restrict delim, wchar_t **restrict ptr);
wchar_t *wcspbrk(const wchar_t *s, const wchar_t *accept);
int wcscoll(const wchar_t *s1, const wchar_t *s2);
size_t wcsxfrm(wchar_t *restrict s1, const wchar_t *restrict s2, size_t n);
size_t wcsftime(wchar_t *restrict s, size_t maxsize, const wchar_t *restrict format,
                const struct tm *restrict tm);
int wcwidth(wchar_t c);
int wcswidth(const wchar_t *s, size_t n);
long long wcstoll(const wchar_t *restrict nptr, wchar_t **restrict endptr, int base);
unsigned long long wcstoull(const wchar_t *restrict nptr, wchar_t **restrict endptr, int base);
float wcstof(const wchar_t *restrict nptr, wchar_t **restrict endptr);
long double wcstold(const wchar_t *restrict nptr, wchar_t **restrict endptr);
int vwprintf(const wchar_t *restrict format, va_list args);
int vfwprintf(FILE *restrict stream, const wchar_t *restrict format, va_list args);
int wscanf(const wchar_t *restrict format, ...);
int fwscanf(FILE *restrict stream, const wchar_t *restrict format, ...);
int vwscanf(const wchar_t *restrict format, va_list args);
int vfwscanf(FILE *restrict stream, const wchar_t *restrict format, va_list args);
int vswscanf(const wchar_t *restrict s, const wchar_t *restrict format, va_list args);
wint_t ungetwc(wint_t wc, FILE *stream);
wint_t getwchar(void);
wint_t putwc(wchar_t wc, FILE *stream);
int fwide(FILE *stream, int mode);
int wcscasecmp(const wchar_t *s1, const wchar_t *s2);
int wcsncasecmp(const wchar_t *s1, const wchar_t *s2, size_t n);
#include <__absint_locale_t.h>
int wcscasecmp_l(const wchar_t *s1, const wchar_t *s2, locale_t l);
int wcsncasecmp_l(const wchar_t *s1, const wchar_t *s2, size_t n, locale_t l);
int wcscoll_l(const wchar_t *s1, const wchar_t *s2, locale_t l);
size_t wcsxfrm_l(wchar_t *restrict s1, const wchar_t *restrict s2, size_t n, locale_t l);
wchar_t *wcpcpy(wchar_t *restrict dest, const wchar_t *restrict src);
wchar_t *wcpncpy(wchar_t *restrict dest, const wchar_t *restrict src, size_t n);
size_t wcslcpy(wchar_t *dst, const wchar_t *src, size_t size);
size_t wcslcat(wchar_t *dst, const wchar_t *src, size_t size);
FILE *open_wmemstream(wchar_t **ptr, size_t *sizeloc);
#endif
