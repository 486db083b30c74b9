#ifndef _ENDIAN_H
#define _ENDIAN_H
/* absint: both data models are little-endian x86. The conversions are gcc's byte-swap builtins,
   which the front end models. */
#include <__absint_types.h>
#define __LITTLE_ENDIAN 1234
#define __BIG_ENDIAN 4321
#define __PDP_ENDIAN 3412
#define __BYTE_ORDER __LITTLE_ENDIAN
#define __FLOAT_WORD_ORDER __BYTE_ORDER
#define LITTLE_ENDIAN __LITTLE_ENDIAN
#define BIG_ENDIAN __BIG_ENDIAN
#define PDP_ENDIAN __PDP_ENDIAN
#define BYTE_ORDER __BYTE_ORDER
#define htobe16(x) ((unsigned short)__builtin_bswap16(x))
#define htole16(x) ((unsigned short)(x))
#define be16toh(x) ((unsigned short)__builtin_bswap16(x))
#define le16toh(x) ((unsigned short)(x))
#define htobe32(x) ((unsigned int)__builtin_bswap32(x))
#define htole32(x) ((unsigned int)(x))
#define be32toh(x) ((unsigned int)__builtin_bswap32(x))
#define le32toh(x) ((unsigned int)(x))
#define htobe64(x) ((__absint_uint64_t)__builtin_bswap64(x))
#define htole64(x) ((__absint_uint64_t)(x))
#define be64toh(x) ((__absint_uint64_t)__builtin_bswap64(x))
#define le64toh(x) ((__absint_uint64_t)(x))
#define betoh16(x) be16toh(x)
#define letoh16(x) le16toh(x)
#define betoh32(x) be32toh(x)
#define letoh32(x) le32toh(x)
#define betoh64(x) be64toh(x)
#define letoh64(x) le64toh(x)
#endif
