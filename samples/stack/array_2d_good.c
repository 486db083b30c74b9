/* Two-dimensional stack array, all rows and columns in bounds. */
#define ROWS 4
#define COLS 6

int main(void)
{
    int m[ROWS][COLS];
    int i, j, s = 0;
    for (i = 0; i < ROWS; i++)
        for (j = 0; j < COLS; j++)
            m[i][j] = i + j;            // expect: safe
    for (j = 0; j < COLS; j++)
        s += m[ROWS - 1][j];            // expect: safe
    return s;
}
