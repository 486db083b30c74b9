#ifndef _SYS_STAT_H
#define _SYS_STAT_H
#include <sys/types.h>
#ifndef __absint_timespec_defined
#define __absint_timespec_defined
struct timespec { time_t tv_sec; long tv_nsec; };
#endif
struct stat { dev_t st_dev; ino_t st_ino; nlink_t st_nlink; mode_t st_mode; uid_t st_uid;
              gid_t st_gid; dev_t st_rdev; off_t st_size; blksize_t st_blksize;
              blkcnt_t st_blocks; struct timespec st_atim; struct timespec st_mtim;
              struct timespec st_ctim; };
#define S_IFMT 0170000
#define S_IFDIR 0040000
#define S_IFREG 0100000
#define S_ISDIR(m) (((m) & S_IFMT) == S_IFDIR)
#define S_ISREG(m) (((m) & S_IFMT) == S_IFREG)
#define S_IRUSR 0400
#define S_IWUSR 0200
#define S_IXUSR 0100
#define S_IRWXU 0700
#define S_IRGRP 040
#define S_IWGRP 020
#define S_IROTH 04
#define S_IWOTH 02
int stat(const char *restrict path, struct stat *restrict buf);
int fstat(int fd, struct stat *buf);
int lstat(const char *restrict path, struct stat *restrict buf);
int mkdir(const char *path, mode_t mode);
int chmod(const char *path, mode_t mode);
mode_t umask(mode_t mask);
#endif
