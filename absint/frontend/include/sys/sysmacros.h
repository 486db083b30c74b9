#ifndef _SYS_SYSMACROS_H
#define _SYS_SYSMACROS_H
/* glibc's encoding of device numbers in a 64-bit dev_t */
#define major(dev) ((unsigned int)((((unsigned long long)(dev) >> 32) & 0xfffff000u) \
                                   | (((unsigned long long)(dev) >> 8) & 0x00000fffu)))
#define minor(dev) ((unsigned int)((((unsigned long long)(dev) >> 12) & 0xffffff00u) \
                                   | ((unsigned long long)(dev) & 0x000000ffu)))
#define makedev(maj, min) ((((unsigned long long)(maj) & 0x00000fffu) << 8) \
                           | (((unsigned long long)(maj) & 0xfffff000u) << 32) \
                           | ((unsigned long long)(min) & 0x000000ffu) \
                           | (((unsigned long long)(min) & 0xffffff00u) << 12))
#define gnu_dev_major(dev) major(dev)
#define gnu_dev_minor(dev) minor(dev)
#define gnu_dev_makedev(maj, min) makedev(maj, min)
#endif
