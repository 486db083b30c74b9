/* absint: the pthread object types (glibc's sizes and alignments per data model), shared by
   <sys/types.h> and <pthread.h>. Their contents are opaque: only the size matters. */
#ifndef __ABSINT_PTHREADTYPES_H
#define __ABSINT_PTHREADTYPES_H
#ifdef __absint_ilp32
#define __ABSINT_ATTR_SIZE 36
#define __ABSINT_MUTEX_SIZE 24
#define __ABSINT_RWLOCK_SIZE 32
#define __ABSINT_BARRIER_SIZE 20
#else
#define __ABSINT_ATTR_SIZE 56
#define __ABSINT_MUTEX_SIZE 40
#define __ABSINT_RWLOCK_SIZE 56
#define __ABSINT_BARRIER_SIZE 32
#endif
typedef unsigned long pthread_t;
typedef union { char __size[__ABSINT_ATTR_SIZE]; long __align; } pthread_attr_t;
typedef union { char __size[__ABSINT_MUTEX_SIZE]; long __align; } pthread_mutex_t;
typedef union { char __size[4]; int __align; } pthread_mutexattr_t;
typedef union { char __size[48]; long long __align; } pthread_cond_t;
typedef union { char __size[4]; int __align; } pthread_condattr_t;
typedef union { char __size[__ABSINT_RWLOCK_SIZE]; long __align; } pthread_rwlock_t;
typedef union { char __size[8]; long __align; } pthread_rwlockattr_t;
typedef union { char __size[__ABSINT_BARRIER_SIZE]; long __align; } pthread_barrier_t;
typedef union { char __size[4]; int __align; } pthread_barrierattr_t;
typedef volatile int pthread_spinlock_t;
typedef unsigned int pthread_key_t;
typedef int pthread_once_t;
#define __have_pthread_attr_t 1
#endif
