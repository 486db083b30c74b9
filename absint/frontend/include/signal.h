#ifndef _SIGNAL_H
#define _SIGNAL_H
#include <features.h>
#include <sys/types.h>
#include <__absint_sigset.h>
#include <__absint_timeval.h>
typedef int sig_atomic_t;
typedef void (*sighandler_t)(int);
typedef sighandler_t __sighandler_t;
typedef sighandler_t sig_t;
#define SIG_DFL ((sighandler_t)0)
#define SIG_IGN ((sighandler_t)1)
#define SIG_ERR ((sighandler_t)-1)
#define SIG_HOLD ((sighandler_t)2)
#define SIGHUP 1
#define SIGINT 2
#define SIGQUIT 3
#define SIGILL 4
#define SIGTRAP 5
#define SIGABRT 6
#define SIGIOT 6
#define SIGBUS 7
#define SIGFPE 8
#define SIGKILL 9
#define SIGUSR1 10
#define SIGSEGV 11
#define SIGUSR2 12
#define SIGPIPE 13
#define SIGALRM 14
#define SIGTERM 15
#define SIGSTKFLT 16
#define SIGCHLD 17
#define SIGCLD SIGCHLD
#define SIGCONT 18
#define SIGSTOP 19
#define SIGTSTP 20
#define SIGTTIN 21
#define SIGTTOU 22
#define SIGURG 23
#define SIGXCPU 24
#define SIGXFSZ 25
#define SIGVTALRM 26
#define SIGPROF 27
#define SIGWINCH 28
#define SIGIO 29
#define SIGPOLL SIGIO
#define SIGPWR 30
#define SIGSYS 31
#define _NSIG 65
#define NSIG _NSIG
#define SIGRTMIN (__libc_current_sigrtmin())
#define SIGRTMAX (__libc_current_sigrtmax())
int __libc_current_sigrtmin(void);
int __libc_current_sigrtmax(void);
#define SA_NOCLDSTOP 1
#define SA_NOCLDWAIT 2
#define SA_SIGINFO 4
#define SA_ONSTACK 0x08000000
#define SA_RESTART 0x10000000
#define SA_INTERRUPT 0x20000000
#define SA_NODEFER 0x40000000
#define SA_RESETHAND 0x80000000
#define SA_NOMASK SA_NODEFER
#define SA_ONESHOT SA_RESETHAND
#define SA_STACK SA_ONSTACK
#define SIG_BLOCK 0
#define SIG_UNBLOCK 1
#define SIG_SETMASK 2
#define SS_ONSTACK 1
#define SS_DISABLE 2
#define MINSIGSTKSZ 2048
#define SIGSTKSZ 8192
#define SIGEV_SIGNAL 0
#define SIGEV_NONE 1
#define SIGEV_THREAD 2
#define SIGEV_THREAD_ID 4
#define SI_ASYNCNL (-60)
#define SI_TKILL (-6)
#define SI_SIGIO (-5)
#define SI_ASYNCIO (-4)
#define SI_MESGQ (-3)
#define SI_TIMER (-2)
#define SI_QUEUE (-1)
#define SI_USER 0
#define SI_KERNEL 0x80
#define ILL_ILLOPC 1
#define ILL_ILLOPN 2
#define ILL_ILLADR 3
#define ILL_ILLTRP 4
#define ILL_PRVOPC 5
#define ILL_PRVREG 6
#define ILL_COPROC 7
#define ILL_BADSTK 8
#define FPE_INTDIV 1
#define FPE_INTOVF 2
#define FPE_FLTDIV 3
#define FPE_FLTOVF 4
#define FPE_FLTUND 5
#define FPE_FLTRES 6
#define FPE_FLTINV 7
#define FPE_FLTSUB 8
#define SEGV_MAPERR 1
#define SEGV_ACCERR 2
#define BUS_ADRALN 1
#define BUS_ADRERR 2
#define BUS_OBJERR 3
#define TRAP_BRKPT 1
#define TRAP_TRACE 2
#define CLD_EXITED 1
#define CLD_KILLED 2
#define CLD_DUMPED 3
#define CLD_TRAPPED 4
#define CLD_STOPPED 5
#define CLD_CONTINUED 6
#define POLL_IN 1
#define POLL_OUT 2
#define POLL_MSG 3
#define POLL_ERR 4
#define POLL_PRI 5
#define POLL_HUP 6
union sigval { int sival_int; void *sival_ptr; };
typedef union sigval sigval_t;
/* glibc's 64-byte struct sigevent; the members glibc reaches through macros are anonymous here */
typedef struct sigevent {
    union sigval sigev_value;
    int sigev_signo;
    int sigev_notify;
    union {
        int __pad[__SIZEOF_POINTER__ == 8 ? 12 : 13];
        pid_t sigev_notify_thread_id;
        struct {
            void (*sigev_notify_function)(union sigval);
            pthread_attr_t *sigev_notify_attributes;
        };
    };
} sigevent_t;
typedef struct {
    int si_signo;
    int si_errno;
    int si_code;
    union {
        int __pad[__SIZEOF_POINTER__ == 8 ? 28 : 29];   /* 128 bytes in all, as glibc */
        struct {
            pid_t si_pid;
            uid_t si_uid;
            union { int si_status; union sigval si_value; };
            clock_t si_utime;
            clock_t si_stime;
        };
        struct { int si_tid; int si_overrun; };
        struct { void *si_addr; short si_addr_lsb; };
        struct { long si_band; int si_fd; };
        struct { void *si_call_addr; int si_syscall; unsigned int si_arch; };
    };
} siginfo_t;
typedef struct { void *ss_sp; int ss_flags; size_t ss_size; } stack_t;
/* handlers stored here are called after each sigaction() call (see the front end's lowering) */
struct sigaction {
    union {
        sighandler_t sa_handler;
        void (*sa_sigaction)(int, siginfo_t *, void *);
    };
    sigset_t sa_mask;
    int sa_flags;
    void (*sa_restorer)(void);
};
int sigaction(int signum, const struct sigaction *restrict act, struct sigaction *restrict oldact);
int sigemptyset(sigset_t *set);
int sigfillset(sigset_t *set);
int sigaddset(sigset_t *set, int signum);
int sigdelset(sigset_t *set, int signum);
int sigismember(const sigset_t *set, int signum);
int sigisemptyset(const sigset_t *set);
int sigprocmask(int how, const sigset_t *restrict set, sigset_t *restrict oldset);
int pthread_sigmask(int how, const sigset_t *restrict set, sigset_t *restrict oldset);
int pthread_kill(pthread_t thread, int sig);
int sigpending(sigset_t *set);
int sigsuspend(const sigset_t *mask);
int sigwait(const sigset_t *restrict set, int *restrict sig);
int sigwaitinfo(const sigset_t *restrict set, siginfo_t *restrict info);
int sigtimedwait(const sigset_t *restrict set, siginfo_t *restrict info,
                 const struct timespec *restrict timeout);
int sigqueue(pid_t pid, int sig, const union sigval value);
int sigaltstack(const stack_t *restrict ss, stack_t *restrict old_ss);
int siginterrupt(int sig, int flag);
int sighold(int sig);
int sigrelse(int sig);
int sigignore(int sig);
int sigpause(int sig);
sighandler_t sigset(int sig, sighandler_t disp);
sighandler_t bsd_signal(int signum, sighandler_t handler);
sighandler_t sysv_signal(int signum, sighandler_t handler);
int pause(void);
sighandler_t signal(int signum, sighandler_t handler);
int raise(int sig);
int kill(pid_t pid, int sig);
int killpg(pid_t pgrp, int sig);
int tgkill(pid_t tgid, pid_t tid, int sig);
void psignal(int sig, const char *s);
void psiginfo(const siginfo_t *pinfo, const char *s);
#endif
