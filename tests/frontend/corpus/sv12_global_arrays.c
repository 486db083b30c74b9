/* SV-COMP style: global arrays, static initializers and a global counter. */
extern int __VERIFIER_nondet_int(void);
extern void abort(void);
void reach_error(void) { abort(); }

int table[8] = { 1, 2, 4, 8, 16, 32, 64, 128 };
static const char names[3][6] = { "zero", "one", "two" };
int counter;
int *cursor = &table[0];

static void bump(void)
{
    counter++;
    if (counter < 8) {
        cursor = &table[counter];
    }
}

int main(void)
{
    int k = __VERIFIER_nondet_int();
    while (counter < 7 && k-- > 0) {
        bump();
    }
    if (*cursor != table[counter]) {
        reach_error();
    }
    return names[counter % 3][0];
}
