/* GNU typeof / __typeof__ / __typeof, C11 _Generic, _Static_assert, __builtin_constant_p and gcc's
   predefined type macros (__SIZE_TYPE__, __PTRDIFF_TYPE__, __CHAR_BIT__, __SIZEOF_INT__, ...). */
#include <stddef.h>
#define MAX(a, b) ({ __typeof__(a) _a = (a); __typeof__(b) _b = (b); _a > _b ? _a : _b; })
#define KIND(x) _Generic((x), int: 1, unsigned int: 2, long: 3, char *: 4, double: 5, default: 9)
_Static_assert(sizeof(int) == 4, "int is 4 bytes");
static int table[6] = { 1, 2, 3, 4, 5, 6 };
static __typeof__(table) copy;
typeof(table[0]) *cursor = table;
struct rec { int n; typeof(int[3]) xs; __typeof(short) s; };
extern void *memset(void *, int, __SIZE_TYPE__);
long long run(void) {
    _Static_assert(__CHAR_BIT__ == 8, "bytes");
    struct rec r = { 2, { 7, 8, 9 }, 4 };
    typeof(r) r2 = r;
    __typeof__(&r) pr = &r2;
    char text[5];
    __PTRDIFF_TYPE__ d = 2;
    __SIZE_TYPE__ z = sizeof(copy);
    unsigned u = 1;
    long long acc = 0;
    int i;
    for (i = 0; i < 6; i++) copy[i] = table[5 - i];
    memset(text, 'a', sizeof text);
    acc += MAX(3, 11) + MAX(pr->xs[2], r.n);                        /* 11 + 9 */
    acc = acc * 100 + (long long)z;                                 /* sizeof(int[6]) = 24 */
    acc = acc * 10 + KIND(1) + KIND(u) + KIND(text) + KIND(2.0);    /* 1+2+4+5 = 12 */
    acc = acc * 10 + KIND(3L) * (sizeof(long) == sizeof(__PTRDIFF_TYPE__) || 1);
    acc = acc * 10 + copy[d] + cursor[d];                           /* 4 + 3 */
    acc = acc * 10 + __builtin_constant_p(7) + (sizeof(__SIZE_TYPE__) == sizeof(size_t));
    acc = acc * 10 + (__SIZEOF_INT__ == sizeof(int)) + (__SIZEOF_POINTER__ == sizeof(void *));
    acc = acc * 10 + (__INT_MAX__ == 2147483647) + (__SCHAR_MAX__ == 127) + (__SHRT_MAX__ == 32767);
    acc = acc * 10 + (__BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__) + (__GNUC__ >= 4) + __STDC__;
    acc = acc * 10 + (text[4] == 'a') + pr->s;
    return acc;
}
