#ifndef _FTW_H
#define _FTW_H
#include <sys/types.h>
#include <sys/stat.h>
#define FTW_F 0
#define FTW_D 1
#define FTW_DNR 2
#define FTW_NS 3
#define FTW_SL 4
#define FTW_DP 5
#define FTW_SLN 6
#define FTW_PHYS 1
#define FTW_MOUNT 2
#define FTW_CHDIR 4
#define FTW_DEPTH 8
#define FTW_ACTIONRETVAL 16
#define FTW_CONTINUE 0
#define FTW_STOP 1
#define FTW_SKIP_SUBTREE 2
#define FTW_SKIP_SIBLINGS 3
struct FTW { int base; int level; };
typedef int (*__ftw_func_t)(const char *filename, const struct stat *status, int flag);
typedef int (*__nftw_func_t)(const char *filename, const struct stat *status, int flag,
                             struct FTW *info);
int ftw(const char *dir, __ftw_func_t func, int descriptors);
int nftw(const char *dir, __nftw_func_t func, int descriptors, int flag);
#endif
