/* A line read with fgets, converted with atoi, checked only from above. */
#include <stdio.h>
#include <stdlib.h>

int main(void)
{
    char line[32];
    int counts[10] = { 0 };
    int idx;
    if (fgets(line, sizeof(line), stdin) == NULL)
        return 1;
    idx = atoi(line);
    if (idx < 10) {
        counts[idx]++;          // expect: warning
    }
    return counts[0];
}
// run: stdin=-3
