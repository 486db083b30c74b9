#ifndef _TIME_H
#define _TIME_H
#include <__absint_types.h>
#ifndef __absint_size_t_defined
#define __absint_size_t_defined
typedef __absint_size_t size_t;
#endif
#ifndef NULL
#define NULL ((void *)0)
#endif
#ifndef __absint_time_t_defined
#define __absint_time_t_defined
typedef __absint_time_t time_t;
#endif
typedef long clock_t;
typedef int clockid_t;
#define CLOCKS_PER_SEC 1000000L
#define CLOCK_REALTIME 0
#define CLOCK_MONOTONIC 1
struct tm { int tm_sec; int tm_min; int tm_hour; int tm_mday; int tm_mon; int tm_year;
            int tm_wday; int tm_yday; int tm_isdst; long tm_gmtoff; const char *tm_zone; };
#ifndef __absint_timespec_defined
#define __absint_timespec_defined
struct timespec { time_t tv_sec; long tv_nsec; };
#endif
time_t time(time_t *tloc);
clock_t clock(void);
double difftime(time_t time1, time_t time0);
time_t mktime(struct tm *tm);
struct tm *localtime(const time_t *timep);
struct tm *gmtime(const time_t *timep);
struct tm *localtime_r(const time_t *restrict timep, struct tm *restrict result);
char *asctime(const struct tm *tm);
char *ctime(const time_t *timep);
size_t strftime(char *restrict s, size_t max, const char *restrict format, const struct tm *restrict tm);
int nanosleep(const struct timespec *req, struct timespec *rem);
int clock_gettime(clockid_t clockid, struct timespec *tp);
#endif
