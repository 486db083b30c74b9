/* A configuration flag no statement writes keeps its initial value in every function of a
   closed program (Juliet's globalFalse): the dead side of `if (compact)`, which leaves `line`
   unset, is never judged, not even in the summary of `report`, analysed once for every caller. */
#include <stdio.h>
#include <string.h>

int compact = 0;

void print_line(const char *line)
{
    if (line != NULL)
        printf("%s\n", line);           // expect: safe
}

static void report(void)
{
    char *line;
    char buffer[64];
    if (compact) {
        puts("(compact)");
    } else {
        memset(buffer, 'x', 40);
        buffer[40] = '\0';
        line = buffer;
    }
    print_line(line);
}

static void run_all(void)
{
    report();
}

int main(void)
{
    run_all();
    return 0;
}
