#ifndef _TIME_H
#define _TIME_H
#include <features.h>
#include <__absint_types.h>
#include <__absint_timeval.h>
#ifndef __absint_size_t_defined
#define __absint_size_t_defined
typedef __absint_size_t size_t;
#endif
#ifndef NULL
#define NULL ((void *)0)
#endif
#ifndef __absint_clock_t_defined
#define __absint_clock_t_defined
typedef long clock_t;
#endif
#ifndef __absint_clockid_t_defined
#define __absint_clockid_t_defined
typedef int clockid_t;
#endif
#ifndef __absint_timer_t_defined
#define __absint_timer_t_defined
typedef void *timer_t;
#endif
#ifndef __absint_pid_t_defined
#define __absint_pid_t_defined
typedef int pid_t;
#endif
#include <__absint_locale_t.h>
#define CLOCKS_PER_SEC 1000000L
#define CLOCK_REALTIME 0
#define CLOCK_MONOTONIC 1
#define CLOCK_PROCESS_CPUTIME_ID 2
#define CLOCK_THREAD_CPUTIME_ID 3
#define CLOCK_MONOTONIC_RAW 4
#define CLOCK_REALTIME_COARSE 5
#define CLOCK_MONOTONIC_COARSE 6
#define CLOCK_BOOTTIME 7
#define CLOCK_REALTIME_ALARM 8
#define CLOCK_BOOTTIME_ALARM 9
#define CLOCK_TAI 11
#define TIMER_ABSTIME 1
#define TIME_UTC 1
struct tm { int tm_sec; int tm_min; int tm_hour; int tm_mday; int tm_mon; int tm_year;
            int tm_wday; int tm_yday; int tm_isdst; long tm_gmtoff; const char *tm_zone; };
struct itimerspec { struct timespec it_interval; struct timespec it_value; };
struct sigevent;
extern char *tzname[2];
extern long timezone;
extern int daylight;
extern int getdate_err;
time_t time(time_t *tloc);
clock_t clock(void);
double difftime(time_t time1, time_t time0);
time_t mktime(struct tm *tm);
time_t timegm(struct tm *tm);
time_t timelocal(struct tm *tm);
struct tm *localtime(const time_t *timep);
struct tm *gmtime(const time_t *timep);
struct tm *localtime_r(const time_t *restrict timep, struct tm *restrict result);
struct tm *gmtime_r(const time_t *restrict timep, struct tm *restrict result);
char *asctime(const struct tm *tm);
char *asctime_r(const struct tm *restrict tm, char *restrict buf);
char *ctime(const time_t *timep);
char *ctime_r(const time_t *restrict timep, char *restrict buf);
size_t strftime(char *restrict s, size_t max, const char *restrict format, const struct tm *restrict tm);
size_t strftime_l(char *restrict s, size_t max, const char *restrict format,
                  const struct tm *restrict tm, locale_t loc);
char *strptime(const char *restrict s, const char *restrict format, struct tm *restrict tm);
struct tm *getdate(const char *string);
void tzset(void);
int timespec_get(struct timespec *ts, int base);
int nanosleep(const struct timespec *req, struct timespec *rem);
int clock_gettime(clockid_t clockid, struct timespec *tp);
int clock_settime(clockid_t clockid, const struct timespec *tp);
int clock_getres(clockid_t clockid, struct timespec *res);
int clock_nanosleep(clockid_t clockid, int flags, const struct timespec *req, struct timespec *rem);
int clock_getcpuclockid(pid_t pid, clockid_t *clockid);
int timer_create(clockid_t clockid, struct sigevent *restrict sevp, timer_t *restrict timerid);
int timer_delete(timer_t timerid);
int timer_settime(timer_t timerid, int flags, const struct itimerspec *restrict new_value,
                  struct itimerspec *restrict old_value);
int timer_gettime(timer_t timerid, struct itimerspec *value);
int timer_getoverrun(timer_t timerid);
#endif
