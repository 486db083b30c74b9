/* GNU compile-time builtins and local labels: __builtin_types_compatible_p (type-name arguments),
   __builtin_choose_expr, __label__ in a statement-expression macro, __atomic memory orders. */
#define SAME(a, b) __builtin_types_compatible_p(__typeof__(a), __typeof__(b))
#define FIRST_NEG(arr, n) ({ __label__ found; int _i; \
    for (_i = 0; _i < (n); _i++) if ((arr)[_i] < 0) goto found; \
    _i = -1; found: _i; })
typedef int myint;
long long run(void) {
    int x = 0;
    long y = 0;
    int v[5] = { 3, 1, -4, 1, -5 };
    int arr4[4];
    long long acc = 0;
    acc += __builtin_types_compatible_p(int, myint) * 1000;              /* typedefs: same type */
    acc += __builtin_types_compatible_p(int, const int) * 100;           /* top-level qualifier */
    acc += __builtin_types_compatible_p(int, long) * 10;
    acc += __builtin_types_compatible_p(int[4], __typeof__(arr4));
    acc = acc * 10 + SAME(x, y) + 2 * SAME(x, v[0]);
    acc = acc * 10 + __builtin_choose_expr(SAME(y, long), 7, (void)0);
    acc = acc * 10 + sizeof(__builtin_choose_expr(0, x, y));             /* the long: lp64 only */
    acc = acc * 10 + FIRST_NEG(v, 5);
    acc = acc * 10 + __ATOMIC_SEQ_CST + __ATOMIC_RELAXED;
    return acc;
}
