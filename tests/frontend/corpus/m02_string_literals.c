/* String literals: arrays initialized from literals, literals as pointers, indexing a literal. */
#include <stdio.h>
#include <string.h>

static const char *const greetings[] = { "hello", "bonjour", "hallo", "ciao" };
static char banner[] = "== absint ==";
static char padded[32] = "short";

int main(void)
{
    const char *msg = "constant message";
    char copy[sizeof("constant message")];
    size_t i;
    char c = "xyz"[1];
    strcpy(copy, msg);
    for (i = 0; i < sizeof(greetings) / sizeof(greetings[0]); i++) {
        printf("%s %zu\n", greetings[i], strlen(greetings[i]));
    }
    banner[0] = c;
    padded[strlen(padded)] = '!';
    padded[sizeof(padded) - 1] = '\0';
    puts(banner);
    puts(padded);
    return copy[0] == 'c' ? 0 : 1;
}
