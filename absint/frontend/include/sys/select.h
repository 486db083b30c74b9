#ifndef _SYS_SELECT_H
#define _SYS_SELECT_H
#include <sys/types.h>
#include <__absint_timeval.h>
#include <__absint_sigset.h>
typedef long fd_mask;
typedef long __fd_mask;
#define FD_SETSIZE 1024
#define __FD_SETSIZE 1024
#define NFDBITS (8 * (int)sizeof(fd_mask))
typedef struct { fd_mask fds_bits[FD_SETSIZE / (8 * (int)sizeof(fd_mask))]; } fd_set;
/* glibc's: a bit per descriptor in fds_bits, so FD_SET of a descriptor >= FD_SETSIZE (or < 0)
   writes outside the set, as it does at run time (were they no-ops and FD_ISSET 0, every block
   it guards was dead code, its accesses never checked) */
#define __FD_ELT(d) ((d) / NFDBITS)
#define __FD_MASK(d) ((fd_mask)(1UL << ((d) % NFDBITS)))
#define FD_ZERO(s) do { unsigned int __absint_i; fd_set *__absint_set = (s); \
    for (__absint_i = 0; __absint_i < sizeof(fd_set) / sizeof(fd_mask); ++__absint_i) \
        __absint_set->fds_bits[__absint_i] = 0; } while (0)
#define FD_SET(d, s) ((void)((s)->fds_bits[__FD_ELT(d)] |= __FD_MASK(d)))
#define FD_CLR(d, s) ((void)((s)->fds_bits[__FD_ELT(d)] &= ~__FD_MASK(d)))
#define FD_ISSET(d, s) (((s)->fds_bits[__FD_ELT(d)] & __FD_MASK(d)) != 0)
int select(int nfds, fd_set *restrict readfds, fd_set *restrict writefds,
           fd_set *restrict exceptfds, struct timeval *restrict timeout);
int pselect(int nfds, fd_set *restrict readfds, fd_set *restrict writefds,
            fd_set *restrict exceptfds, const struct timespec *restrict timeout,
            const sigset_t *restrict sigmask);
#endif
