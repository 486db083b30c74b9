/* Run-time stand-ins for the analyzer's input functions, used only when a sample is compiled and
 * run under ASan/UBSan (tests/samples/asan_verify.py). Values come from the environment variable
 * ABSINT_VALUES ("5,3,..."), consumed in call order; when it runs out, a call returns its upper
 * bound (or 0 for the __VERIFIER_ functions). */
#include <stdio.h>
#include <stdlib.h>

static int next_value(int *out)
{
    static const char *cursor;
    static int started;
    char *end;
    long v;
    if (!started) {
        cursor = getenv("ABSINT_VALUES");
        started = 1;
    }
    if (cursor == NULL || *cursor == '\0')
        return 0;
    v = strtol(cursor, &end, 10);
    cursor = (*end == ',') ? end + 1 : end;
    *out = (int)v;
    return 1;
}

int __absint_range(int lo, int hi)
{
    int v = hi;
    next_value(&v);
    if (v < lo || v > hi) {
        fprintf(stderr, "absint_runtime: value %d outside [%d, %d]\n", v, lo, hi);
        abort();
    }
    return v;
}

int __VERIFIER_nondet_int(void)
{
    int v = 0;
    next_value(&v);
    return v;
}

unsigned int __VERIFIER_nondet_uint(void)
{
    return (unsigned int)__VERIFIER_nondet_int();
}

char __VERIFIER_nondet_char(void)
{
    return (char)__VERIFIER_nondet_int();
}
