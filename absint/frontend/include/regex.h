#ifndef _REGEX_H
#define _REGEX_H
#include <sys/types.h>
typedef int regoff_t;
typedef unsigned long reg_syntax_t;
/* glibc's struct re_pattern_buffer: only re_nsub is public, the rest keeps the size */
typedef struct re_pattern_buffer {
    struct re_dfa_t *__buffer;
    size_t __allocated;
    size_t __used;
    reg_syntax_t __syntax;
    char *__fastmap;
    unsigned char *__translate;
    size_t re_nsub;
    unsigned __can_be_null : 1;
    unsigned __regs_allocated : 2;
    unsigned __fastmap_accurate : 1;
    unsigned __no_sub : 1;
    unsigned __not_bol : 1;
    unsigned __not_eol : 1;
    unsigned __newline_anchor : 1;
} regex_t;
typedef struct { regoff_t rm_so; regoff_t rm_eo; } regmatch_t;
#define REG_EXTENDED 1
#define REG_ICASE 2
#define REG_NEWLINE 4
#define REG_NOSUB 8
#define REG_NOTBOL 1
#define REG_NOTEOL 2
#define REG_STARTEND 4
#define REG_ENOSYS (-1)
#define REG_NOERROR 0
#define REG_NOMATCH 1
#define REG_BADPAT 2
#define REG_ECOLLATE 3
#define REG_ECTYPE 4
#define REG_EESCAPE 5
#define REG_ESUBREG 6
#define REG_EBRACK 7
#define REG_EPAREN 8
#define REG_EBRACE 9
#define REG_BADBR 10
#define REG_ERANGE 11
#define REG_ESPACE 12
#define REG_BADRPT 13
#define REG_EEND 14
#define REG_ESIZE 15
#define REG_ERPAREN 16
int regcomp(regex_t *restrict preg, const char *restrict regex, int cflags);
int regexec(const regex_t *restrict preg, const char *restrict string, size_t nmatch,
            regmatch_t pmatch[restrict], int eflags);
size_t regerror(int errcode, const regex_t *restrict preg, char *restrict errbuf, size_t errbuf_size);
void regfree(regex_t *preg);
#endif
