#ifndef _PWD_H
#define _PWD_H
#include <sys/types.h>
#include <stdio.h>
#define NSS_BUFLEN_PASSWD 1024
struct passwd {
    char *pw_name;
    char *pw_passwd;
    uid_t pw_uid;
    gid_t pw_gid;
    char *pw_gecos;
    char *pw_dir;
    char *pw_shell;
};
struct passwd *getpwnam(const char *name);
struct passwd *getpwuid(uid_t uid);
int getpwnam_r(const char *restrict name, struct passwd *restrict pwd, char *restrict buf,
               size_t buflen, struct passwd **restrict result);
int getpwuid_r(uid_t uid, struct passwd *restrict pwd, char *restrict buf, size_t buflen,
               struct passwd **restrict result);
struct passwd *getpwent(void);
int getpwent_r(struct passwd *restrict pwd, char *restrict buf, size_t buflen,
               struct passwd **restrict result);
void setpwent(void);
void endpwent(void);
struct passwd *fgetpwent(FILE *stream);
int putpwent(const struct passwd *restrict p, FILE *restrict stream);
#endif
