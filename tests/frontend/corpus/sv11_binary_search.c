/* SV-COMP style: binary search on a sorted global array. */
extern int __VERIFIER_nondet_int(void);

#define N 128

int sorted[N];

static int bsearch_int(const int *a, int n, int key)
{
    int lo = 0, hi = n - 1;
    while (lo <= hi) {
        int mid = lo + (hi - lo) / 2;
        if (a[mid] == key) {
            return mid;
        } else if (a[mid] < key) {
            lo = mid + 1;
        } else {
            hi = mid - 1;
        }
    }
    return -1;
}

int main(void)
{
    int i;
    for (i = 0; i < N; i++) {
        sorted[i] = 2 * i;
    }
    i = bsearch_int(sorted, N, __VERIFIER_nondet_int());
    return i >= 0 ? sorted[i] & 1 : 0;
}
