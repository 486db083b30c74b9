#ifndef _GRP_H
#define _GRP_H
#include <sys/types.h>
#include <stdio.h>
#define NSS_BUFLEN_GROUP 1024
struct group { char *gr_name; char *gr_passwd; gid_t gr_gid; char **gr_mem; };
struct group *getgrnam(const char *name);
struct group *getgrgid(gid_t gid);
int getgrnam_r(const char *restrict name, struct group *restrict grp, char *restrict buf,
               size_t buflen, struct group **restrict result);
int getgrgid_r(gid_t gid, struct group *restrict grp, char *restrict buf, size_t buflen,
               struct group **restrict result);
struct group *getgrent(void);
void setgrent(void);
void endgrent(void);
struct group *fgetgrent(FILE *stream);
int getgrouplist(const char *user, gid_t group, gid_t *groups, int *ngroups);
int initgroups(const char *user, gid_t group);
int setgroups(size_t size, const gid_t *list);
#endif
