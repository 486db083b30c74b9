/* memchr: the byte after the one found may be past the end of the buffer. */
#include <stdio.h>
#include <string.h>

int main(void)
{
    char buf[16];
    size_t n = fread(buf, 1, sizeof buf, stdin);
    char *nl = memchr(buf, '\n', n);
    if (nl != NULL) {
        size_t k = nl - buf;
        buf[k + 1] = '\0';              // expect: warning
        printf("%zu\n", k);
    }
    return 0;
}
// run: stdin=fifteen-bytes--
