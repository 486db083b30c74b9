#ifndef _MATH_H
#define _MATH_H
#include <features.h>
/* absint: the classification macros of C99 are functions here (int f(double)): absint computes
   no floating-point values, so only the types matter. */
#define HUGE_VAL (1e308 * 10.0)
#define HUGE_VALF ((float)HUGE_VAL)
#define HUGE_VALL ((long double)HUGE_VAL)
#define INFINITY ((float)HUGE_VAL)
#define NAN (0.0f / 0.0f)
#define FP_NAN 0
#define FP_INFINITE 1
#define FP_ZERO 2
#define FP_SUBNORMAL 3
#define FP_NORMAL 4
#define FP_ILOGB0 (-2147483647 - 1)
#define FP_ILOGBNAN (-2147483647 - 1)
#define MATH_ERRNO 1
#define MATH_ERREXCEPT 2
#define math_errhandling (MATH_ERRNO | MATH_ERREXCEPT)
typedef float float_t;
typedef double double_t;
extern int signgam;
#define M_E 2.7182818284590452354
#define M_LOG2E 1.4426950408889634074
#define M_LOG10E 0.43429448190325182765
#define M_LN2 0.69314718055994530942
#define M_LN10 2.30258509299404568402
#define M_PI 3.14159265358979323846
#define M_PI_2 1.57079632679489661923
#define M_PI_4 0.78539816339744830962
#define M_1_PI 0.31830988618379067154
#define M_2_PI 0.63661977236758134308
#define M_2_SQRTPI 1.12837916709551257390
#define M_SQRT2 1.41421356237309504880
#define M_SQRT1_2 0.70710678118654752440
#define M_El M_E
#define M_PIl M_PI
int fpclassify(double x);
int isfinite(double x);
int isnormal(double x);
int signbit(double x);
int isgreater(double x, double y);
int isgreaterequal(double x, double y);
int isless(double x, double y);
int islessequal(double x, double y);
int islessgreater(double x, double y);
int isunordered(double x, double y);
int issignaling(double x);
double acos(double x);
double asin(double x);
double atan(double x);
double cos(double x);
double sin(double x);
double tan(double x);
double acosh(double x);
double asinh(double x);
double atanh(double x);
double cosh(double x);
double sinh(double x);
double tanh(double x);
double exp(double x);
double exp2(double x);
double expm1(double x);
double exp10(double x);
double log(double x);
double log10(double x);
double log1p(double x);
double log2(double x);
double logb(double x);
double cbrt(double x);
double fabs(double x);
double sqrt(double x);
double erf(double x);
double erfc(double x);
double lgamma(double x);
double tgamma(double x);
double gamma(double x);
double ceil(double x);
double floor(double x);
double nearbyint(double x);
double rint(double x);
double round(double x);
double trunc(double x);
double significand(double x);
double j0(double x);
double j1(double x);
double y0(double x);
double y1(double x);
double atan2(double x, double y);
double pow(double x, double y);
double fmod(double x, double y);
double remainder(double x, double y);
double drem(double x, double y);
double copysign(double x, double y);
double nextafter(double x, double y);
double fdim(double x, double y);
double fmax(double x, double y);
double fmin(double x, double y);
double hypot(double x, double y);
double scalb(double x, double y);
double frexp(double x, int *exp);
double ldexp(double x, int exp);
double modf(double x, double *iptr);
double scalbn(double x, int n);
double scalbln(double x, long n);
int ilogb(double x);
long lrint(double x);
long long llrint(double x);
long lround(double x);
long long llround(double x);
double remquo(double x, double y, int *quo);
double nan(const char *tagp);
double nexttoward(double x, long double y);
double fma(double x, double y, double z);
void sincos(double x, double *sinx, double *cosx);
double lgamma_r(double x, int *signp);
double jn(int n, double x);
double yn(int n, double x);
int finite(double x);
int isinf(double x);
int isnan(double x);
float acosf(float x);
float asinf(float x);
float atanf(float x);
float cosf(float x);
float sinf(float x);
float tanf(float x);
float acoshf(float x);
float asinhf(float x);
float atanhf(float x);
float coshf(float x);
float sinhf(float x);
float tanhf(float x);
float expf(float x);
float exp2f(float x);
float expm1f(float x);
float exp10f(float x);
float logf(float x);
float log10f(float x);
float log1pf(float x);
float log2f(float x);
float logbf(float x);
float cbrtf(float x);
float fabsf(float x);
float sqrtf(float x);
float erff(float x);
float erfcf(float x);
float lgammaf(float x);
float tgammaf(float x);
float gammaf(float x);
float ceilf(float x);
float floorf(float x);
float nearbyintf(float x);
float rintf(float x);
float roundf(float x);
float truncf(float x);
float significandf(float x);
float j0f(float x);
float j1f(float x);
float y0f(float x);
float y1f(float x);
float atan2f(float x, float y);
float powf(float x, float y);
float fmodf(float x, float y);
float remainderf(float x, float y);
float dremf(float x, float y);
float copysignf(float x, float y);
float nextafterf(float x, float y);
float fdimf(float x, float y);
float fmaxf(float x, float y);
float fminf(float x, float y);
float hypotf(float x, float y);
float scalbf(float x, float y);
float frexpf(float x, int *exp);
float ldexpf(float x, int exp);
float modff(float x, float *iptr);
float scalbnf(float x, int n);
float scalblnf(float x, long n);
int ilogbf(float x);
long lrintf(float x);
long long llrintf(float x);
long lroundf(float x);
long long llroundf(float x);
float remquof(float x, float y, int *quo);
float nanf(const char *tagp);
float nexttowardf(float x, long double y);
float fmaf(float x, float y, float z);
void sincosf(float x, float *sinx, float *cosx);
float lgammaf_r(float x, int *signp);
float jnf(int n, float x);
float ynf(int n, float x);
int finitef(float x);
int isinff(float x);
int isnanf(float x);
long double acosl(long double x);
long double asinl(long double x);
long double atanl(long double x);
long double cosl(long double x);
long double sinl(long double x);
long double tanl(long double x);
long double acoshl(long double x);
long double asinhl(long double x);
long double atanhl(long double x);
long double coshl(long double x);
long double sinhl(long double x);
long double tanhl(long double x);
long double expl(long double x);
long double exp2l(long double x);
long double expm1l(long double x);
long double exp10l(long double x);
long double logl(long double x);
long double log10l(long double x);
long double log1pl(long double x);
long double log2l(long double x);
long double logbl(long double x);
long double cbrtl(long double x);
long double fabsl(long double x);
long double sqrtl(long double x);
long double erfl(long double x);
long double erfcl(long double x);
long double lgammal(long double x);
long double tgammal(long double x);
long double gammal(long double x);
long double ceill(long double x);
long double floorl(long double x);
long double nearbyintl(long double x);
long double rintl(long double x);
long double roundl(long double x);
long double truncl(long double x);
long double significandl(long double x);
long double j0l(long double x);
long double j1l(long double x);
long double y0l(long double x);
long double y1l(long double x);
long double atan2l(long double x, long double y);
long double powl(long double x, long double y);
long double fmodl(long double x, long double y);
long double remainderl(long double x, long double y);
long double dreml(long double x, long double y);
long double copysignl(long double x, long double y);
long double nextafterl(long double x, long double y);
long double fdiml(long double x, long double y);
long double fmaxl(long double x, long double y);
long double fminl(long double x, long double y);
long double hypotl(long double x, long double y);
long double scalbl(long double x, long double y);
long double frexpl(long double x, int *exp);
long double ldexpl(long double x, int exp);
long double modfl(long double x, long double *iptr);
long double scalbnl(long double x, int n);
long double scalblnl(long double x, long n);
int ilogbl(long double x);
long lrintl(long double x);
long long llrintl(long double x);
long lroundl(long double x);
long long llroundl(long double x);
long double remquol(long double x, long double y, int *quo);
long double nanl(const char *tagp);
long double nexttowardl(long double x, long double y);
long double fmal(long double x, long double y, long double z);
void sincosl(long double x, long double *sinx, long double *cosx);
long double lgammal_r(long double x, int *signp);
long double jnl(int n, long double x);
long double ynl(int n, long double x);
int finitel(long double x);
int isinfl(long double x);
int isnanl(long double x);
#endif
