#ifndef _MONETARY_H
#define _MONETARY_H
#include <sys/types.h>
#include <__absint_locale_t.h>
ssize_t strfmon(char *restrict s, size_t max, const char *restrict format, ...);
ssize_t strfmon_l(char *restrict s, size_t max, locale_t loc, const char *restrict format, ...);
#endif
