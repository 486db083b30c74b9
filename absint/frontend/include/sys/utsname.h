#ifndef _SYS_UTSNAME_H
#define _SYS_UTSNAME_H
#define _UTSNAME_LENGTH 65
#define SYS_NMLN _UTSNAME_LENGTH
struct utsname {
    char sysname[65];
    char nodename[65];
    char release[65];
    char version[65];
    char machine[65];
    char domainname[65];
};
int uname(struct utsname *buf);
#endif
