#ifndef _SEMAPHORE_H
#define _SEMAPHORE_H
#include <sys/types.h>
#include <__absint_timeval.h>
typedef union { char __size[__SIZEOF_POINTER__ == 8 ? 32 : 16]; long __align; } sem_t;
#define SEM_FAILED ((sem_t *)0)
#define SEM_VALUE_MAX 2147483647
int sem_init(sem_t *sem, int pshared, unsigned int value);
int sem_destroy(sem_t *sem);
sem_t *sem_open(const char *name, int oflag, ...);
int sem_close(sem_t *sem);
int sem_unlink(const char *name);
int sem_wait(sem_t *sem);
int sem_trywait(sem_t *sem);
int sem_timedwait(sem_t *restrict sem, const struct timespec *restrict abstime);
int sem_clockwait(sem_t *restrict sem, clockid_t clockid, const struct timespec *restrict abstime);
int sem_post(sem_t *sem);
int sem_getvalue(sem_t *restrict sem, int *restrict sval);
#endif
