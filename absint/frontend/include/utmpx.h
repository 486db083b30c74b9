#ifndef _UTMPX_H
#define _UTMPX_H
#include <sys/types.h>
#include <sys/time.h>
#include <stdint.h>
/* glibc's struct utmpx: 384 bytes on both (32-bit times, for compatibility with i386 files) */
struct __exit_status { short e_termination; short e_exit; };
struct utmpx {
    short ut_type;
    pid_t ut_pid;
    char ut_line[32];
    char ut_id[4];
    char ut_user[32];
    char ut_host[256];
    struct __exit_status ut_exit;
    int32_t ut_session;
    struct { int32_t tv_sec; int32_t tv_usec; } ut_tv;
    int32_t ut_addr_v6[4];
    char __reserved[20];
};
#define EMPTY 0
#define RUN_LVL 1
#define BOOT_TIME 2
#define NEW_TIME 3
#define OLD_TIME 4
#define INIT_PROCESS 5
#define LOGIN_PROCESS 6
#define USER_PROCESS 7
#define DEAD_PROCESS 8
#define ACCOUNTING 9
void setutxent(void);
void endutxent(void);
struct utmpx *getutxent(void);
struct utmpx *getutxid(const struct utmpx *id);
struct utmpx *getutxline(const struct utmpx *line);
struct utmpx *pututxline(const struct utmpx *utmpx);
int utmpxname(const char *file);
void updwtmpx(const char *wtmpx_file, const struct utmpx *utmpx);
#endif
