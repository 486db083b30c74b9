#ifndef ABSINT_CLOSURE_H
#define ABSINT_CLOSURE_H
#include "absint_core.h"

/* CDEF BEGIN */
/* CDEF END */

#endif
