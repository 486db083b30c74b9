/* GNU `a ?: b` (a evaluated once: its value if non-zero, else b), and a variable named like the
   typedef of its own type, used in its own initializer. */
typedef struct counter { int n; long long sum; } counter;

static int calls;
static int bump(int *p) { calls++; return (*p)++; }
static const char *pick(const char *s) { return s ?: "fallback"; }

long long run(void) {
    int v = 0, w = 5, zero = 0;
    int a = bump(&v) ?: 40;          /* bump returns 0: b; v == 1, one call */
    int b = bump(&w) ?: 40;          /* 5; w == 6 */
    int c = zero ?: 7;
    int d = w ?: 9;
    int e = v++ ?: 11;               /* 1; v == 2 */
    long long f = (long long)(c ?: 3) + (zero ?: (w ?: 1));
    counter *counter = &(struct counter){ 1, 0 };
    int size = (int)sizeof(*counter) > 8;   /* 16 (lp64) or 12 (ilp32) */
    counter->sum = (long long)size;
    return a + 100LL * b + 10000LL * c + 100000LL * d + 1000000LL * e + 10000000LL * v
           + 100000000LL * calls + 1000000000LL * f + 100000000000LL * pick(0)[0]
           + 10000000000000LL * counter->sum + 1000000000000000LL * (pick("x")[0] == 'x');
}
