/* Control flow: switch with fallthrough, goto, do-while, continue, ?:, comma, short-circuit. */
static int calls;
static int bump(int v) { calls++; return v; }
static int classify(int x) {
    int r = 0;
    switch (x % 5) {
    case 0: r += 1;
    case 1: r += 10; break;
    case 3: { r = 7; break; }
    default: r = -1;
    }
    return r;
}
long long run(void) {
    long long acc = 0;
    int i = 0;
    for (i = 0; i < 10; i++) acc = acc * 3 + classify(i);
    i = 0;
    do { i += 3; if (i == 6) continue; acc += i; } while (i < 12);
    int k = 0;
again:
    k++;
    if (k < 4) goto again;
    acc = acc * 7 + k;
    if (bump(0) && bump(1)) acc += 1000;
    if (bump(1) || bump(2)) acc += 1;
    acc += (k > 2 ? bump(5) : bump(6)) + (bump(1), bump(2));
    return acc * 10 + calls;
}
