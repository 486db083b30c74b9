/* Compound literals in initializers of static storage (C99 6.5.2.5: they have static storage
   there): a pointer to a struct literal, an array literal, a table of them, a 2-D array. */
struct kind { int tag; int size; const char *name; };

static struct kind *k_void = &(struct kind){ 0, 1, "void" };
static struct kind *k_int = &(struct kind){ .size = 4, .tag = 3, .name = "int" };
int *primes = (int[]){ 2, 3, 5, 7, 11 };
static const char *const *words = (const char *const[]){ "alpha", "beta", 0 };
static struct kind *table[] = { &(struct kind){ 1, 2, "a" }, &(struct kind){ 5, 6, "bc" } };
static int (*grid)[3] = (int[2][3]){ { 1, 2, 3 }, { 4, 5 } };

static int *cells = (int[4]){ 10, 20 };

static int counter(void)
{
    return cells[0]++ + cells[3];
}

long long run(void)
{
    long long s = 0;
    int i;
    for (i = 0; i < 5; i++)
        s = s * 3 + primes[i];
    s += k_void->tag * 100 + k_void->size + k_int->tag * 7 + k_int->size + k_int->name[2];
    for (i = 0; words[i]; i++)
        s += words[i][0] + i;
    s += table[0]->tag + table[1]->size * 10 + table[1]->name[1];
    s += grid[1][1] * 5 + grid[1][2] + grid[0][2];
    primes[0] = 13;
    s += primes[0];
    s += counter() + counter() * 2;
    return s;
}
