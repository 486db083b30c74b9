/* The twin of pointer_rows_good.c: the inner loop goes one element past a row of 3 ints. */
#include <stdlib.h>

int main(void)
{
    int **rows = malloc(3 * sizeof(int *));
    int i, j;
    if (!rows)
        return 1;
    for (i = 0; i < 3; i++)
        rows[i] = (int *)malloc(3 * sizeof(int));   // expect: safe
    for (i = 0; i < 3; i++) {
        if (!rows[i])                               // expect: safe
            continue;
        for (j = 0; j <= 3; j++)
            *(*(rows + i) + j) = i + j;             // expect: error
        free(rows[i]);                              // expect: safe
    }
    free(rows);
    return 0;
}
