/* absint: locale_t (POSIX.1-2017 <locale.h>), shared by the headers that declare *_l functions. */
#ifndef __absint_locale_t_defined
#define __absint_locale_t_defined
typedef struct __absint_locale *locale_t;
#endif
