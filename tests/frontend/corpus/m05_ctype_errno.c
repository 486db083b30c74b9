/* ctype classification into a count table, errno after strtol. */
#include <ctype.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>

int main(void)
{
    char line[128];
    int classes[4] = { 0, 0, 0, 0 };
    size_t i;
    long value;
    char *end;
    if (fgets(line, sizeof(line), stdin) == NULL) {
        return 1;
    }
    for (i = 0; line[i] != '\0' && i < sizeof(line); i++) {
        unsigned char c = (unsigned char)line[i];
        if (isdigit(c)) {
            classes[0]++;
        } else if (isalpha(c)) {
            classes[1]++;
            line[i] = (char)toupper(c);
        } else if (isspace(c)) {
            classes[2]++;
        } else {
            classes[3]++;
        }
    }
    errno = 0;
    value = strtol(line, &end, 10);
    if (errno == ERANGE) {
        return 2;
    }
    printf("%d %d %d %d %ld\n", classes[0], classes[1], classes[2], classes[3], value);
    return 0;
}
