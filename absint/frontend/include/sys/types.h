#ifndef _SYS_TYPES_H
#define _SYS_TYPES_H
#include <features.h>
/* absint: the POSIX system types, per data model. ilp32 is i386 glibc with _FILE_OFFSET_BITS=64
   (64-bit off_t, ino_t, blkcnt_t, fsblkcnt_t) and a 32-bit time_t; lp64 is x86_64 glibc.
   glibc's own `__X_defined` guards are set too, so that a host header pulled in beside ours (see
   preprocess.py) does not declare these types again. */
#include <__absint_types.h>
#include <__absint_glibc_types.h>
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
#ifndef __absint_pid_t_defined
#define __absint_pid_t_defined
typedef int pid_t;
#endif
#ifndef __absint_uid_t_defined
#define __absint_uid_t_defined
typedef unsigned int uid_t;
typedef unsigned int gid_t;
#endif
#ifndef __absint_mode_t_defined
#define __absint_mode_t_defined
typedef unsigned int mode_t;
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
#ifndef __absint_suseconds_t_defined
#define __absint_suseconds_t_defined
typedef long suseconds_t;
#endif
#ifndef __absint_useconds_t_defined
#define __absint_useconds_t_defined
typedef unsigned int useconds_t;
#endif
#ifndef __absint_id_t_defined
#define __absint_id_t_defined
typedef unsigned int id_t;
#endif
#ifndef __absint_key_t_defined
#define __absint_key_t_defined
typedef int key_t;
#endif
#ifndef __absint_stat_types_defined
#define __absint_stat_types_defined
#ifdef __absint_ilp32
typedef unsigned long long dev_t;
typedef unsigned long long ino_t;
typedef unsigned int nlink_t;
typedef long long blkcnt_t;
typedef unsigned long long fsblkcnt_t;
typedef unsigned long long fsfilcnt_t;
#else
typedef unsigned long dev_t;
typedef unsigned long ino_t;
typedef unsigned long nlink_t;
typedef long blkcnt_t;
typedef unsigned long fsblkcnt_t;
typedef unsigned long fsfilcnt_t;
#endif
typedef long blksize_t;
typedef unsigned long long ino64_t;
typedef long long off64_t;
typedef long long blkcnt64_t;
typedef unsigned long long fsblkcnt64_t;
typedef unsigned long long fsfilcnt64_t;
#endif
#ifndef __absint_intN_t_defined
#define __absint_intN_t_defined
typedef signed char int8_t;
typedef short int16_t;
typedef int int32_t;
typedef __absint_int64_t int64_t;
#endif
typedef unsigned char u_int8_t;
typedef unsigned short u_int16_t;
typedef unsigned int u_int32_t;
typedef __absint_uint64_t u_int64_t;
typedef long register_t;
typedef long long quad_t;
typedef unsigned long long u_quad_t;
typedef long long loff_t;
typedef int daddr_t;
typedef struct { int __val[2]; } fsid_t;
typedef unsigned int u_int;
typedef unsigned char u_char;
typedef unsigned short u_short;
typedef unsigned long u_long;
typedef unsigned short ushort;
typedef unsigned int uint;
typedef unsigned long ulong;
typedef char *caddr_t;
#define __pid_t_defined
#define __uid_t_defined
#define __gid_t_defined
#define __mode_t_defined
#define __off_t_defined
#define __off64_t_defined
#define __ssize_t_defined
#define __time_t_defined
#define __clock_t_defined
#define __clockid_t_defined
#define __timer_t_defined
#define __suseconds_t_defined
#define __useconds_t_defined
#define __id_t_defined
#define __key_t_defined
#define __dev_t_defined
#define __ino_t_defined
#define __ino64_t_defined
#define __nlink_t_defined
#define __blksize_t_defined
#define __blkcnt_t_defined
#define __fsblkcnt_t_defined
#define __fsfilcnt_t_defined
#define __daddr_t_defined
#define __caddr_t_defined
#define __u_char_defined
#define __loff_t_defined
#define __int8_t_defined
#include <__absint_pthreadtypes.h>
#include <endian.h>
#include <sys/select.h>
#endif
