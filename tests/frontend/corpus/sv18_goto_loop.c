/* SV-COMP style: a loop written with goto labels, and an error label. */
extern int __VERIFIER_nondet_int(void);

int main(void)
{
    int a[16];
    int i = 0;
    int n = __VERIFIER_nondet_int();
    if (n < 0 || n > 16) {
        goto out;
    }
loop:
    if (i >= n) {
        goto done;
    }
    a[i] = i;
    i++;
    goto loop;
done:
    if (n > 0 && a[n - 1] != n - 1) {
        goto ERROR;
    }
out:
    return 0;
ERROR:
    return 1;
}
