#ifndef _WCTYPE_H
#define _WCTYPE_H
#include <features.h>
#include <__absint_types.h>
#ifndef __absint_wint_t_defined
#define __absint_wint_t_defined
typedef __absint_wint_t wint_t;
#endif
typedef unsigned long wctype_t;
typedef const int *wctrans_t;
int iswalnum(wint_t wc); int iswalpha(wint_t wc); int iswdigit(wint_t wc);
int iswlower(wint_t wc); int iswupper(wint_t wc); int iswspace(wint_t wc);
int iswprint(wint_t wc); int iswpunct(wint_t wc); int iswxdigit(wint_t wc);
int iswcntrl(wint_t wc); int iswgraph(wint_t wc); int iswblank(wint_t wc);
wint_t towlower(wint_t wc); wint_t towupper(wint_t wc);
wctype_t wctype(const char *name);
int iswctype(wint_t wc, wctype_t desc);
wctrans_t wctrans(const char *name);
wint_t towctrans(wint_t wc, wctrans_t desc);
#ifndef WEOF
#define WEOF (0xffffffffu)
#endif
#endif
