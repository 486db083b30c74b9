"""x & c with x >= 0 and c a constant: at most x, and a multiple of 2**k when c's k low bits are
clear (`len & ~7`: the whole 8-byte words of a string); a guard moves a congruent variable's
bounds to values it takes (a multiple of 8 that is not 0 is at least 8)."""
from tests.engine.test_integer_contracts import run


def test_the_whole_words_of_a_short_string_are_none(tmp_path):
    v, _, report = run(tmp_path, """
        #include <string.h>
        int main(void) {
            char s[5] = "jack";
            char buf[4] = {0};
            size_t len = strlen(s);
            size_t whole = len & ~(size_t)7;
            if (whole != 0)
                buf[whole] = 1;                       // @never
            return buf[len & 3];                      // @low
        }""")
    assert v["never"] == "unreachable"
    assert v["low"] == "safe"


def test_a_masked_value_stays_below_what_it_masks(tmp_path):
    v, _, _ = run(tmp_path, """
        int table[16];
        int f(unsigned n) {
            if (n >= 16) return 0;
            unsigned w = n & 0xFFFFFFF8u;
            return table[w] + table[w + 7 - (n & 7)];  // @w
        }
        int main(void) { return f(13); }""")
    assert v["w"] == "safe"
