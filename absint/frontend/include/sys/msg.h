#ifndef _SYS_MSG_H
#define _SYS_MSG_H
#include <sys/ipc.h>
#define MSG_NOERROR 010000
#define MSG_EXCEPT 020000
#define MSG_COPY 040000
#define MSG_STAT 11
#define MSG_INFO 12
#define MSG_STAT_ANY 13
typedef unsigned long msgqnum_t;
typedef unsigned long msglen_t;
struct msqid_ds {
    struct ipc_perm msg_perm;
    time_t msg_stime;
#ifdef __absint_ilp32
    unsigned long __msg_stime_high;
#endif
    time_t msg_rtime;
#ifdef __absint_ilp32
    unsigned long __msg_rtime_high;
#endif
    time_t msg_ctime;
#ifdef __absint_ilp32
    unsigned long __msg_ctime_high;
#endif
    unsigned long __msg_cbytes;
    msgqnum_t msg_qnum;
    msglen_t msg_qbytes;
    pid_t msg_lspid;
    pid_t msg_lrpid;
    unsigned long __reserved4;
    unsigned long __reserved5;
};
struct msgbuf { long mtype; char mtext[1]; };
int msgget(key_t key, int msgflg);
int msgsnd(int msqid, const void *msgp, size_t msgsz, int msgflg);
ssize_t msgrcv(int msqid, void *msgp, size_t msgsz, long msgtyp, int msgflg);
int msgctl(int msqid, int cmd, struct msqid_ds *buf);
#endif
