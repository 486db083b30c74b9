#ifndef _STDIO_EXT_H
#define _STDIO_EXT_H
#include <stdio.h>
enum { FSETLOCKING_QUERY = 0, FSETLOCKING_INTERNAL, FSETLOCKING_BYCALLER };
#define FSETLOCKING_QUERY FSETLOCKING_QUERY
#define FSETLOCKING_INTERNAL FSETLOCKING_INTERNAL
#define FSETLOCKING_BYCALLER FSETLOCKING_BYCALLER
size_t __fbufsize(FILE *fp);
int __freading(FILE *fp);
int __fwriting(FILE *fp);
int __freadable(FILE *fp);
int __fwritable(FILE *fp);
int __flbf(FILE *fp);
void __fpurge(FILE *fp);
size_t __fpending(FILE *fp);
void _flushlbf(void);
int __fsetlocking(FILE *fp, int type);
#endif
