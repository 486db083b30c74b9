#ifndef _COMPLEX_H
#define _COMPLEX_H
/* absint: the front end approximates a complex value by its real part (and says so where a program
   declares a complex object). The functions are declared over that real part, so that merely
   including this header adds no diagnostic; _Complex_I's real part is 0. */
#define complex _Complex
#define _Complex_I (0.0f)
#define I _Complex_I
#define CMPLX(x, y) ((double)(x))
#define CMPLXF(x, y) ((float)(x))
#define CMPLXL(x, y) ((long double)(x))
double cacos(double z);
double casin(double z);
double catan(double z);
double ccos(double z);
double csin(double z);
double ctan(double z);
double cacosh(double z);
double casinh(double z);
double catanh(double z);
double ccosh(double z);
double csinh(double z);
double ctanh(double z);
double cexp(double z);
double clog(double z);
double csqrt(double z);
double conj(double z);
double cproj(double z);
double clog10(double z);
double cabs(double z);
double carg(double z);
double cimag(double z);
double creal(double z);
double cpow(double x, double y);
float cacosf(float z);
float casinf(float z);
float catanf(float z);
float ccosf(float z);
float csinf(float z);
float ctanf(float z);
float cacoshf(float z);
float casinhf(float z);
float catanhf(float z);
float ccoshf(float z);
float csinhf(float z);
float ctanhf(float z);
float cexpf(float z);
float clogf(float z);
float csqrtf(float z);
float conjf(float z);
float cprojf(float z);
float clog10f(float z);
float cabsf(float z);
float cargf(float z);
float cimagf(float z);
float crealf(float z);
float cpowf(float x, float y);
long double cacosl(long double z);
long double casinl(long double z);
long double catanl(long double z);
long double ccosl(long double z);
long double csinl(long double z);
long double ctanl(long double z);
long double cacoshl(long double z);
long double casinhl(long double z);
long double catanhl(long double z);
long double ccoshl(long double z);
long double csinhl(long double z);
long double ctanhl(long double z);
long double cexpl(long double z);
long double clogl(long double z);
long double csqrtl(long double z);
long double conjl(long double z);
long double cprojl(long double z);
long double clog10l(long double z);
long double cabsl(long double z);
long double cargl(long double z);
long double cimagl(long double z);
long double creall(long double z);
long double cpowl(long double x, long double y);
#endif
