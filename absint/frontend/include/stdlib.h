#ifndef _STDLIB_H
#define _STDLIB_H
#include <features.h>
#include <__absint_types.h>
#ifndef __absint_size_t_defined
#define __absint_size_t_defined
typedef __absint_size_t size_t;
#endif
#ifndef __absint_wchar_t_defined
#define __absint_wchar_t_defined
typedef __absint_wchar_t wchar_t;
#endif
#ifndef NULL
#define NULL ((void *)0)
#endif
#define EXIT_SUCCESS 0
#define EXIT_FAILURE 1
#define RAND_MAX 2147483647
#define MB_CUR_MAX 6
#include <__absint_waitstatus.h>
typedef struct { int quot; int rem; } div_t;
typedef struct { long quot; long rem; } ldiv_t;
typedef struct { long long quot; long long rem; } lldiv_t;
struct drand48_data { unsigned short __x[3]; unsigned short __old_x[3]; unsigned short __c;
                      unsigned short __init; unsigned long long __a; };
struct random_data { int *fptr; int *rptr; int *state; int rand_type; int rand_deg; int rand_sep;
                     int *end_ptr; };
#include <__absint_locale_t.h>
void *malloc(size_t size);
void *calloc(size_t nmemb, size_t size);
void *realloc(void *ptr, size_t size);
void *reallocarray(void *ptr, size_t nmemb, size_t size);
void free(void *ptr);
void *aligned_alloc(size_t alignment, size_t size);
int posix_memalign(void **memptr, size_t alignment, size_t size);
void *alloca(size_t size);
void abort(void);
void exit(int status);
void _Exit(int status);
void quick_exit(int status);
int atexit(void (*function)(void));
char *getenv(const char *name);
int setenv(const char *name, const char *value, int overwrite);
int unsetenv(const char *name);
int system(const char *command);
int rand(void);
int rand_r(unsigned int *seedp);
void srand(unsigned int seed);
long random(void);
void srandom(unsigned int seed);
int atoi(const char *nptr);
long atol(const char *nptr);
long long atoll(const char *nptr);
double atof(const char *nptr);
long strtol(const char *restrict nptr, char **restrict endptr, int base);
unsigned long strtoul(const char *restrict nptr, char **restrict endptr, int base);
long long strtoll(const char *restrict nptr, char **restrict endptr, int base);
unsigned long long strtoull(const char *restrict nptr, char **restrict endptr, int base);
double strtod(const char *restrict nptr, char **restrict endptr);
float strtof(const char *restrict nptr, char **restrict endptr);
int abs(int j);
long labs(long j);
long long llabs(long long j);
div_t div(int numer, int denom);
ldiv_t ldiv(long numer, long denom);
void qsort(void *base, size_t nmemb, size_t size, int (*compar)(const void *, const void *));
void *bsearch(const void *key, const void *base, size_t nmemb, size_t size,
              int (*compar)(const void *, const void *));
lldiv_t lldiv(long long numer, long long denom);
long double strtold(const char *restrict nptr, char **restrict endptr);
double strtod_l(const char *restrict nptr, char **restrict endptr, locale_t loc);
long strtol_l(const char *restrict nptr, char **restrict endptr, int base, locale_t loc);
void qsort_r(void *base, size_t nmemb, size_t size,
             int (*compar)(const void *, const void *, void *), void *arg);
int at_quick_exit(void (*function)(void));
int on_exit(void (*function)(int, void *), void *arg);
char *secure_getenv(const char *name);
int putenv(char *string);
int clearenv(void);
int mkstemp(char *template_);
int mkostemp(char *template_, int flags);
int mkstemps(char *template_, int suffixlen);
int mkostemps(char *template_, int suffixlen, int flags);
char *mkdtemp(char *template_);
char *mktemp(char *template_);
char *realpath(const char *restrict path, char *restrict resolved_path);
char *canonicalize_file_name(const char *path);
int getsubopt(char **restrict optionp, char *const *restrict tokens, char **restrict valuep);
int posix_openpt(int flags);
int grantpt(int fd);
int unlockpt(int fd);
char *ptsname(int fd);
int ptsname_r(int fd, char *buf, size_t buflen);
int getpt(void);
int getloadavg(double loadavg[], int nelem);
double drand48(void);
double erand48(unsigned short xsubi[3]);
long lrand48(void);
long nrand48(unsigned short xsubi[3]);
long mrand48(void);
long jrand48(unsigned short xsubi[3]);
void srand48(long seedval);
unsigned short *seed48(unsigned short seed16v[3]);
void lcong48(unsigned short param[7]);
int drand48_r(struct drand48_data *restrict buffer, double *restrict result);
int lrand48_r(struct drand48_data *restrict buffer, long *restrict result);
int srand48_r(long seedval, struct drand48_data *buffer);
char *initstate(unsigned int seed, char *state, size_t n);
char *setstate(char *state);
int random_r(struct random_data *restrict buf, int *restrict result);
int srandom_r(unsigned int seed, struct random_data *buf);
unsigned int arc4random(void);
void arc4random_buf(void *buf, size_t n);
unsigned int arc4random_uniform(unsigned int upper_bound);
long a64l(const char *str64);
char *l64a(long value);
char *ecvt(double number, int ndigits, int *restrict decpt, int *restrict sign);
char *fcvt(double number, int ndigits, int *restrict decpt, int *restrict sign);
char *gcvt(double number, int ndigit, char *buf);
int mblen(const char *s, size_t n);
size_t mbstowcs(wchar_t *restrict dest, const char *restrict src, size_t n);
size_t wcstombs(char *restrict dest, const wchar_t *restrict src, size_t n);
int mbtowc(wchar_t *restrict pwc, const char *restrict s, size_t n);
int wctomb(char *s, wchar_t wc);
#endif
