/* memchr returns a pointer to a byte among the n it searched, or NULL (C11 7.24.5.1): its
   distance from the start is below n, so it indexes the bytes read. */
#include <stdio.h>
#include <string.h>

int main(void)
{
    char buf[64];
    size_t n = fread(buf, 1, sizeof buf, stdin);
    char *nl = memchr(buf, '\n', n);
    if (nl != NULL) {
        size_t k = nl - buf;
        buf[k] = '\0';                  // expect: safe
        puts(buf);
    }
    return 0;
}
// run: stdin=first-line
