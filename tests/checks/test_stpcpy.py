"""POSIX stpcpy/stpncpy are modelled as strcpy/strncpy that return the end of what they wrote
(they were unmodelled calls: a note under -v, and no finding for a copy past the end)."""


def test_stpcpy_past_the_end_is_an_error(check):
    r = check("""
        #include <string.h>
        int main(void) {
            char buf[4];
            stpcpy(buf, "hello");                  // @copy
            return 0;
        }""")
    assert r["copy"] == "error"


def test_stpcpy_chains_stay_in_the_buffer(check):
    r = check("""
        #include <string.h>
        int main(void) {
            char buf[16];
            char *e = stpcpy(buf, "abc");
            e = stpncpy(e, "def", 4);
            e[1] = 0;                              // @end
            return buf[0];
        }""")
    assert r["end"] == "safe"
