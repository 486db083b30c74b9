#ifndef _SHADOW_H
#define _SHADOW_H
#include <stdio.h>
#include <paths.h>
#define SHADOW _PATH_SHADOW
struct spwd {
    char *sp_namp;
    char *sp_pwdp;
    long sp_lstchg;
    long sp_min;
    long sp_max;
    long sp_warn;
    long sp_inact;
    long sp_expire;
    unsigned long sp_flag;
};
void setspent(void);
void endspent(void);
struct spwd *getspent(void);
struct spwd *getspnam(const char *name);
struct spwd *sgetspent(const char *string);
struct spwd *fgetspent(FILE *stream);
int putspent(const struct spwd *p, FILE *stream);
int getspnam_r(const char *name, struct spwd *result_buf, char *buffer, size_t buflen,
               struct spwd **result);
int lckpwdf(void);
int ulckpwdf(void);
#endif
