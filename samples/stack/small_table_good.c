/* A small table of indices and a table of pointers, read at constant indices: each element is
   kept on its own, so `idx[2]` is 4 (not any of 3..6) and `rows[2]` is `c` (not any row). */
int main(void)
{
    int buf[5];
    int idx[4] = {3, 5, 4, 6};
    int k = 2;
    buf[idx[2]] = 1;                            // expect: safe
    buf[idx[k]] = 2;                            // expect: safe
    buf[idx[0]] = 3;                            // expect: safe

    int a[5], b[5], c[6];
    int *rows[3] = {a, b, c};
    rows[2][5] = 4;                             // expect: safe
    for (int i = 0; i < 3; i++)
        rows[i][4] = 5;                         // expect: safe
    return buf[4] + c[5];
}
