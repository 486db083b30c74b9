#ifndef _MATH_H
#define _MATH_H
#define HUGE_VAL (1e308 * 10.0)
#define HUGE_VALF ((float)HUGE_VAL)
#define INFINITY ((float)HUGE_VAL)
#define NAN (0.0f / 0.0f)
#define M_PI 3.14159265358979323846
#define M_E 2.7182818284590452354
#define M_SQRT2 1.41421356237309504880
#define M_LN2 0.69314718055994530942
double sqrt(double x); float sqrtf(float x);
double pow(double x, double y); float powf(float x, float y);
double exp(double x); float expf(float x);
double exp2(double x);
double log(double x); float logf(float x);
double log2(double x); double log10(double x);
double sin(double x); double cos(double x); double tan(double x);
float sinf(float x); float cosf(float x); float tanf(float x);
double asin(double x); double acos(double x); double atan(double x);
double atan2(double y, double x);
double sinh(double x); double cosh(double x); double tanh(double x);
double fabs(double x); float fabsf(float x);
double floor(double x); float floorf(float x);
double ceil(double x); float ceilf(float x);
double round(double x); float roundf(float x);
long lround(double x);
double trunc(double x);
double fmod(double x, double y);
double fmin(double x, double y); double fmax(double x, double y);
double hypot(double x, double y);
double ldexp(double x, int exp);
double frexp(double x, int *exp);
double modf(double x, double *iptr);
double cbrt(double x);
int isnan(double x);
int isinf(double x);
int isfinite(double x);
int signbit(double x);
#endif
