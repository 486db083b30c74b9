/* A parser that reads its lines through a function-pointer parameter (inih's ini_reader): the
   caller passes fgets. The parser's summary cannot know what `reader` writes into the line; the
   call that passes a known function is analysed in the caller's context, where the line read
   is a string of at most 199 characters. */
#include <stdio.h>
#include <string.h>

typedef char *(*line_reader)(char *line, int size, void *stream);

static int count_chars(line_reader reader, void *stream)
{
    char line[200];
    int total = 0;
    while (reader(line, (int)sizeof(line), stream) != NULL) {
        size_t n = strlen(line);                  // expect: safe
        if (n > 0)
            total += line[n - 1] == '\n';         // expect: safe
        total += (int)n;
    }
    return total;
}

static int count_stream(FILE *f)
{
    return count_chars((line_reader)fgets, f);
}

// run: stdin=xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx
int main(void)
{
    return count_stream(stdin) > 0;
}
