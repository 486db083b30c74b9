#ifndef _STRING_H
#define _STRING_H
#include <features.h>
#include <__absint_types.h>
#ifndef __absint_size_t_defined
#define __absint_size_t_defined
typedef __absint_size_t size_t;
#endif
#ifndef NULL
#define NULL ((void *)0)
#endif
void *memcpy(void *restrict dest, const void *restrict src, size_t n);
void *memmove(void *dest, const void *src, size_t n);
void *memset(void *s, int c, size_t n);
int memcmp(const void *s1, const void *s2, size_t n);
void *memchr(const void *s, int c, size_t n);
void *memrchr(const void *s, int c, size_t n);
void *mempcpy(void *restrict dest, const void *restrict src, size_t n);
size_t strlen(const char *s);
size_t strnlen(const char *s, size_t maxlen);
char *strcpy(char *restrict dest, const char *restrict src);
char *strncpy(char *restrict dest, const char *restrict src, size_t n);
char *stpcpy(char *restrict dest, const char *restrict src);
char *strcat(char *restrict dest, const char *restrict src);
char *strncat(char *restrict dest, const char *restrict src, size_t n);
int strcmp(const char *s1, const char *s2);
int strncmp(const char *s1, const char *s2, size_t n);
int strcoll(const char *s1, const char *s2);
size_t strxfrm(char *restrict dest, const char *restrict src, size_t n);
char *strchr(const char *s, int c);
char *strrchr(const char *s, int c);
char *strstr(const char *haystack, const char *needle);
size_t strspn(const char *s, const char *accept);
size_t strcspn(const char *s, const char *reject);
char *strpbrk(const char *s, const char *accept);
char *strtok(char *restrict s, const char *restrict delim);
char *strtok_r(char *restrict s, const char *restrict delim, char **restrict saveptr);
char *strdup(const char *s);
char *strndup(const char *s, size_t n);
char *strerror(int errnum);
#include <__absint_locale_t.h>
/* strerror_r: the GNU version (returns the message) under _GNU_SOURCE, else the POSIX one, as glibc */
#ifdef _GNU_SOURCE
char *strerror_r(int errnum, char *buf, size_t buflen);
#else
int strerror_r(int errnum, char *buf, size_t buflen);
#endif
char *strerror_l(int errnum, locale_t locale);
const char *strerrorname_np(int errnum);
const char *strerrordesc_np(int errnum);
char *strsignal(int sig);
void *memccpy(void *restrict dest, const void *restrict src, int c, size_t n);
void *memmem(const void *haystack, size_t haystacklen, const void *needle, size_t needlelen);
void *rawmemchr(const void *s, int c);
char *stpncpy(char *restrict dest, const char *restrict src, size_t n);
char *strsep(char **restrict stringp, const char *restrict delim);
char *strcasestr(const char *haystack, const char *needle);
char *strchrnul(const char *s, int c);
int strverscmp(const char *s1, const char *s2);
char *strfry(char *string);
void *memfrob(void *s, size_t n);
int strcoll_l(const char *s1, const char *s2, locale_t locale);
size_t strxfrm_l(char *restrict dest, const char *restrict src, size_t n, locale_t locale);
void explicit_bzero(void *s, size_t n);
size_t strlcpy(char *dst, const char *src, size_t size);
size_t strlcat(char *dst, const char *src, size_t size);
#include <strings.h>
#endif
