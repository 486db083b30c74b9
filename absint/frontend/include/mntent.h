#ifndef _MNTENT_H
#define _MNTENT_H
#include <stdio.h>
#include <paths.h>
#define MNTTAB _PATH_MNTTAB
#define MOUNTED _PATH_MOUNTED
#define MNTTYPE_IGNORE "ignore"
#define MNTTYPE_NFS "nfs"
#define MNTTYPE_SWAP "swap"
#define MNTOPT_DEFAULTS "defaults"
#define MNTOPT_RO "ro"
#define MNTOPT_RW "rw"
#define MNTOPT_SUID "suid"
#define MNTOPT_NOSUID "nosuid"
#define MNTOPT_NOAUTO "noauto"
struct mntent { char *mnt_fsname; char *mnt_dir; char *mnt_type; char *mnt_opts; int mnt_freq;
                int mnt_passno; };
FILE *setmntent(const char *file, const char *mode);
struct mntent *getmntent(FILE *stream);
struct mntent *getmntent_r(FILE *restrict stream, struct mntent *restrict result,
                           char *restrict buffer, int bufsize);
int addmntent(FILE *restrict stream, const struct mntent *restrict mnt);
int endmntent(FILE *stream);
char *hasmntopt(const struct mntent *mnt, const char *opt);
#endif
