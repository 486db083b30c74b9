#ifndef _WCHAR_H
#define _WCHAR_H
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
typedef struct { int __count; unsigned int __value; } mbstate_t;
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
#endif
