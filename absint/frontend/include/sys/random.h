#ifndef _SYS_RANDOM_H
#define _SYS_RANDOM_H
#include <sys/types.h>
#define GRND_NONBLOCK 0x01
#define GRND_RANDOM 0x02
#define GRND_INSECURE 0x04
ssize_t getrandom(void *buf, size_t buflen, unsigned int flags);
int getentropy(void *buffer, size_t length);
#endif
