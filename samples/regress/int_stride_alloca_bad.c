/* Ten ints written into a 10-byte block: the first failing element is data[2] (bytes 8..11). */
#include <alloca.h>

int main(void)
{
    int *data = (int *)alloca(10);
    int i;
    for (i = 0; i < 10; i++)
        data[i] = i;   // expect: error
    return data[0];
}
