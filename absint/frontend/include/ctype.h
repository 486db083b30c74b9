#ifndef _CTYPE_H
#define _CTYPE_H
#include <features.h>
int isalnum(int c); int isalpha(int c); int isblank(int c); int iscntrl(int c);
int isdigit(int c); int isgraph(int c); int islower(int c); int isprint(int c);
int ispunct(int c); int isspace(int c); int isupper(int c); int isxdigit(int c);
int isascii(int c); int tolower(int c); int toupper(int c); int toascii(int c);
int _tolower(int c); int _toupper(int c);
#include <__absint_locale_t.h>
int isalnum_l(int c, locale_t l); int isalpha_l(int c, locale_t l); int isblank_l(int c, locale_t l);
int iscntrl_l(int c, locale_t l); int isdigit_l(int c, locale_t l); int isgraph_l(int c, locale_t l);
int islower_l(int c, locale_t l); int isprint_l(int c, locale_t l); int ispunct_l(int c, locale_t l);
int isspace_l(int c, locale_t l); int isupper_l(int c, locale_t l); int isxdigit_l(int c, locale_t l);
int tolower_l(int c, locale_t l); int toupper_l(int c, locale_t l);
#endif
