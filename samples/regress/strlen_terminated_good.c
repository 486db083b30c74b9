/* Arrays that do hold a terminator: an initializer with room for the NUL, a memset to zero,
   a copy that includes the NUL, and the environment strings of main. */
#include <stdio.h>
#include <string.h>

int main(int argc, char *argv[], char *envp[])
{
    char a[6] = "hello";
    char b[] = "hello";
    char z[8];
    char c[10];
    size_t n;
    (void)argc; (void)argv;
    memset(z, 0, sizeof z);
    memcpy(c, "hello", 6);
    n = strlen(a);            // expect: safe
    n += strlen(b);           // expect: safe
    n += strlen(z);           // expect: safe
    n += strlen(c);           // expect: safe
    if (envp[0])
        n += strlen(envp[0]); // expect: safe
    printf("%zu\n", n);
    return 0;
}
