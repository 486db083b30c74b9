/* The twin of reader_callback_good.c: the byte after the line's terminator is read, which is past
   the array when a line fills it (199 characters and the NUL). */
#include <stdio.h>
#include <string.h>

typedef char *(*line_reader)(char *line, int size, void *stream);

static int count_chars(line_reader reader, void *stream)
{
    char line[200];
    int total = 0;
    while (reader(line, (int)sizeof(line), stream) != NULL) {
        size_t n = strlen(line);                  // expect: safe
        total += line[n + 1];                     // expect: warning
    }
    return total;
}

static int count_stream(FILE *f)
{
    return count_chars((line_reader)fgets, f);
}

// run: stdin=xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
int main(void)
{
    return count_stream(stdin) > 0;
}
