#ifndef _STDIO_H
#define _STDIO_H
#include <features.h>
#include <__absint_types.h>
#include <stdarg.h>
#ifndef __absint_size_t_defined
#define __absint_size_t_defined
typedef __absint_size_t size_t;
#endif
#ifndef __absint_ssize_t_defined
#define __absint_ssize_t_defined
typedef __absint_ssize_t ssize_t;
#endif
#ifndef __absint_off_t_defined
#define __absint_off_t_defined
typedef __absint_off_t off_t;
#endif
#ifndef NULL
#define NULL ((void *)0)
#endif
#ifndef __absint_FILE_defined
#define __absint_FILE_defined
typedef struct __absint_FILE FILE;
#endif
#ifndef __absint_FILE_complete
#define __absint_FILE_complete
/* glibc's struct _IO_FILE is 216 bytes on x86-64 and 148 on i386 (sizeof(FILE) in real code);
   its members are the library's, so they stay opaque here */
struct __absint_FILE {
#ifdef __LP64__
    unsigned char __absint_opaque[216];
#else
    unsigned char __absint_opaque[148];
#endif
};
#endif
/* glibc's 16 bytes: a 64-bit position and the multibyte state */
typedef struct { long long __pos; struct { int __count; unsigned int __value; } __state; } fpos_t;
typedef fpos_t fpos64_t;
extern FILE *stdin;
extern FILE *stdout;
extern FILE *stderr;
#define EOF (-1)
#define BUFSIZ 8192
#define FILENAME_MAX 4096
#define FOPEN_MAX 16
#define L_tmpnam 20
#define L_ctermid 9
#define P_tmpdir "/tmp"
#define TMP_MAX 238328
#define SEEK_SET 0
#define SEEK_CUR 1
#define SEEK_END 2
#define _IOFBF 0
#define _IOLBF 1
#define _IONBF 2
FILE *fopen(const char *restrict path, const char *restrict mode);
FILE *fdopen(int fd, const char *mode);
FILE *freopen(const char *restrict path, const char *restrict mode, FILE *restrict stream);
FILE *popen(const char *command, const char *type);
int pclose(FILE *stream);
int fclose(FILE *stream);
int fflush(FILE *stream);
int printf(const char *restrict format, ...);
int fprintf(FILE *restrict stream, const char *restrict format, ...);
int sprintf(char *restrict str, const char *restrict format, ...);
int snprintf(char *restrict str, size_t size, const char *restrict format, ...);
int dprintf(int fd, const char *restrict format, ...);
int vprintf(const char *restrict format, va_list ap);
int vfprintf(FILE *restrict stream, const char *restrict format, va_list ap);
int vsprintf(char *restrict str, const char *restrict format, va_list ap);
int vsnprintf(char *restrict str, size_t size, const char *restrict format, va_list ap);
int scanf(const char *restrict format, ...);
int fscanf(FILE *restrict stream, const char *restrict format, ...);
int sscanf(const char *restrict str, const char *restrict format, ...);
int fgetc(FILE *stream);
int getc(FILE *stream);
int getchar(void);
int ungetc(int c, FILE *stream);
char *fgets(char *restrict s, int size, FILE *restrict stream);
char *gets(char *s);
int fputc(int c, FILE *stream);
int putc(int c, FILE *stream);
int putchar(int c);
int fputs(const char *restrict s, FILE *restrict stream);
int puts(const char *s);
size_t fread(void *restrict ptr, size_t size, size_t nmemb, FILE *restrict stream);
size_t fwrite(const void *restrict ptr, size_t size, size_t nmemb, FILE *restrict stream);
int fseek(FILE *stream, long offset, int whence);
long ftell(FILE *stream);
void rewind(FILE *stream);
int fgetpos(FILE *restrict stream, fpos_t *restrict pos);
int fsetpos(FILE *stream, const fpos_t *pos);
int feof(FILE *stream);
int ferror(FILE *stream);
void clearerr(FILE *stream);
void perror(const char *s);
int remove(const char *path);
int rename(const char *oldpath, const char *newpath);
FILE *tmpfile(void);
char *tmpnam(char *s);
void setbuf(FILE *restrict stream, char *restrict buf);
int setvbuf(FILE *restrict stream, char *restrict buf, int mode, size_t size);
ssize_t getline(char **restrict lineptr, size_t *restrict n, FILE *restrict stream);
int fileno(FILE *stream);
ssize_t getdelim(char **restrict lineptr, size_t *restrict n, int delim, FILE *restrict stream);
FILE *fmemopen(void *buf, size_t size, const char *mode);
FILE *open_memstream(char **ptr, size_t *sizeloc);
int fseeko(FILE *stream, off_t offset, int whence);
off_t ftello(FILE *stream);
int vscanf(const char *restrict format, va_list ap);
int vfscanf(FILE *restrict stream, const char *restrict format, va_list ap);
int vsscanf(const char *restrict str, const char *restrict format, va_list ap);
int vdprintf(int fd, const char *restrict format, va_list ap);
int asprintf(char **restrict strp, const char *restrict format, ...);
int vasprintf(char **restrict strp, const char *restrict format, va_list ap);
int renameat(int olddirfd, const char *oldpath, int newdirfd, const char *newpath);
int renameat2(int olddirfd, const char *oldpath, int newdirfd, const char *newpath, unsigned int flags);
char *tempnam(const char *dir, const char *pfx);
char *tmpnam_r(char *s);
char *ctermid(char *s);
void setbuffer(FILE *restrict stream, char *restrict buf, size_t size);
void setlinebuf(FILE *stream);
void flockfile(FILE *stream);
int ftrylockfile(FILE *stream);
void funlockfile(FILE *stream);
int getc_unlocked(FILE *stream);
int getchar_unlocked(void);
int putc_unlocked(int c, FILE *stream);
int putchar_unlocked(int c);
int fgetc_unlocked(FILE *stream);
int fputc_unlocked(int c, FILE *stream);
char *fgets_unlocked(char *restrict s, int n, FILE *restrict stream);
int fputs_unlocked(const char *restrict s, FILE *restrict stream);
size_t fread_unlocked(void *restrict ptr, size_t size, size_t n, FILE *restrict stream);
size_t fwrite_unlocked(const void *restrict ptr, size_t size, size_t n, FILE *restrict stream);
void clearerr_unlocked(FILE *stream);
int feof_unlocked(FILE *stream);
int ferror_unlocked(FILE *stream);
int fileno_unlocked(FILE *stream);
int fflush_unlocked(FILE *stream);
int fcloseall(void);
/* GNU custom streams (glibc, _GNU_SOURCE) */
typedef ssize_t cookie_read_function_t(void *cookie, char *buf, size_t size);
typedef ssize_t cookie_write_function_t(void *cookie, const char *buf, size_t size);
typedef int cookie_seek_function_t(void *cookie, __absint_int64_t *offset, int whence);
typedef int cookie_close_function_t(void *cookie);
typedef struct {
    cookie_read_function_t *read;
    cookie_write_function_t *write;
    cookie_seek_function_t *seek;
    cookie_close_function_t *close;
} cookie_io_functions_t;
FILE *fopencookie(void *restrict cookie, const char *restrict mode, cookie_io_functions_t io_funcs);
int getw(FILE *stream);
int putw(int w, FILE *stream);
#define fopen64 fopen
#define freopen64 freopen
#define tmpfile64 tmpfile
#define fseeko64 fseeko
#define ftello64 ftello
#define fgetpos64 fgetpos
#define fsetpos64 fsetpos
#endif
