#ifndef ABSINT_SIMPLEX_H
#define ABSINT_SIMPLEX_H
#include "absint_core.h"

/* CDEF BEGIN */
/* CDEF END */

#endif
