/* Global initializers (designated, nested, brace elision), static locals, function pointers. */
struct cfg { int id; int vals[3]; const char *name; };
static struct cfg table[] = { { 1, { 2, 3, 4 }, "one" }, { .id = 5, .vals[1] = 6 }, 7, 8 };
static int grid[2][3] = { 1, 2, 3, 4 };
static int *ptrs[2] = { &grid[1][0], &grid[0][2] };
static int add(int a, int b) { return a + b; }
static int mul(int a, int b) { return a * b; }
static int (*ops[2])(int, int) = { add, mul };
static int counter(void) { static int n = 10; return n++; }
long long run(void) {
    long long acc = 0;
    int i;
    for (i = 0; i < 3; i++) acc = acc * 10 + table[i].id + table[i].vals[1];
    acc = acc * 100 + grid[1][0] + grid[1][2] + *ptrs[0] + *ptrs[1];
    acc = acc * 100 + table[0].name[2] + (table[1].name == 0);
    counter(); counter();
    acc = acc * 100 + counter();
    acc = acc * 1000 + ops[0](3, 4) * 10 + ops[1](3, 4);
    int (*f)(int, int) = &mul;
    return acc + (*f)(2, 3) + (int)(sizeof(table) / sizeof(table[0]));
}
