/* Conditions written as real code writes them, and conditions stored in flags and tested later:
   the lowering re-evaluates a stored condition at a test only where nothing changed it, and the
   other outcome is a node without successors (the interpreter stops there with an error). Every
   branch below is taken with flags that hold, flags whose condition changed, loops and gotos. */
#include <stdbool.h>
#define likely(x) __builtin_expect(!!(x), 1)
#define unlikely(x) __builtin_expect(!!(x), 0)
typedef unsigned int u32;

static int step(int *p) { *p += 3; return *p; }

long long run(void) {
    long long acc = 0;
    int x, y, k;
    for (x = -3; x < 12; x++) {
        int ok = x >= 0 && x < 8;
        bool in = (u32)x < 8u;
        int far = x > 9;
        if (unlikely(x < 8) && x >= 0) acc += 1;
        if (((x < 8) != 0) && likely(x >= 0)) acc += 2;
        if ((x < 8) == 0) acc += 4;
        if ((x >= 2) == 1) acc += 8;
        if ((_Bool)(x - 4)) acc += 16;
        if (__builtin_expect_with_probability(x == 5, 1, 0.9)) acc += 32;
        if (ok) acc += 64;
        if (!ok) acc += 128;
        if (ok == 0 && in) acc += 100000;      /* never: ok and in agree */
        if (in != 0) acc += 256;
        y = x;
        x = 7;                                /* the condition's variable changes: no link */
        if (ok) acc += 512;
        x = y;
        ok = ok ? x < 4 : far;                /* a flag read by its own condition: no link */
        if (ok) acc += 1024;
        k = x * 2 < 9;
        if (x & 1) k = 0;                     /* one side of the join writes the flag */
        if (k) acc += 2048;
        acc *= 3;
    }
    int z = 0, done = z > 4;
    while (!done) {                           /* the same condition stored before and in the loop */
        acc += z;
        z++;
        done = z > 4;
    }
    int w = 1, s = 1;
    int small = w < 3, big = s > 0;
    step(&s);                                 /* s's address is taken: big is not linked */
    if (big) acc += s;
again:
    if (small) { acc += w * 7; w++; small = w < 3; goto again; }
    int h = 2;
    bool hs = h < 5;
    {
        int h = 40;                           /* shadows the condition's variable */
        if (hs) acc += h;
    }
    return acc + z;
}
