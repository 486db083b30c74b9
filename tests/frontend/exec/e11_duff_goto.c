/* Duff's device (case labels inside a do-while), goto into a loop body, function pointer tables,
   pointer-to-array rows, chained and compound assignments through pointers. */
#include <stdlib.h>
typedef int (*binop_t)(int, int);
static int add(int a, int b) { return a + b; }
static int sub(int a, int b) { return a - b; }
static binop_t ops[] = { add, sub };
static void duff(char *to, const char *from, int count) {
    int n = (count + 7) / 8;
    switch (count % 8) {
    case 0: do { *to++ = *from++;
    case 7:      *to++ = *from++;
    case 6:      *to++ = *from++;
    case 5:      *to++ = *from++;
    case 4:      *to++ = *from++;
    case 3:      *to++ = *from++;
    case 2:      *to++ = *from++;
    case 1:      *to++ = *from++;
            } while (--n > 0);
    }
}
long long run(void) {
    char src[20] = "abcdefghijklmnopqrs";
    char dst[20] = { 0 };
    long long acc = 0;
    int i, a, b, c;
    duff(dst, src, 13);
    for (i = 0; i < 20; i++) acc = acc * 3 % 1000003 + dst[i];
    int k = 0;
    goto inside;
    while (k < 10) {
        k++;
inside:
        k += 2;
    }
    int (*rows)[3] = malloc(4 * sizeof *rows);
    for (i = 0; i < 4; i++) for (a = 0; a < 3; a++) rows[i][a] = i * a;
    a = b = c = rows[3][2];
    int *p = &rows[1][0];
    *p++ += 5;
    *p++ = ops[1](a, 1);
    acc = acc * 100 + k + rows[1][0] + rows[1][1] + ops[0](b, c);
    free(rows);
    return acc;
}
