#ifndef _SYS_SHM_H
#define _SYS_SHM_H
#include <sys/ipc.h>
#define SHM_R 0400
#define SHM_W 0200
#define SHM_RDONLY 010000
#define SHM_RND 020000
#define SHM_REMAP 040000
#define SHM_EXEC 0100000
#define SHM_LOCK 11
#define SHM_UNLOCK 12
#define SHM_STAT 13
#define SHM_INFO 14
#define SHM_STAT_ANY 15
#define SHM_DEST 01000
#define SHM_LOCKED 02000
#define SHM_HUGETLB 04000
#define SHM_NORESERVE 010000
#define SHMLBA (getpagesize())
int getpagesize(void);
typedef unsigned long shmatt_t;
/* i386 keeps the high halves of its 32-bit times beside them */
struct shmid_ds {
    struct ipc_perm shm_perm;
    size_t shm_segsz;
    time_t shm_atime;
#ifdef __absint_ilp32
    unsigned long __shm_atime_high;
#endif
    time_t shm_dtime;
#ifdef __absint_ilp32
    unsigned long __shm_dtime_high;
#endif
    time_t shm_ctime;
#ifdef __absint_ilp32
    unsigned long __shm_ctime_high;
#endif
    pid_t shm_cpid;
    pid_t shm_lpid;
    shmatt_t shm_nattch;
    unsigned long __reserved5;
    unsigned long __reserved6;
};
int shmget(key_t key, size_t size, int shmflg);
void *shmat(int shmid, const void *shmaddr, int shmflg);
int shmdt(const void *shmaddr);
int shmctl(int shmid, int cmd, struct shmid_ds *buf);
#endif
