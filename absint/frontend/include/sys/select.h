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
#define FD_ZERO(s) ((void)0)
#define FD_SET(fd, s) ((void)0)
#define FD_CLR(fd, s) ((void)0)
#define FD_ISSET(fd, s) 0
int select(int nfds, fd_set *restrict readfds, fd_set *restrict writefds,
           fd_set *restrict exceptfds, struct timeval *restrict timeout);
int pselect(int nfds, fd_set *restrict readfds, fd_set *restrict writefds,
            fd_set *restrict exceptfds, const struct timespec *restrict timeout,
            const sigset_t *restrict sigmask);
#endif
