#ifndef _FEATURES_H
#define _FEATURES_H
/* absint: the feature-test side of a glibc system. absint's headers declare everything whatever
   the feature macros; these values are for code (and host headers, see preprocess.py) that tests
   them. */
#define __GLIBC__ 2
#define __GLIBC_MINOR__ 36
#define __GNU_LIBRARY__ 6
#define __GLIBC_PREREQ(maj, min) ((__GLIBC__ << 16) + __GLIBC_MINOR__ >= ((maj) << 16) + (min))
#define __GNUC_PREREQ(maj, min) ((__GNUC__ << 16) + __GNUC_MINOR__ >= ((maj) << 16) + (min))
#define __glibc_clang_prereq(maj, min) 0
#define __USE_ISOC11 1
#define __USE_ISOC99 1
#define __USE_ISOC95 1
#define __USE_POSIX 1
#define __USE_POSIX2 1
#define __USE_POSIX199309 1
#define __USE_POSIX199506 1
#define __USE_XOPEN2K 1
#define __USE_XOPEN2K8 1
#define __USE_XOPEN 1
#define __USE_XOPEN_EXTENDED 1
#define __USE_UNIX98 1
#define __USE_XOPEN2K8XSI 1
#define __USE_XOPEN2KXSI 1
#define __USE_LARGEFILE 1
#define __USE_LARGEFILE64 1
#define __USE_MISC 1
#define __USE_ATFILE 1
#define __USE_DYNAMIC_STACK_SIZE 1
#define __USE_GNU 1
#define __USE_FORTIFY_LEVEL 0
#define __KERNEL_STRICT_NAMES 1
#ifndef _POSIX_SOURCE
#define _POSIX_SOURCE 1
#endif
#ifndef _POSIX_C_SOURCE
#define _POSIX_C_SOURCE 200809L
#endif
#ifndef _DEFAULT_SOURCE
#define _DEFAULT_SOURCE 1
#endif
#define __GLIBC_USE(feature) __GLIBC_USE_##feature
#define __GLIBC_USE_ISOC2X 0
#define __GLIBC_USE_DEPRECATED_GETS 0
#define __GLIBC_USE_DEPRECATED_SCANF 0
#define __GLIBC_USE_LIB_EXT2 1
#define __GLIBC_USE_IEC_60559_BFP_EXT 1
#define __GLIBC_USE_IEC_60559_BFP_EXT_C2X 0
#define __GLIBC_USE_IEC_60559_EXT 1
#define __GLIBC_USE_IEC_60559_FUNCS_EXT 1
#define __GLIBC_USE_IEC_60559_FUNCS_EXT_C2X 0
#define __GLIBC_USE_IEC_60559_TYPES_EXT 1
#define __GLIBC_USE_DYNAMIC_STACK_SIZE 0
/* the _FloatN names are macros of absint's prelude (no distinct types): glibc's <bits/floatn.h>,
   which would typedef them, is taken as read */
#define _BITS_FLOATN_H 1
#define _BITS_FLOATN_COMMON_H 1
#define __HAVE_FLOAT16 0
#define __HAVE_FLOAT32 1
#define __HAVE_FLOAT64 1
#define __HAVE_FLOAT32X 1
#define __HAVE_FLOAT128 0
#define __HAVE_FLOAT64X 1
#define __HAVE_FLOAT64X_LONG_DOUBLE 1
#define __HAVE_FLOAT128X 0
#define __HAVE_DISTINCT_FLOAT16 0
#define __HAVE_DISTINCT_FLOAT32 0
#define __HAVE_DISTINCT_FLOAT64 0
#define __HAVE_DISTINCT_FLOAT32X 0
#define __HAVE_DISTINCT_FLOAT64X 0
#define __HAVE_DISTINCT_FLOAT128 0
#define __HAVE_DISTINCT_FLOAT128X 0
#define __HAVE_FLOATN_NOT_TYPEDEF 0
#define __HAVE_FLOAT128_UNLIKE_LDBL 0
#include <sys/cdefs.h>
#endif
