"""String-length ghosts after copies and fills that do or do not write a terminator, and main's
environment argument (regressions: an unterminated array was taken as a string)."""


def test_copy_without_terminator_leaves_no_string(check):
    r = check("""
        #include <string.h>
        int main(void) {
            char a[5], c[6], d[] = "hello", e[10];
            memcpy(a, "hello", 5);
            size_t n = strlen(a);        // @cpy
            char b[5] = "hello";
            n += strlen(b);              // @init
            char c2[6] = "hello";
            n += strlen(c2);             // @fits
            n += strlen(d);              // @open
            strcpy(e, d);
            n += strlen(e);              // @strcpy
            memcpy(c, "hello", 6);
            n += strlen(c);              // @withnul
            return (int)n;
        }""")
    assert r["cpy"] == "error" and r["init"] == "error"
    assert r.access("init", "error").message.startswith("strlen reads [6, ")
    assert r["fits"] == "safe" and r["open"] == "safe" and r["strcpy"] == "safe"
    assert r["withnul"] == "safe"


def test_copy_keeps_a_terminator_beyond_or_before_the_range(check):
    r = check("""
        #include <string.h>
        int main(void) {
            char s[10] = "abcdefgh";
            memcpy(s, "xyz", 3);
            size_t n = strlen(s);        // @after
            char t[10] = "ab";
            memcpy(t + 5, "xyz", 3);
            if (strlen(t) != 2)
                t[10] = 0;               // @before
            return (int)n;
        }""")
    assert r["after"] == "safe" and r["before"] == "unreachable"


def test_memset_zero_sets_the_length_and_nonzero_fill_removes_it(check):
    r = check("""
        #include <string.h>
        int main(void) {
            char b[8], c[8], d[8];
            memset(b, 0, sizeof b);
            size_t n = strlen(b);        // @zero
            if (n != 0) b[8] = 0;        // @zerolen
            memset(c, 'a', sizeof c);
            n += strlen(c);              // @fill
            memset(d, 'a', 4);
            d[4] = 0;
            n += strlen(d);              // @term
            memset(d + 2, 0, 1);
            if (strlen(d) != 2)
                d[9] = 0;                // @cut
            return (int)n;
        }""")
    assert r["zero"] == "safe" and r["zerolen"] == "unreachable"
    assert r["fill"] == "error" and r["term"] == "safe" and r["cut"] == "unreachable"


def test_envp_is_a_null_terminated_array_of_strings(check):
    r = check("""
        #include <stdio.h>
        #include <string.h>
        int main(int argc, char *argv[], char *envp[]) {
            if (envp[0]) puts(envp[0]);  // @first
            if (envp[0]) {
                size_t n = strlen(envp[0]);
                return envp[0][n];       // @term
            }
            return envp[1] != 0;         // @second
        }""")
    assert r["first"] == "safe" and r["term"] == "safe"
    assert r["second"] == "warning"


def test_strncpy_of_a_string_of_unknown_length_may_leave_it_unterminated(check):
    r = check("""
        #include <string.h>
        void f(const char *src) {
            char d[5], e[5];
            strncpy(d, src, 5);
            size_t n = strlen(d);        // @open
            strncpy(e, src, 4);
            e[4] = 0;
            n += strlen(e);              // @closed
        }
        int main(int argc, char **argv) { f(argv[0]); return 0; }""")
    assert r["open"] == "warning" and r["closed"] == "safe"


def test_wide_array_initialized_without_room_for_the_nul(check):
    r = check("""
        #include <wchar.h>
        int main(void) {
            wchar_t w[5] = L"hello";
            size_t n = wcslen(w);        // @short
            wchar_t v[6] = L"hello";
            n += wcslen(v);              // @fits
            return (int)n;
        }""")
    assert r["short"] in ("warning", "error") and r["fits"] == "safe"


