#ifndef _FENV_H
#define _FENV_H
typedef unsigned int fexcept_t;
typedef struct { unsigned short __cw[16]; } fenv_t;
#define FE_INEXACT 0x20
#define FE_DIVBYZERO 0x04
#define FE_UNDERFLOW 0x10
#define FE_OVERFLOW 0x08
#define FE_INVALID 0x01
#define FE_ALL_EXCEPT 0x3d
#define FE_TONEAREST 0
#define FE_DOWNWARD 0x400
#define FE_UPWARD 0x800
#define FE_TOWARDZERO 0xc00
int feclearexcept(int excepts);
int fetestexcept(int excepts);
int fegetround(void);
int fesetround(int round);
#endif
