/* strftime writes at most maxsize characters with the terminator and returns the count without
   it, or 0 (C11 7.27.3.5): a nonzero result is the length of the string, below the buffer. */
#include <stdio.h>
#include <string.h>
#include <time.h>

int main(void)
{
    char stamp[32], copy[32];
    time_t now = time(NULL);
    struct tm *tm = localtime(&now);
    if (tm == NULL)
        return 1;
    size_t n = strftime(stamp, sizeof stamp, "%Y-%m-%d %H:%M:%S", tm);
    if (n == 0)
        return 1;
    stamp[n] = '\0';                    // expect: safe
    strcpy(copy, stamp);                // expect: safe
    printf("%s %d\n", copy, tm->tm_year);
    return 0;
}
