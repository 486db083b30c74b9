"""Guards as real code writes them keep their bounds (issue 10, item 5): __builtin_expect, `!!c`,
`(c) != 0`, `(c) == 0`, `(c) == 1`, casts to _Bool, a condition stored in a flag and tested later
(as long as nothing on the way writes the flag or the condition's variables), and shifts by a
variable amount (hash indices)."""


def test_guards_written_another_way(check):
    r = check("""
        #include <stdbool.h>
        #define unlikely(x) __builtin_expect(!!(x), 0)
        #define likely(x) __builtin_expect(!!(x), 1)
        int a[8];
        int f(int x) {
            int r = 0;
            if (unlikely(x < 8) && x >= 0) r += a[x];                      // @expect
            if (((x < 8) != 0) && x >= 0) r += a[x];                        // @ne0
            if ((x >= 8) == 0 && likely(x >= 0)) r += a[x];                 // @eq0
            if ((x < 8) == 1 && !!(x >= 0)) r += a[x];                      // @eq1
            if ((bool)(x < 8) && x >= 0) r += a[x];                         // @bool
            if (__builtin_expect_with_probability(x >= 0 && x < 8, 1, 0.9)) r += a[x];  // @prob
            if ((x < 8) != 1 || x < 0) return r;
            r += a[x];                                                       // @ne1
            if ((x < 9) != 0 && x >= 0) r += a[x];                          // @loose
            return r;
        }
        int main(int argc, char **argv) { return f(argc); }""")
    for mark in ("expect", "ne0", "eq0", "eq1", "bool", "prob", "ne1", "loose"):
        assert r[mark] == "safe", mark


def test_a_guard_on_the_wrong_side_still_fails(check):
    r = check("""
        int a[8];
        int f(int x) {
            if (__builtin_expect((x < 8) == 0, 0)) return a[x];   // @wrong
            if (!((x >= 0) != 0)) return 0;
            return a[x + 1];                                       // @plus1
        }
        int main(int argc, char **argv) { return f(argc); }""")
    assert r["wrong"] == "error"
    assert r["plus1"] == "warning"


def test_a_stored_condition_keeps_its_guard(check):
    r = check("""
        #include <stdbool.h>
        int a[8];
        int f(int x, int y) {
            int r = 0;
            int ok = x >= 0 && x < 8;
            if (ok) r += a[x];                 // @int
            bool in = x >= 0 && x < 8;
            if (!in) return r;
            r += a[x];                         // @bool
            char c = (unsigned)y < 8u;
            if (c == 0) return r;
            r += a[y];                         // @char
            return r;
        }
        int main(int argc, char **argv) { return f(argc, argc - 2); }""")
    assert r["int"] == "safe" and r["bool"] == "safe" and r["char"] == "safe"


def test_writes_between_drop_the_link(check):
    r = check("""
        #include <stdlib.h>
        int a[8];
        int g;
        void touch(int *p) { *p = 100; }
        void bump(void) { g = 100; }
        int f(int x, int y) {
            int r = 0;
            int ok = x >= 0 && x < 8;
            x = y;
            if (ok) r += a[x];                 // @assigned
            ok = y >= 0 && y < 8;
            if (x) y++;
            if (ok) r += a[y];                 // @oneside
            int z = rand();
            int *p = &z;
            ok = z >= 0 && z < 8;
            *p = 100;
            if (ok) r += a[z];                 // @pointer
            int w = rand();
            ok = w >= 0 && w < 8;
            touch(&w);
            if (ok) r += a[w];                 // @call
            g = rand() % 8;
            ok = g >= 0;
            bump();
            if (ok) r += a[g];                 // @global
            ok = y >= 0 && y < 8;
            ok = x < 8;
            if (ok) r += a[y];                 // @reflag
            return r;
        }
        int main(int argc, char **argv) { return f(argc, argc * 3); }""")
    assert r["assigned"] == "warning"
    assert r["oneside"] == "warning"
    assert r["pointer"] == "error"
    assert r["call"] in ("warning", "error")
    assert r["global"] == "error"
    assert r["reflag"] == "warning"


def test_a_stored_condition_in_loops(check):
    r = check("""
        int a[8];
        int f(int n) {
            int r = 0, i = 0;
            int more = i < 8;
            while (more) {
                r += a[i];                     // @same
                i++;
                more = i < 8;
            }
            int j = 0;
            int ok = j < 8;
            while (n-- > 0) {
                if (ok) r += a[j];             // @changed
                j++;
            }
            return r;
        }
        int main(int argc, char **argv) { return f(argc); }""")
    assert r["same"] == "safe"
    assert r["changed"] == "warning"


