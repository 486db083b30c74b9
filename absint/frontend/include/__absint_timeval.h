/* absint: struct timeval and struct timespec, shared by the headers that need them. */
#include <__absint_types.h>
#ifndef __absint_time_t_defined
#define __absint_time_t_defined
typedef __absint_time_t time_t;
#endif
#ifndef __absint_suseconds_t_defined
#define __absint_suseconds_t_defined
typedef long suseconds_t;
#endif
#ifndef __absint_timeval_defined
#define __absint_timeval_defined
#define __timeval_defined 1
struct timeval { time_t tv_sec; suseconds_t tv_usec; };
#endif
#ifndef __absint_timespec_defined
#define __absint_timespec_defined
#define _STRUCT_TIMESPEC 1
#define __timespec_defined 1
struct timespec { time_t tv_sec; long tv_nsec; };
#endif
