#ifndef _DLFCN_H
#define _DLFCN_H
#define RTLD_LAZY 0x00001
#define RTLD_NOW 0x00002
#define RTLD_BINDING_MASK 0x3
#define RTLD_NOLOAD 0x00004
#define RTLD_DEEPBIND 0x00008
#define RTLD_GLOBAL 0x00100
#define RTLD_LOCAL 0
#define RTLD_NODELETE 0x01000
#define RTLD_NEXT ((void *)-1l)
#define RTLD_DEFAULT ((void *)0)
#define LM_ID_BASE 0
#define LM_ID_NEWLM (-1)
#define RTLD_DI_LMID 1
#define RTLD_DI_LINKMAP 2
#define RTLD_DI_CONFIGADDR 3
#define RTLD_DI_SERINFO 4
#define RTLD_DI_SERINFOSIZE 5
#define RTLD_DI_ORIGIN 6
#define RTLD_DI_PROFILENAME 7
#define RTLD_DI_PROFILEOUT 8
#define RTLD_DI_TLS_MODID 9
#define RTLD_DI_TLS_DATA 10
typedef long Lmid_t;
typedef struct { const char *dli_fname; void *dli_fbase; const char *dli_sname; void *dli_saddr; } Dl_info;
void *dlopen(const char *filename, int flags);
int dlclose(void *handle);
void *dlsym(void *restrict handle, const char *restrict symbol);
void *dlvsym(void *restrict handle, const char *restrict symbol, const char *restrict version);
char *dlerror(void);
int dladdr(const void *addr, Dl_info *info);
int dladdr1(const void *addr, Dl_info *info, void **extra_info, int flags);
void *dlmopen(Lmid_t lmid, const char *filename, int flags);
int dlinfo(void *restrict handle, int request, void *restrict info);
#endif
