#ifndef _INTTYPES_H
#define _INTTYPES_H
#include <stdint.h>
#ifdef __absint_ilp32
#define __PRI64 "ll"
#define __PRIPTR ""
#else
#define __PRI64 "l"
#define __PRIPTR "l"
#endif
#define PRId8 "d"
#define PRId16 "d"
#define PRId32 "d"
#define PRId64 __PRI64 "d"
#define PRIi32 "i"
#define PRIi64 __PRI64 "i"
#define PRIu8 "u"
#define PRIu16 "u"
#define PRIu32 "u"
#define PRIu64 __PRI64 "u"
#define PRIx32 "x"
#define PRIx64 __PRI64 "x"
#define PRIX64 __PRI64 "X"
#define PRIdMAX __PRI64 "d"
#define PRIuMAX __PRI64 "u"
#define PRIdPTR __PRIPTR "d"
#define PRIuPTR __PRIPTR "u"
#define PRIxPTR __PRIPTR "x"
#define SCNd32 "d"
#define SCNd64 __PRI64 "d"
#define SCNu32 "u"
#define SCNu64 __PRI64 "u"
typedef struct { intmax_t quot; intmax_t rem; } imaxdiv_t;
intmax_t imaxabs(intmax_t j);
intmax_t strtoimax(const char *restrict nptr, char **restrict endptr, int base);
uintmax_t strtoumax(const char *restrict nptr, char **restrict endptr, int base);
#endif
