/* absint: glibc's internal type names (__uid_t, __off64_t, ...), which glibc's <sys/types.h> makes
   visible and headers written for glibc use: host headers pulled in beside ours (see
   preprocess.py) rely on them. Identical redefinitions (by a host <bits/types.h>) are harmless. */
#ifndef __ABSINT_GLIBC_TYPES_H
#define __ABSINT_GLIBC_TYPES_H
#include <__absint_types.h>
typedef unsigned char __u_char;
typedef unsigned short __u_short;
typedef unsigned int __u_int;
typedef unsigned long __u_long;
typedef signed char __int8_t;
typedef unsigned char __uint8_t;
typedef short __int16_t;
typedef unsigned short __uint16_t;
typedef int __int32_t;
typedef unsigned int __uint32_t;
typedef __absint_int64_t __int64_t;
typedef __absint_uint64_t __uint64_t;
typedef __int8_t __int_least8_t;
typedef __uint8_t __uint_least8_t;
typedef __int16_t __int_least16_t;
typedef __uint16_t __uint_least16_t;
typedef __int32_t __int_least32_t;
typedef __uint32_t __uint_least32_t;
typedef __int64_t __int_least64_t;
typedef __uint64_t __uint_least64_t;
typedef __absint_int64_t __quad_t;
typedef __absint_uint64_t __u_quad_t;
typedef __absint_int64_t __intmax_t;
typedef __absint_uint64_t __uintmax_t;
typedef __absint_uint64_t __dev_t;
typedef unsigned int __uid_t;
typedef unsigned int __gid_t;
typedef unsigned long __ino_t;
typedef __absint_uint64_t __ino64_t;
typedef unsigned int __mode_t;
typedef long __off_t;
typedef __absint_int64_t __off64_t;
typedef int __pid_t;
typedef long __clock_t;
typedef unsigned long __rlim_t;
typedef __absint_uint64_t __rlim64_t;
typedef unsigned int __id_t;
typedef long __time_t;
typedef unsigned int __useconds_t;
typedef long __suseconds_t;
typedef __absint_int64_t __suseconds64_t;
typedef int __daddr_t;
typedef int __key_t;
typedef int __clockid_t;
typedef void *__timer_t;
typedef long __blksize_t;
typedef long __blkcnt_t;
typedef __absint_int64_t __blkcnt64_t;
typedef unsigned long __fsblkcnt_t;
typedef __absint_uint64_t __fsblkcnt64_t;
typedef unsigned long __fsfilcnt_t;
typedef __absint_uint64_t __fsfilcnt64_t;
typedef long __fsword_t;
typedef __absint_ssize_t __ssize_t;
typedef long __syscall_slong_t;
typedef unsigned long __syscall_ulong_t;
typedef __off64_t __loff_t;
typedef char *__caddr_t;
typedef __absint_intptr_t __intptr_t;
typedef unsigned int __socklen_t;
typedef int __sig_atomic_t;
typedef __absint_int64_t __time64_t;
#ifdef __absint_ilp32
typedef unsigned int __nlink_t;
#else
typedef unsigned long __nlink_t;
#endif
#endif
