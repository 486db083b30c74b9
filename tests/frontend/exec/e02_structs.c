/* Structs: nested, arrays of structs, assignment, by-value parameters and returns, unions. */
struct point { int x, y; };
struct rect { struct point lo, hi; char tag[4]; };
union word { unsigned int u; unsigned char b[4]; };
static struct point mid(struct rect r) {
    struct point p;
    p.x = (r.lo.x + r.hi.x) / 2;
    p.y = (r.lo.y + r.hi.y) / 2;
    r.lo.x = 1000;            /* the caller's copy must not change */
    return p;
}
static int area(const struct rect *r) { return (r->hi.x - r->lo.x) * (r->hi.y - r->lo.y); }
long long run(void) {
    struct rect rs[3];
    struct rect copy;
    union word w;
    int i;
    long long acc = 0;
    for (i = 0; i < 3; i++) {
        rs[i].lo.x = i; rs[i].lo.y = 2 * i;
        rs[i].hi.x = 10 + i; rs[i].hi.y = 20 + 3 * i;
        rs[i].tag[0] = 'a' + i; rs[i].tag[1] = 0;
    }
    copy = rs[2];
    rs[2].lo.x = 5;
    struct point m = mid(copy);
    acc = area(&rs[0]) + area(&copy) + m.x * 1000 + m.y + copy.lo.x + rs[2].lo.x + copy.tag[0];
    w.u = 0x01020304u;
    acc = acc * 10 + w.b[0] + w.b[3] * 2;
    struct rect init = { { 1, 2 }, { 3, 4 }, "xy" };
    return acc * 100 + init.hi.y + init.tag[1];
}
