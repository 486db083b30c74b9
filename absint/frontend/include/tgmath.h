#ifndef _TGMATH_H
#define _TGMATH_H
/* absint: the type-generic names are the double functions of <math.h> and <complex.h> (arguments
   convert to double, which holds every float value). */
#include <math.h>
#include <complex.h>
#endif
