#ifndef _SYS_TYPES_H
#define _SYS_TYPES_H
#include <__absint_types.h>
#ifndef __absint_size_t_defined
#define __absint_size_t_defined
typedef __absint_size_t size_t;
#endif
#ifndef __absint_ssize_t_defined
#define __absint_ssize_t_defined
typedef __absint_ssize_t ssize_t;
#endif
#ifndef __absint_time_t_defined
#define __absint_time_t_defined
typedef __absint_time_t time_t;
#endif
#ifndef __absint_off_t_defined
#define __absint_off_t_defined
typedef __absint_off_t off_t;
#endif
typedef int pid_t;
typedef unsigned int uid_t;
typedef unsigned int gid_t;
typedef unsigned int mode_t;
typedef unsigned long dev_t;
typedef unsigned long ino_t;
typedef unsigned long nlink_t;
typedef long blksize_t;
typedef long blkcnt_t;
typedef unsigned int u_int;
typedef unsigned char u_char;
typedef unsigned short u_short;
typedef unsigned long u_long;
typedef char *caddr_t;
#endif