def test_shifts_by_a_variable_amount(check):
    r = check("""
        #include <stdint.h>
        #include <stdlib.h>
        int tab[4096];
        int f(uint32_t v, uint64_t w, int bits, int t) {
            int r = 0;
            if (bits >= 1 && bits <= 12) r += tab[(v * 2654435761U) >> (32 - bits)];  // @h4
            uint32_t hashLog = t ? 12 : 11;
            r += tab[(uint32_t)(((w << 24) * 889523592379ULL) >> (64 - hashLog))];  // @h5
            r += tab[(w * 11400714785074694791ULL) >> 52];                            // @u64
            if (bits >= 0 && bits <= 12) r += tab[(v * 2654435761U) >> (32 - bits)];  // @wide
            if (bits >= 1 && bits < 12) r += tab[1u << bits];                          // @shl
            if (bits >= 1 && bits <= 12) r += tab[1u << bits];                         // @shl_bad
            return r;
        }
        int main(void) { return f(rand(), rand(), rand(), rand()); }""")
    assert r["h4"] == "safe" and r["h5"] == "safe" and r["u64"] == "safe" and r["shl"] == "safe"
    # bits == 0 shifts a 32-bit value by 32: undefined (x86 shifts by 0), any value
    assert r["wide"] == "warning"
    assert r["shl_bad"] == "warning"


def test_unsigned_comparison_as_a_range_check(check):
    r = check("""
        #include <stdlib.h>
        int a[10];
        int f(int y, char c, long n) {
            int r = 0;
            if ((unsigned)y < 10u) r += a[y];                 // @cast
            if ((unsigned)(c - '0') < 10) r += a[c - '0'];    // @digit
            if ((unsigned long)n < 10) r += a[n];             // @long
            if ((unsigned)y < 3000000000u) r += a[y];         // @big
            if ((unsigned char)y < 10) r += a[y];             // @narrow
            return r;
        }
        int main(void) { return f(rand() - 5, rand(), rand() - 5); }""")
    assert r["cast"] == "safe" and r["digit"] == "safe" and r["long"] == "safe"
    # a negative y converts to 2**32 + y >= 2**31: below 3e9 it may be negative
    assert r["big"] == "warning"
    # (unsigned char)y drops y's high bits: y may be 256
    assert r["narrow"] == "warning"


# A 64-bit local whose address is taken (an out-parameter, `__builtin_add_overflow(a, b, &r)`)
# lives in memory; a guard tests its loaded copy, which stays equal to the cell, so the guard
# bounds the later reads too (the engine writes a size_t's bound beyond 2**62 as infinite: the
# copy was taken as wrapping around, and the guard refined the copy alone).
OUT_PARAM = """
    #include <stddef.h>
    int buf[10];
    void get(size_t *out);
    int f(void) {
        size_t r;
        get(&r);
        if (r %s 10)
            return -1;
        return buf[r];              // @read
    }
    int main(void) { return f(); }"""


def test_a_guard_on_an_out_parameter_bounds_it(check):
    assert check(OUT_PARAM % ">=")["read"] == "safe"


def test_a_guard_one_off_on_an_out_parameter_is_still_flagged(check):
    assert check(OUT_PARAM % ">")["read"] != "safe"     # r == 10 passes


def test_a_negative_long_written_over_a_size_t_is_not_a_small_index(check):
    r = check("""
        #include <stddef.h>
        int buf[10];
        int f(long v) {
            size_t r;
            *(long *)&r = v;            /* -1 reads as SIZE_MAX */
            if ((long)r < 10)
                return buf[r];          // @read
            return 0;
        }
        int main(void) { return f(-1); }""")
    assert r["read"] != "safe"


CHECKED_ADD = """
    #include <stddef.h>
    int buf[10];
    static int k = 3;
    int f(size_t a, size_t b) {
        size_t r;
        if (__builtin_add_overflow(a, b, &r))
            return buf[k];          // @kept
        if (r %s 10)
            return -1;
        return buf[r];              // @read
    }
    int main(int argc, char **argv) { return f((size_t)argc, 7); }"""


def test_checked_addition_writes_its_result_only(check):
    # a model, not a call of unknown code: k keeps its value, r is any size_t the guard bounds
    r = check(CHECKED_ADD % ">=")
    assert r["read"] == "safe" and r["kept"] == "safe"
    assert check(CHECKED_ADD % ">")["read"] != "safe"
