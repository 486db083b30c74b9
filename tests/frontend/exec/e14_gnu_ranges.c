/* GNU C: case ranges, range designators, statement expressions, __builtin_expect. */
static int table[10] = { [0 ... 3] = 7, [6 ... 8] = 2, [9] = 1 };
static int classify(int c) {
    switch (c) {
    case 'a' ... 'z': return 1;
    case '0' ... '9': return 2;
    case ' ': return 3;
    default: return 0;
    }
}
long long run(void) {
    long long acc = 0;
    const char *s = "ab 9Z";
    for (int i = 0; s[i]; i++) acc = acc * 10 + classify(s[i]);
    for (int i = 0; i < 10; i++) acc = acc * 3 + table[i];
    int m = ({ int t = (int)(acc % 100); t > 50 ? t : -t; });
    if (__builtin_expect(m < 0, 0)) acc += 1;
    return acc * 1000 + m;
}
