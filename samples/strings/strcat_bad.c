/* strcat of "world" onto "hello" needs 11 bytes; the buffer has 10. */
#include <string.h>
#include <stdio.h>

int main(void)
{
    char buf[10] = "hello";
    strcat(buf, "world");      // expect: error
    return buf[0];
}
