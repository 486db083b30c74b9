#ifndef _STROPTS_H
#define _STROPTS_H
/* XSI STREAMS (obsolescent; Linux has none: the calls fail) */
#include <sys/types.h>
typedef unsigned int t_uscalar_t;
struct strbuf { int maxlen; int len; char *buf; };
struct str_mlist { char l_name[9]; };
struct str_list { int sl_nmods; struct str_mlist *sl_modlist; };
#define RS_HIPRI 0x01
#define MSG_HIPRI 0x01
#define MSG_ANY 0x02
#define MSG_BAND 0x04
#define MORECTL 1
#define MOREDATA 2
#define I_PUSH 0x5302
#define I_POP 0x5303
#define I_LOOK 0x5304
#define I_FLUSH 0x5305
#define I_STR 0x5308
#define I_SETSIG 0x5309
#define I_GETSIG 0x530A
#define I_FIND 0x530B
#define FLUSHR 0x01
#define FLUSHW 0x02
#define FLUSHRW 0x03
int isastream(int fildes);
int getmsg(int fildes, struct strbuf *restrict ctlptr, struct strbuf *restrict dataptr, int *restrict flagsp);
int getpmsg(int fildes, struct strbuf *restrict ctlptr, struct strbuf *restrict dataptr,
            int *restrict bandp, int *restrict flagsp);
int ioctl(int fd, unsigned long request, ...);
int putmsg(int fildes, const struct strbuf *ctlptr, const struct strbuf *dataptr, int flags);
int putpmsg(int fildes, const struct strbuf *ctlptr, const struct strbuf *dataptr, int band, int flags);
int fattach(int fildes, const char *path);
int fdetach(const char *path);
#endif
