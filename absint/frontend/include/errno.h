#ifndef _ERRNO_H
#define _ERRNO_H
/* errno is a global scalar the front end reads as "any int" every time (a library call may have set
   it) and whose stores it keeps only for their side effects: no pointer of unknown size involved. */
extern int __absint_errno;
int *__errno_location(void);
#define errno __absint_errno
#define EPERM 1
#define ENOENT 2
#define EINTR 4
#define EIO 5
#define EBADF 9
#define EAGAIN 11
#define EWOULDBLOCK EAGAIN
#define ENOMEM 12
#define EACCES 13
#define EFAULT 14
#define EEXIST 17
#define EINVAL 22
#define ENOSPC 28
#define EPIPE 32
#define EDOM 33
#define ERANGE 34
#endif
