#ifndef _SYS_SEM_H
#define _SYS_SEM_H
#include <sys/ipc.h>
#include <time.h>
#define SEM_UNDO 0x1000
#define GETPID 11
#define GETVAL 12
#define GETALL 13
#define GETNCNT 14
#define GETZCNT 15
#define SETVAL 16
#define SETALL 17
#define SEM_STAT 18
#define SEM_INFO 19
#define SEM_STAT_ANY 20
struct semid_ds {
    struct ipc_perm sem_perm;
    time_t sem_otime;
    unsigned long __sem_otime_high;
    time_t sem_ctime;
    unsigned long __sem_ctime_high;
    unsigned long sem_nsems;
    unsigned long __reserved3;
    unsigned long __reserved4;
};
struct sembuf { unsigned short sem_num; short sem_op; short sem_flg; };
int semget(key_t key, int nsems, int semflg);
int semop(int semid, struct sembuf *sops, size_t nsops);
int semtimedop(int semid, struct sembuf *sops, size_t nsops, const struct timespec *timeout);
int semctl(int semid, int semnum, int cmd, ...);
#endif
