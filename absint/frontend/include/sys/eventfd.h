#ifndef _SYS_EVENTFD_H
#define _SYS_EVENTFD_H
#include <stdint.h>
typedef uint64_t eventfd_t;
#define EFD_SEMAPHORE 00000001
#define EFD_NONBLOCK 00004000
#define EFD_CLOEXEC 02000000
int eventfd(unsigned int count, int flags);
int eventfd_read(int fd, eventfd_t *value);
int eventfd_write(int fd, eventfd_t value);
#endif
