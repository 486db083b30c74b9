#ifndef _SYS_WAIT_H
#define _SYS_WAIT_H
#include <sys/types.h>
#define WNOHANG 1
#define WEXITSTATUS(s) (((s) & 0xff00) >> 8)
#define WIFEXITED(s) (((s) & 0x7f) == 0)
pid_t wait(int *status);
pid_t waitpid(pid_t pid, int *status, int options);
#endif
