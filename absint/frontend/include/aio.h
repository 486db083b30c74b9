#ifndef _AIO_H
#define _AIO_H
#include <sys/types.h>
#include <fcntl.h>
#include <signal.h>
#include <time.h>
struct aiocb {
    int aio_fildes;
    int aio_lio_opcode;
    int aio_reqprio;
    volatile void *aio_buf;
    size_t aio_nbytes;
    struct sigevent aio_sigevent;
    struct aiocb *__next_prio;
    int __abs_prio;
    int __policy;
    int __error_code;
    ssize_t __return_value;
    off_t aio_offset;
    char __reserved[32];
};
#define aiocb64 aiocb
enum { AIO_CANCELED, AIO_NOTCANCELED, AIO_ALLDONE };
enum { LIO_READ, LIO_WRITE, LIO_NOP };
enum { LIO_WAIT, LIO_NOWAIT };
#define AIO_CANCELED AIO_CANCELED
#define AIO_NOTCANCELED AIO_NOTCANCELED
#define AIO_ALLDONE AIO_ALLDONE
#define LIO_READ LIO_READ
#define LIO_WRITE LIO_WRITE
#define LIO_NOP LIO_NOP
#define LIO_WAIT LIO_WAIT
#define LIO_NOWAIT LIO_NOWAIT
int aio_read(struct aiocb *aiocbp);
int aio_write(struct aiocb *aiocbp);
int lio_listio(int mode, struct aiocb *const list[restrict], int nent, struct sigevent *restrict sig);
int aio_error(const struct aiocb *aiocbp);
ssize_t aio_return(struct aiocb *aiocbp);
int aio_suspend(const struct aiocb *const list[], int nent, const struct timespec *restrict timeout);
int aio_cancel(int fildes, struct aiocb *aiocbp);
int aio_fsync(int op, struct aiocb *aiocbp);
#endif
