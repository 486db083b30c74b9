/* SV-COMP style: a table of function pointers selected by nondet input. */
extern int __VERIFIER_nondet_int(void);

typedef int (*op_fn)(int *, int);

static int op_first(int *a, int n) { return n > 0 ? a[0] : 0; }
static int op_last(int *a, int n) { return n > 0 ? a[n - 1] : 0; }
static int op_mid(int *a, int n) { return n > 0 ? a[n / 2] : 0; }

static op_fn ops[3] = { op_first, op_last, op_mid };

int main(void)
{
    int data[16];
    int i;
    unsigned sel;
    for (i = 0; i < 16; i++) {
        data[i] = i * i;
    }
    sel = (unsigned)__VERIFIER_nondet_int() % 3u;
    return ops[sel](data, 16);
}
