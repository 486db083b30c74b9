/* SV-COMP style: bubble sort over a nondet-filled array, then a sortedness check. */
extern int __VERIFIER_nondet_int(void);
extern void abort(void);
void reach_error(void) { abort(); }

#define N 20

int main(void)
{
    int a[N];
    int i, j, tmp, swapped;
    for (i = 0; i < N; i++) {
        a[i] = __VERIFIER_nondet_int();
    }
    for (i = 0; i < N - 1; i++) {
        swapped = 0;
        for (j = 0; j < N - 1 - i; j++) {
            if (a[j] > a[j + 1]) {
                tmp = a[j];
                a[j] = a[j + 1];
                a[j + 1] = tmp;
                swapped = 1;
            }
        }
        if (!swapped) {
            break;
        }
    }
    for (i = 1; i < N; i++) {
        if (a[i - 1] > a[i]) {
            reach_error();
        }
    }
    return 0;
}