def test_wide_fill_of_a_char_buffer_may_put_nul_bytes_anywhere(check):
    """wmemset(L'A') on a char buffer writes 41 00 00 00: strlen is 1, not >= 20 (it made the
    overflow below unreachable)."""
    r = check("""
        #include <string.h>
        #include <wchar.h>
        int main(void) {
            char raw[40];
            int a[2];
            size_t n;
            memset(raw, 0, sizeof raw);
            wmemset((wchar_t *)raw, L'A', 5);
            n = strlen(raw);
            if (n < 2)
                a[n + 5] = 1;            // @wide
            return a[0];
        }""")
    assert r["wide"] == "error"


def test_memset_stores_the_value_as_unsigned_char(check):
    """memset(p, 256, n) stores NUL bytes (it was taken as a non-NUL fill)."""
    r = check("""
        #include <string.h>
        int main(void) {
            char raw[40];
            int a[2];
            size_t n;
            memset(raw, 256, 10);
            raw[39] = 0;
            n = strlen(raw);
            if (n < 2)
                a[n + 5] = 1;            // @byte
            return a[0];
        }""")
    assert r["byte"] == "error"


def test_byte_fills_of_a_wide_buffer(check):
    """memset of bytes on a wchar_t buffer: zeros make NULs of the elements they cover whole,
    other bytes make non-NULs of every element they touch."""
    r = check("""
        #include <string.h>
        #include <wchar.h>
        int main(void) {
            wchar_t buf[10], w2[10], w3[10];
            memset(buf, 0, sizeof buf);
            wcscat(buf, L"abc");                              // @zeroed
            memset(w2, 'A', sizeof w2 - sizeof(wchar_t));
            w2[9] = L'\\0';
            memset(w3, 'A', sizeof w3 - 2);
            w3[9] = L'\\0';
            return (int)wcslen(w2) + (int)wcslen(w3);         // @filled
        }""")
    assert r["zeroed"] == "safe" and r["filled"] == "safe"
    r = check("""
        #include <string.h>
        #include <wchar.h>
        int main(void) {
            wchar_t w[10];
            w[9] = L'\\0';
            memset(w, 'A', sizeof w - 2);
            return (int)wcslen(w);                            // @over
        }""")
    assert r["over"] == "error"


def test_wcsncpy_into_a_char_buffer_may_put_nul_bytes_anywhere(check):
    r = check("""
        #include <string.h>
        #include <wchar.h>
        int main(void) {
            char raw[40];
            int a[2];
            size_t n;
            wcsncpy((wchar_t *)raw, L"abcdefgh", 5);
            raw[39] = 0;
            n = strlen(raw);
            if (n < 2)
                a[n + 5] = 1;            // @wide
            return a[0];
        }""")
    assert r["wide"] == "error"


def test_byte_copy_of_whole_wide_characters(check):
    """memcpy of k * sizeof(wchar_t) bytes of a longer wide string: k non-NUL wide characters,
    so a buffer of k holds no terminator (it was a string of unknown length: a warning)."""
    r = check("""
        #include <string.h>
        #include <wchar.h>
        int main(void) {
            wchar_t a[10], b[10];
            memcpy(a, L"abcdefghijklmnop", 5 * sizeof(wchar_t));
            a[5] = L'\\0';
            memcpy(b, L"abcdefghijklmnop", 10 * sizeof(wchar_t));
            return (int)wcslen(a)            // @term
                + (int)wcslen(b);            // @unterm
        }""")
    assert r["term"] == "safe" and r["unterm"] == "error"


def test_a_pointer_to_one_of_several_strings_is_checked_against_each(check):
    """`cond ? "yes" : "no"`: strcpy and strlen read each literal's own length, not the longest
    length from the smallest block; an overflow for one of them is still reported."""
    r = check("""
        #include <string.h>
        int main(int argc, char **argv) {
            const char *p = argc > 1 ? "yes" : "no";
            char buf[4], small[3];
            (void)argv;
            strcpy(buf, p);              // @fits
            size_t n = strlen(p);        // @len
            if (argc > 2)
                strcpy(small, p);        // @over
            return (int)n;
        }""")
    assert r["fits"] == "safe" and r["len"] == "safe"
    assert r["over"] in ("warning", "error")
