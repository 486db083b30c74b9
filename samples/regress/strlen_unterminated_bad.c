/* A char array filled completely with non-NUL bytes (by memcpy, or by an initializer exactly as
   long as the string without its NUL) holds no terminator: strlen reads past its end. */
#include <string.h>

int main(void)
{
    char s[5] = "hello";
    return (int)strlen(s);     // expect: error
}
