/* Nested loops where the inner loop uses the outer bound. */
#define ROWS 8
#define COLS 5

int main(void)
{
    int t[ROWS][COLS];
    int i, j;
    for (i = 0; i < ROWS; i++) {
        for (j = 0; j < ROWS; j++) {
            t[i][j] = i * j;     // expect: error
        }
    }
    return t[0][0];
}
