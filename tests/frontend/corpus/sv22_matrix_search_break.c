/* SV-COMP style: search with early exit via a flag and a while loop with complex condition. */
extern int __VERIFIER_nondet_int(void);
extern void abort(void);
void reach_error(void) { abort(); }

#define R 8
#define C 12

int grid[R][C];

int main(void)
{
    int r = 0, c = 0, hit = -1;
    for (r = 0; r < R; r++)
        for (c = 0; c < C; c++)
            grid[r][c] = __VERIFIER_nondet_int();
    r = 0;
    while (r < R && hit < 0) {
        c = C - 1;
        while (c >= 0) {
            if (grid[r][c] < 0) {
                hit = r * C + c;
                break;
            }
            c--;
        }
        r++;
    }
    if (hit >= R * C) {
        reach_error();
    }
    return hit;
}
