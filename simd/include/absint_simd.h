/* absint's public C ABI: small, context-first, status codes, no Python objects.
 * Each component has its own header; the cffi builder reads the CDEF sections of absint_*.h. */
#ifndef ABSINT_SIMD_H
#define ABSINT_SIMD_H
#include "absint_core.h"
#include "absint_cpu.h"
#include "absint_closure.h"
#include "absint_simplex.h"
#include "absint_pentagon.h"
#endif
