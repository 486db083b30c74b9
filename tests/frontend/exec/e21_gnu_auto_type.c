/* GNU __auto_type: the variable has the type of its initializer (evaluated once). */
struct point { int x, y; };
static int calls;
static int next(void) { return ++calls; }

long long run(void) {
    int a[8] = { 1, 2, 3, 4, 5, 6, 7, 8 };
    struct point pt = { 3, 4 };
    __auto_type j = next() & 7;                 /* int 1, one call */
    const __auto_type q = &pt;                  /* struct point *const */
    __auto_type big = (long)j + 2147483647L;    /* long: no int overflow */
    __auto_type u = 3u;
    __auto_type c = (char)'A';
    long long same = (sizeof(big) == sizeof(long)) + 10 * (sizeof(c) == 1) + 100 * ((u - 4) > 0);
    return a[j] + 10LL * q->y + 100LL * (big - 2147483647L) + 1000LL * calls + 10000LL * same;
}
