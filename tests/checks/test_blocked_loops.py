"""Loops that walk an array a block at a time (`for (i = 0; i + 4 <= n; i += 4)`): the Pentagon
holds `i < n`, not `i + 3 < n`; the linear facts at the access (`i + 4 <= n`, with signed `i + 4`
exact on every execution that goes on) prove it, and the same facts at a call make a callee's
obligation in the block (`leaf(a + i, 4)` writes a[i + 3]) one its caller's caller can bind."""


def contracts(r) -> set:
    return {d.message for d in r.report.diagnostics if "contract of" in d.message}


OWN = """
    static int fill(int *a, int n) {
        int i;
        for (i = 0; i + 4 <= n; i += 4)
            a[i + LAST] = 0;                            // @own
        return 0;
    }
    int api(void) {                                     /* a library's entry */
        int b[16];
        return fill(b, 16);
    }
"""


def test_an_access_in_the_block_is_within_the_bound(check):
    assert check(OWN.replace("LAST", "3"))["own"] == "safe"


def test_an_access_past_the_block_is_not(check):
    """a[i + 4] reaches a[16] when i == 12."""
    assert check(OWN.replace("LAST", "4"))["own"] in ("warning", "error")


CALLEE = """
    static int leaf(int *a, int n) {
        if (n > 0 && n < 9)
            a[n - 1] = 1;                               // @leaf
        return 0;
    }
    static int blocks(int *a, int n) {
        int i, t = 0;
        for (i = 0; i + 4 <= n; i += 4)
            t += leaf(a + i, 4);
        return t;
    }
    static int mid(int *a, int n) {
        return blocks(a, n) + blocks(a + 4, n - 4);
    }
    int api(void) {
        int b[SIZE];
        return mid(b, 16);
    }
"""


def test_a_callee_in_the_block_is_within_the_bound(check):
    assert check(CALLEE.replace("SIZE", "16"))["leaf"] == "safe"


def test_a_callee_in_the_block_of_a_smaller_array_is_not(check):
    """b has 14 elements: the last block, a + 12, writes b[15]."""
    assert check(CALLEE.replace("SIZE", "14"))["leaf"] in ("warning", "error")


def test_a_library_functions_contract_counts_the_blocks(check):
    """Before, the contract was `a` valid for 8589934600 bytes (i only below INT_MAX)."""
    r = check("""
        int blocks(int *a, int n) {
            int i, t = 0;
            for (i = 0; i + 4 <= n; i += 4)
                t += a[i + 3];
            return t;
        }""")
    assert contracts(r) == {"contract of 'blocks': requires `a` valid for n elements of 4 bytes"}


SHIFT = """
    static int first(char *p) { return p[0]; }          // @first
    static int mid(char *a) { return first(a + 4); }
    int api(void) {
        char b[SIZE];
        return mid(b);
    }
"""


def test_a_constant_shift_down_two_calls_is_counted_from_the_callers_block(check):
    """`first(a + 4)` in mid: p's view starts 4 bytes into mid's, whose size is the caller's.
    Before, the view's room was `size(a) - 4`, a sum the Pentagon drops: a warning on b[16]."""
    assert check(SHIFT.replace("SIZE", "16"))["first"] == "safe"


def test_a_constant_shift_past_the_callers_block_is_an_error(check):
    assert check(SHIFT.replace("SIZE", "4"))["first"] == "error"


def test_a_constant_length_in_the_block_ends_within_the_bound(check):
    """memcpy of 16 bytes at d + i with `i + 16 <= n`: the range ends at i + 16 <= n, which no
    order of its offset shows (i < n). Before: `d` valid for 2147483632 bytes (i's type)."""
    r = check("""
        #include <string.h>
        void copy(char *d, const char *s, int n) {
            int i;
            for (i = 0; i + 16 <= n; i += 16)
                memcpy(d + i, s + i, 16);
        }""")
    assert contracts(r) == {"contract of 'copy': requires `d` valid for n bytes; `s` valid for n bytes"}


def test_a_constant_length_past_the_block_is_not_within_the_bound(check):
    """`i + 8 <= n` steps 8 but copies 16: the last copy ends 8 bytes past n."""
    r = check("""
        #include <string.h>
        void copy(char *d, const char *s, int n) {
            int i;
            for (i = 0; i + 8 <= n; i += 8)
                memcpy(d + i, s + i, 16);           // @copy
        }
        int main(void) {
            char a[32], b[32];
            memset(b, 0, sizeof b);
            copy(a, b, 32);
            return a[0];
        }""")
    assert r["copy"] in ("warning", "error")
    assert not any("valid for n bytes" in c for c in contracts(r))


CALLEE_TWO = """
    static int pair(const int *a) { return a[0] + a[1]; }     // @pair
    int blocks(const int *a, int n) {
        int i, t = 0;
        for (i = 0; i + STEP <= n; i += STEP)
            t += pair(a + i);
        return t;
    }
"""


def test_a_callees_two_elements_in_the_block_are_within_the_bound(check):
    """pair reads a[i + 1], known `<= n` from the Pentagon; the facts at the call make it `< n`
    (it was not asked where `<=` was known: `a` valid for 8589934568 bytes)."""
    r = check(CALLEE_TWO.replace("STEP", "4"))
    assert "contract of 'blocks': requires `a` valid for n elements of 4 bytes" in contracts(r)


def test_a_callees_two_elements_in_a_block_of_one_are_not(check):
    """`i + 1 <= n` with pair reading a[i + 1]: a[n] is read."""
    r = check(CALLEE_TWO.replace("STEP", "1") + """
        int main(void) {
            int b[8] = {0};
            return blocks(b, 8);
        }""")
    assert r["pair"] in ("warning", "error")


def test_the_first_element_alone_needs_no_string(check):
    """p[0] is within any string and its NUL, but a buffer of one byte holds it as well: the
    contract said `NUL-terminated within its buffer` too."""
    r = check("""
        unsigned first(const unsigned char *p) { return p[0]; }""")
    assert contracts(r) == {"contract of 'first': requires `p` valid for 1 bytes"}
