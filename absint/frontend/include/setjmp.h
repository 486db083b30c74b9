#ifndef _SETJMP_H
#define _SETJMP_H
/* setjmp/longjmp cannot be modelled: each use is an "unsupported" diagnostic and a havoc. */
typedef long jmp_buf[8];
typedef long sigjmp_buf[9];
int setjmp(jmp_buf env);
int _setjmp(jmp_buf env);
int sigsetjmp(sigjmp_buf env, int savemask);
void longjmp(jmp_buf env, int val);
void _longjmp(jmp_buf env, int val);
void siglongjmp(sigjmp_buf env, int val);
#endif
