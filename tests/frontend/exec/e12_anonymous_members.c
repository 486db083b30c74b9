/* Anonymous struct/union members, designated initializers into them, nested brace elision. */
struct shape {
    int kind;
    union { struct { int w, h; }; int r; };
    int tags[2];
};
static struct shape shapes[] = { { 1, .w = 3, 4, { 7, 8 } }, { .kind = 2, .r = 5 }, 3, 6, 9, 10, 11 };
long long run(void) {
    struct shape local = { .h = 6, .tags = { 1 } };
    long long acc = 0;
    for (int i = 0; i < 3; i++)
        acc = acc * 100 + shapes[i].kind * 10 + shapes[i].w + shapes[i].h + shapes[i].tags[1];
    return acc * 100 + local.h + local.w + local.tags[0] + (long long)sizeof(shapes);
}
