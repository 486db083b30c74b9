/* An array of row pointers allocated as a whole (`int **rows = malloc(3 * sizeof *rows)`), each
   row allocated in a loop: a row read back is a row of 3 ints, with its offset 0 (the rows
   block holds pointers, read back at the width they were stored). */
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
        for (j = 0; j < 3; j++)
            *(*(rows + i) + j) = i + j;             // expect: safe
        free(rows[i]);                              // expect: safe
    }
    free(rows);
    return 0;
}
