#ifndef ABSINT_CORE_H
#define ABSINT_CORE_H
#include <stddef.h>
#include <stdint.h>

/* Status codes returned by every absint_* function that can fail. */
/* CDEF BEGIN */
enum {
    ABSINT_OK = 0,
    ABSINT_EINVAL = -1,     /* a size, pointer or alignment the caller passed is wrong */
    ABSINT_ENOMEM = -2,
    ABSINT_EUNSUPPORTED = -3, /* the requested kernel cannot run on this CPU */
    ABSINT_EOVERFLOW = -4     /* a value does not fit the current precision tier */
};
int absint_abi_version(void);
/* CDEF END */

#endif
