/* absint: sigset_t (glibc's 1024 bits), shared by <signal.h>, <sys/select.h> and <spawn.h>. */
#ifndef __absint_sigset_t_defined
#define __absint_sigset_t_defined
#define __sigset_t_defined
typedef struct { unsigned long __val[1024 / (8 * sizeof(unsigned long))]; } sigset_t;
#endif
