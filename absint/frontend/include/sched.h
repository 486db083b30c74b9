#ifndef _SCHED_H
#define _SCHED_H
#include <features.h>
#include <sys/types.h>
#include <__absint_timeval.h>
#define SCHED_OTHER 0
#define SCHED_FIFO 1
#define SCHED_RR 2
#define SCHED_BATCH 3
#define SCHED_IDLE 5
#define SCHED_DEADLINE 6
#define SCHED_RESET_ON_FORK 0x40000000
#define CLONE_VM 0x00000100
#define CLONE_FS 0x00000200
#define CLONE_FILES 0x00000400
#define CLONE_SIGHAND 0x00000800
#define CLONE_PIDFD 0x00001000
#define CLONE_PTRACE 0x00002000
#define CLONE_VFORK 0x00004000
#define CLONE_PARENT 0x00008000
#define CLONE_THREAD 0x00010000
#define CLONE_NEWNS 0x00020000
#define CLONE_SYSVSEM 0x00040000
#define CLONE_SETTLS 0x00080000
#define CLONE_PARENT_SETTID 0x00100000
#define CLONE_CHILD_CLEARTID 0x00200000
#define CLONE_DETACHED 0x00400000
#define CLONE_UNTRACED 0x00800000
#define CLONE_CHILD_SETTID 0x01000000
#define CLONE_NEWCGROUP 0x02000000
#define CLONE_NEWUTS 0x04000000
#define CLONE_NEWIPC 0x08000000
#define CLONE_NEWUSER 0x10000000
#define CLONE_NEWPID 0x20000000
#define CLONE_NEWNET 0x40000000
#define CLONE_IO 0x80000000
struct sched_param { int sched_priority; };
/* CPU sets: glibc's 1024 bits; the macros check the CPU number against the set's size as glibc's do */
typedef unsigned long __cpu_mask;
#define __CPU_SETSIZE 1024
#define CPU_SETSIZE __CPU_SETSIZE
#define __NCPUBITS (8 * sizeof(__cpu_mask))
typedef struct { __cpu_mask __bits[__CPU_SETSIZE / (8 * sizeof(__cpu_mask))]; } cpu_set_t;
#define __CPUELT(cpu) ((cpu) / __NCPUBITS)
#define __CPUMASK(cpu) ((__cpu_mask)1 << ((cpu) % __NCPUBITS))
#define CPU_SET_S(cpu, setsize, set) ((size_t)(cpu) / 8 < (size_t)(setsize) \
    ? ((set)->__bits[__CPUELT((size_t)(cpu))] |= __CPUMASK((size_t)(cpu))) : 0)
#define CPU_CLR_S(cpu, setsize, set) ((size_t)(cpu) / 8 < (size_t)(setsize) \
    ? ((set)->__bits[__CPUELT((size_t)(cpu))] &= ~__CPUMASK((size_t)(cpu))) : 0)
#define CPU_ISSET_S(cpu, setsize, set) ((size_t)(cpu) / 8 < (size_t)(setsize) \
    ? (((set)->__bits[__CPUELT((size_t)(cpu))] & __CPUMASK((size_t)(cpu))) != 0) : 0)
#define CPU_ZERO_S(setsize, set) ((void)__builtin_memset((set), 0, (setsize)))
#define CPU_COUNT_S(setsize, set) __sched_cpucount((setsize), (set))
#define CPU_EQUAL_S(setsize, a, b) (__builtin_memcmp((a), (b), (setsize)) == 0)
#define CPU_SET(cpu, set) CPU_SET_S(cpu, sizeof(cpu_set_t), set)
#define CPU_CLR(cpu, set) CPU_CLR_S(cpu, sizeof(cpu_set_t), set)
#define CPU_ISSET(cpu, set) CPU_ISSET_S(cpu, sizeof(cpu_set_t), set)
#define CPU_ZERO(set) CPU_ZERO_S(sizeof(cpu_set_t), set)
#define CPU_COUNT(set) CPU_COUNT_S(sizeof(cpu_set_t), set)
#define CPU_EQUAL(a, b) CPU_EQUAL_S(sizeof(cpu_set_t), a, b)
#define __absint_CPU_OP_S(setsize, d, a, b, OP) do { size_t __absint_i; \
    for (__absint_i = 0; __absint_i < (setsize) / sizeof(__cpu_mask); __absint_i++) \
        (d)->__bits[__absint_i] = (a)->__bits[__absint_i] OP (b)->__bits[__absint_i]; } while (0)
#define CPU_AND_S(setsize, d, a, b) __absint_CPU_OP_S(setsize, d, a, b, &)
#define CPU_OR_S(setsize, d, a, b) __absint_CPU_OP_S(setsize, d, a, b, |)
#define CPU_XOR_S(setsize, d, a, b) __absint_CPU_OP_S(setsize, d, a, b, ^)
#define CPU_AND(d, a, b) CPU_AND_S(sizeof(cpu_set_t), d, a, b)
#define CPU_OR(d, a, b) CPU_OR_S(sizeof(cpu_set_t), d, a, b)
#define CPU_XOR(d, a, b) CPU_XOR_S(sizeof(cpu_set_t), d, a, b)
#define CPU_ALLOC_SIZE(count) ((((size_t)(count) + __NCPUBITS - 1) / __NCPUBITS) * sizeof(__cpu_mask))
#define CPU_ALLOC(count) ((cpu_set_t *)__builtin_malloc(CPU_ALLOC_SIZE(count)))
#define CPU_FREE(set) __builtin_free(set)
int __sched_cpucount(size_t setsize, const cpu_set_t *set);
int sched_yield(void);
int sched_get_priority_max(int policy);
int sched_get_priority_min(int policy);
int sched_setscheduler(pid_t pid, int policy, const struct sched_param *param);
int sched_getscheduler(pid_t pid);
int sched_setparam(pid_t pid, const struct sched_param *param);
int sched_getparam(pid_t pid, struct sched_param *param);
int sched_rr_get_interval(pid_t pid, struct timespec *tp);
int sched_setaffinity(pid_t pid, size_t cpusetsize, const cpu_set_t *mask);
int sched_getaffinity(pid_t pid, size_t cpusetsize, cpu_set_t *mask);
int sched_getcpu(void);
int clone(int (*fn)(void *), void *stack, int flags, void *arg, ...);
int unshare(int flags);
int setns(int fd, int nstype);
#endif
