"""Strings split in place (absint.memory.state.nul_var): a NUL written before a string's
terminator keeps the old terminator as nul(b), so the string after the split is bounded by it;
whatever may clear that NUL (a store of another value there, a library call or a callee writing
the block) forgets it. And a pointer dereferenced is not NULL after the access."""


def test_the_string_after_a_split_ends_at_the_old_terminator(check):
    r = check("""
        #include <stdio.h>
        #include <string.h>
        int main(void) {
            char line[32];
            if (!fgets(line, sizeof line, stdin)) return 1;
            char *eq = strchr(line, ':');
            if (!eq) return 0;
            *eq = 0;
            char *v = eq + 1;
            while (*v == ' ') v++;              // @walk
            size_t n = strlen(v);               // @len
            printf("%s %s", line, v);           // @print
            return (int)n;
        }""")
    assert r["walk"] == "safe" and r["len"] == "safe" and r["print"] == "safe"


def test_strchr_of_a_nonzero_character_stops_before_the_terminator(check):
    r = check("""
        #include <string.h>
        int main(int argc, char **argv) {
            char s[8] = "abc";
            char *p = strchr(s, argv[0][0] ? 'c' : 'b');
            if (p) return p[1];                 // @next
            char *z = strchr(s, 0);
            if (z) return z[5];                 // @past
            return 0;
        }""")
    assert r["next"] == "safe" and r["past"] in ("warning", "error")


def test_what_may_clear_the_old_terminator_forgets_it(check):
    r = check("""
        #include <stdio.h>
        #include <string.h>
        static void fill(char *d, int n) { for (int i = 0; i < n; i++) d[i] = 'x'; }
        int main(void) {
            char a[16], b[16], c[16], d[16];
            if (!fgets(a, 16, stdin) || !fgets(b, 16, stdin) || !fgets(c, 16, stdin)
                || !fgets(d, 16, stdin)) return 1;
            size_t la = strlen(a), lb = strlen(b), lc = strlen(c), ld = strlen(d);
            if (la < 2 || lb < 2 || lc < 2 || ld < 2) return 0;
            a[0] = 0; b[0] = 0; c[0] = 0; d[0] = 0;
            a[la] = 'x';                        // the old terminator overwritten
            memset(b + 1, 'y', 15);             // a library call writes the block
            fill(c + 1, 15);                    // so does a callee
            size_t n = strlen(a + 1);           // @store
            n += strlen(b + 1);                 // @lib
            n += strlen(c + 1);                 // @callee
            n += strlen(d + 1);                 // @kept
            return (int)n;
        }""")
    assert {r["store"], r["lib"], r["callee"]} <= {"warning", "error"}
    assert r["kept"] == "safe"


def test_a_dereferenced_pointer_is_not_null(check):
    r = check("""
        #include <stdio.h>
        #include <string.h>
        static char *skip(char *s) { while (*s == ' ') s++; return s; }
        int main(void) {
            char line[32];
            if (!fgets(line, sizeof line, stdin)) return 1;
            char *start = skip(line);
            char *end = line + strlen(line);
            if (end > start) return end[-1];    // @back
            return 0;
        }""")
    assert r["back"] == "safe"


def test_walkers_called_at_a_varying_offset_keep_the_string_bound(check):
    # the view's room and length are bound as intervals when the origin varies; the range is
    # counted from the block's start instead, with its order to the terminator kept
    r = check("""
        #include <stdio.h>
        #include <stdlib.h>
        static char *skip(const char *s) {
            while (*s == ' ')                   // @skip
                s++;
            return (char *)s;
        }
        static int last(const char *s) {
            int n = 0;
            while (s[n])                        // @last
                n++;
            return n;
        }
        int main(void) {
            char line[64];
            if (!fgets(line, sizeof line, stdin)) return 1;
            char *p = line + (rand() % 2);
            if (!*line) return 0;
            char *q = skip(p);
            int n = last(q);
            return q[0] + n;                    // @first
        }""")
    assert r["skip"] == "safe" and r["last"] == "safe" and r["first"] == "safe"


def test_a_callee_rewriting_characters_before_the_terminator_keeps_the_string(check):
    # rot13 rewrites s[i] for i < strlen(s) with values the analysis cannot prove non-zero: the
    # string may end earlier, never later, so a second call and a strlen after it stay in bounds
    # (nul(b) holds the old terminator in the callee's summary too, and a path that has no
    # nul(b) at a join has it at len(b))
    r = check("""
        #include <string.h>
        static void shift(char str[]) {
            int idx, len;
            for (idx = 0, len = strlen(str); idx < len; idx++) {    // @len
                if (str[idx] < 'a') continue;                       // @read
                str[idx] = str[idx] - 32;
            }
        }
        int main(void) {
            char buf[64];
            strcpy(buf, "hello");
            shift(buf);
            shift(buf);
            return (int)strlen(buf);                                // @after
        }""")
    assert r["len"] == "safe" and r["read"] == "safe" and r["after"] == "safe"


def test_a_callee_overwriting_the_terminator_loses_the_string(check):
    r = check("""
        #include <string.h>
        static void shift(char str[]) {
            int idx, len;
            for (idx = 0, len = strlen(str); idx <= len; idx++)     // one too far
                str[idx] = str[idx] < 'a' ? 'x' : str[idx] - 32;
        }
        int main(void) {
            char buf[8];
            memset(buf, 'a', 8);
            buf[5] = 0;
            shift(buf);
            return (int)strlen(buf);                                // @after
        }""")
    assert r["after"] in ("warning", "error")
