/* Two-dimensional stack array: the last row is written one column too far. */
#define ROWS 4
#define COLS 6

int main(void)
{
    int m[ROWS][COLS];
    int i, j;
    for (i = 0; i < ROWS; i++)
        for (j = 0; j < COLS; j++)
            m[i][j] = i + j;            // expect: safe
    for (j = 0; j <= COLS; j++)
        m[ROWS - 1][j] = 0;             // expect: error
    return m[0][0];
}
