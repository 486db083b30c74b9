/* Strings: literals, char arrays, library copies and lengths, wide characters. */
#include <string.h>
#include <stddef.h>
static const char *words[] = { "alpha", "be", "gamma" };
static size_t mylen(const char *s) { size_t n = 0; while (s[n] != '\0') n++; return n; }
long long run(void) {
    char buf[32];
    char small[4] = "ab";
    wchar_t w[4] = L"xyz";
    long long acc = 0;
    memset(buf, 0, sizeof buf);
    memcpy(buf, words[0], mylen(words[0]) + 1);
    acc = (long long)strlen(buf) * 1000 + mylen(words[2]) * 100 + small[1] + small[3];
    acc = acc * 10 + (w[2] - L'x') + (int)sizeof(w);
    buf[1] = 'X';
    acc = acc * 1000 + buf[1] + buf[5];
    return acc + "literal"[3];
}
