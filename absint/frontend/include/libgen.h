#ifndef _LIBGEN_H
#define _LIBGEN_H
#include <features.h>
char *basename(char *path);
char *dirname(char *path);
#endif
