/* Indices from rand() reduced modulo the array length. */
#include <stdlib.h>

int main(void)
{
    int hits[10] = { 0 };
    int k;
    for (k = 0; k < 5; k++) {
        hits[rand() % 10]++;    // expect: safe
    }
    return hits[0];
}
