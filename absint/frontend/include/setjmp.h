#ifndef _SETJMP_H
#define _SETJMP_H
#include <features.h>
/* longjmp is an "unsupported" diagnostic and a havoc; so is the second return of setjmp (after a
   longjmp), on its own path; its direct return is 0 and changes nothing (frontend/lower.py). */
#include <__absint_sigset.h>
/* glibc's sizes: the saved registers, a flag and the signal mask */
struct __jmp_buf_tag {
    long __jmpbuf[__SIZEOF_POINTER__ == 8 ? 8 : 6];
    int __mask_was_saved;
    sigset_t __saved_mask;
};
typedef struct __jmp_buf_tag jmp_buf[1];
typedef struct __jmp_buf_tag sigjmp_buf[1];
int setjmp(jmp_buf env);
int _setjmp(jmp_buf env);
int sigsetjmp(sigjmp_buf env, int savemask);
int __sigsetjmp(sigjmp_buf env, int savemask);
_Noreturn void longjmp(jmp_buf env, int val);
_Noreturn void _longjmp(jmp_buf env, int val);
_Noreturn void siglongjmp(sigjmp_buf env, int val);
#endif
