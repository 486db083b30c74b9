/* SV-COMP style: a two-dimensional VLA with nondet dimensions. */
extern int __VERIFIER_nondet_int(void);

int main(void)
{
    int rows = __VERIFIER_nondet_int();
    int cols = __VERIFIER_nondet_int();
    int r, c;
    if (rows < 1 || rows > 64 || cols < 1 || cols > 64) {
        return 0;
    }
    {
        double m[rows][cols];
        for (r = 0; r < rows; r++) {
            for (c = 0; c < cols; c++) {
                m[r][c] = (double)(r * cols + c);
            }
        }
        for (r = 1; r < rows; r++) {
            for (c = 0; c < cols; c++) {
                m[r][c] += m[r - 1][c];
            }
        }
        return m[rows - 1][cols - 1] > 0.0;
    }
}
