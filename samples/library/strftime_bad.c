/* strftime's result: the stamp may be longer than a short field it is copied into. */
#include <stdio.h>
#include <string.h>
#include <time.h>

int main(void)
{
    char stamp[32], day[8];
    time_t now = time(NULL);
    struct tm *tm = localtime(&now);
    if (tm == NULL)
        return 1;
    size_t n = strftime(stamp, sizeof stamp, "%Y-%m-%d %H:%M:%S", tm);
    memcpy(day, stamp, n);              // expect: warning
    printf("%c\n", day[0]);
    return 0;
}
