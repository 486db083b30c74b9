/* A search loop with break and continue; the index is used after the loop only if found. */
#define N 20

int main(void)
{
    int a[N];
    int i, found = -1;
    for (i = 0; i < N; i++)
        a[i] = (i * 7) % 11;     // expect: safe
    for (i = 0; i < N; i++) {
        if (a[i] == 0)           // expect: safe
            continue;
        if (a[i] == 5) {         // expect: safe
            found = i;
            break;
        }
    }
    if (found >= 0)
        a[found] = -1;           // expect: safe
    return found;
}
