#ifndef _SYS_SELECT_H
#define _SYS_SELECT_H
#include <sys/time.h>
typedef struct { long fds_bits[16]; } fd_set;
#define FD_SETSIZE 1024
#define FD_ZERO(s) ((void)0)
#define FD_SET(fd, s) ((void)0)
#define FD_CLR(fd, s) ((void)0)
#define FD_ISSET(fd, s) 0
int select(int nfds, fd_set *readfds, fd_set *writefds, fd_set *exceptfds, struct timeval *timeout);
#endif
