/* absint quick start: two safe accesses, one definite off-by-one, one input-dependent access. */
#include <stdio.h>
#include <stdlib.h>

#define LEN 8

int main(int argc, char **argv)
{
    int scores[LEN];
    int i;
    for (i = 0; i < LEN; i++) {
        scores[i] = i * i;                 // expect: safe
    }
    printf("last: %d\n", scores[LEN - 1]); // expect: safe

    int pick = argc > 1 ? atoi(argv[1]) : 0;
    if (pick >= 0) {
        printf("pick: %d\n", scores[pick]); // expect: warning
    }

    for (i = 0; i <= LEN; i++) {
        scores[i] = 0;                     // expect: error
    }
    return 0;
}
// run: args=3
// run: args=12
