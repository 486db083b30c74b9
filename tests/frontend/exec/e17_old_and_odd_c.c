/* C as people write it: K&R definitions, designated initializers with nested members and arrays,
   compound literals, anonymous members, enums as array sizes, static locals, strings filling
   char arrays exactly, const arrays sized by their initializer, bit-fields, __int128, _Bool, long
   double, attributes in every position, asm labels, __builtin_expect / __builtin_offsetof. */
#include <stddef.h>
enum { N = 3, M = N * 2 };
struct in { int x[3]; int y; };
struct out { struct in in; int z[2]; };
static struct out o1 = { .in = { .x = { [2] = 5 }, .y = 1 }, .z[1] = 2 };
static struct out o2 = { .in.x[1] = 3, .in.y = 4 };
struct tagged { int tag; union { int i; char c[8]; }; struct { short a, b; }; };
struct bits { unsigned a : 3; int b : 5; unsigned : 0; unsigned c : 1; };
int plus(a, b) int a; long b; { return a + (int)b; }
static int __attribute__((noinline)) twice(int x) __attribute__((const));
static int twice(int x) { return 2 * x; }
int named(int x) __asm__("named_impl");
int named(int x) { return x + 1; }
static int counter(void) { static int calls[M]; static int n; calls[n % M]++; return ++n; }
long long run(void) {
    const int k[] = { 4, 5, 6, 7 };
    char exact[5] = "hello";
    char implicit[] = "hi";
    int arr[M] __attribute__((aligned(16)));
    struct tagged t;
    struct bits bf = { 5, -3, 1 };
    int *lit = (int[]){ 10, 20, 30 };
    struct in *pin = &(struct in){ .y = 9 };
    __int128 big = 1;
    unsigned __int128 ubig = 3;
    _Bool flag = 2;
    long double ld = 1.5L;
    long long acc = 0;
    int i;
    for (i = 0; i < M; i++) arr[i] = i;
    t.c[7] = 1; t.i = 0x01010101; t.a = 2; t.b = 3;
    acc += o1.in.x[2] + o1.in.y + o1.z[1] + o2.in.x[1] + o2.in.y;     /* 5+1+2+3+4 = 15 */
    acc = acc * 100 + sizeof(k) + sizeof(exact) + sizeof(implicit);   /* 16+5+3 = 24 */
    acc = acc * 100 + exact[4] - 'o' + t.c[0] + t.a + t.b + arr[M - 1];  /* 0+1+2+3+5 */
    acc = acc * 100 + bf.a + bf.b + bf.c + lit[2] / 10 + pin->y + pin->x[2];  /* 5-3+1+3+9 */
    acc = acc * 10 + (int)big + (int)ubig + flag + (int)(ld * 2);     /* 1+3+1+3 = 8 */
    acc = acc * 100 + plus(2, 3L) + twice(4) + named(1);              /* 5+8+2 = 15 */
    if (__builtin_expect(acc > 0, 1)) acc = acc * 10 + offsetof(struct in, y) / 4 + __builtin_offsetof(struct out, z) / 16;
    switch (k[0]) {
    case 4: acc += 1; __attribute__((fallthrough));
    case 5: acc += 1; break;
    default: break;
    }
    counter(); counter();
    acc = acc * 10 + counter();
    goto done;
done: __attribute__((unused));
    return acc;
}
