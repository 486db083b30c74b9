/* absint: forced first include. Neutralizes GNU extensions pycparser cannot parse. */
#define __attribute__(x)
#define __attribute(x)
#define __extension__
#define __restrict restrict
#define __restrict__ restrict
#define __inline inline
#define __inline__ inline
#define __forceinline inline
#define __volatile__ volatile
#define __volatile volatile
#define __const const
#define __signed__ signed
#define __signed signed
#define __thread
#define __declspec(x)
#define __cdecl
#define __stdcall
#define __builtin_va_list void *
#define __alignof__ _Alignof
#define __alignof _Alignof
#define __float128 long double
#define _Float128 long double
#define _Float64 double
#define _Float32 float
#define __builtin_offsetof(t, m) offsetof(t, m)
#define __PRETTY_FUNCTION__ __func__
#define __FUNCTION__ __func__
