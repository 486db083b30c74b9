#ifndef _BYTESWAP_H
#define _BYTESWAP_H
/* absint: gcc's byte-swap builtins, which the front end models. */
#define bswap_16(x) ((unsigned short)__builtin_bswap16(x))
#define bswap_32(x) ((unsigned int)__builtin_bswap32(x))
#define bswap_64(x) ((unsigned long long)__builtin_bswap64(x))
#define __bswap_16(x) bswap_16(x)
#define __bswap_32(x) bswap_32(x)
#define __bswap_64(x) bswap_64(x)
#endif
