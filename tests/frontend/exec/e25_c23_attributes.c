/* C23 attributes, which gcc takes in every mode: the standard ones are dropped, the gnu:: ones
   are gcc's __attribute__ (a packed struct has gcc's layout). */
struct [[gnu::packed]] wire { char tag; int length; short port; };
struct [[deprecated("use wire")]] old { char tag; int length; };
[[nodiscard]] static int twice(int x) { return 2 * x; }
[[maybe_unused]] static int unused_global [[maybe_unused]] = 7;

static int classify(int x, [[maybe_unused]] int spare)
{
    int r = 0;
    switch (x) {
    case 1:
        r += 10;
        [[fallthrough]];
    case 2:
        r += 20;
        break;
    default:
        r = -1;
    }
    return r;
}

long long run(void)
{
    [[gnu::unused]] int z = 3;
    struct wire w[3] = { { 'a', 5, 80 }, { 'b', 6, 443 } };
    unsigned char *bytes = (unsigned char *)w;
    long long s = (long long)sizeof(struct wire) * 1000 + (long long)sizeof w * 10 + sizeof(struct old);
    s += twice(classify(1, 0)) + classify(2, 0) + classify(5, 0);
    s += w[1].port + bytes[7] + bytes[sizeof w - 1] + z;
    return s;
}
