/* A string split in place whose old terminator is then overwritten: nothing ends the string
   after the split any more, and measuring it reads past the array. */
#include <stdio.h>
#include <string.h>

int main(void)
{
    char buf[8] = "ab=cdef";
    char *eq = strchr(buf, '=');
    if (eq == NULL)
        return 0;
    *eq = '\0';                                // expect: safe
    buf[7] = 'x';                              // expect: safe
    return (int)strlen(eq + 1);                // expect: warning
}
