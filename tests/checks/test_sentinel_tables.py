"""Tables ended by a sentinel: a load of an entry at an index leaves a split on the value read,
so that `tab[i].name != NULL` (or `keys[i] != 0`) tells the index apart: the places whose entry
may be 0 in one case, the others in the other. Found in the fifteenth session's sweep
(termbox2's terminal table): every access of such a loop was a warning, "index i in [0,
2147483647]"."""
import pytest


def test_a_loop_over_a_table_ended_by_null(check):
    r = check("""
        #include <string.h>
        #include <stdlib.h>
        static const struct { const char *name; const char *alias; } terms[] = {
            {"xterm", "rxvt"}, {"linux", ""}, {"screen", "tmux"}, {0, 0},
        };
        int main(void) {
            const char *t = getenv("TERM");
            if (!t) return 1;
            for (int i = 0; terms[i].name != NULL; i++)            // @guard
                if (strcmp(t, terms[i].name) == 0)                  // @name
                    return *terms[i].alias;                         // @alias
            return -1;
        }""")
    assert r["guard"] == r["name"] == r["alias"] == "safe"


def test_a_loop_over_numbers_ended_by_zero(check):
    r = check("""
        static const int keys[] = {3, 5, 7, 0};
        int main(void) {
            int out[3], n = 0;
            for (int i = 0; keys[i]; i++) {                          // @guard
                out[i] = keys[i];                                    // @out
                n += keys[i + 1];                                    // @next
            }
            return out[0] + n;
        }""")
    assert r["guard"] == r["out"] == r["next"] == "safe"


@pytest.mark.parametrize("table, bad", [
    # no sentinel: the loop reads past the end
    ('{"a", "b"}, {"c", "d"}', "guard"),
    # a sentinel, but the body writes one entry further than the table's copy holds
    ('{"a", "b"}, {"c", "d"}, {"e", "f"}, {0, 0}', "copy"),
])
def test_what_the_sentinel_does_not_bound_stays_unsafe(check, table, bad):
    r = check(f"""
        #include <stddef.h>
        static const struct {{ const char *name; const char *alias; }} terms[] = {{ {table} }};
        int main(void) {{
            const char *copy[2];
            int i;
            for (i = 0; terms[i].name != NULL; i++)                  // @guard
                copy[i] = terms[i].alias;                            // @copy
            return i;
        }}""")
    assert r[bad] != "safe"


def test_an_entry_cleared_at_run_time_is_the_sentinel(check):
    r = check("""
        #include <stddef.h>
        static const char *words[] = {"a", "b", "c", NULL};
        int main(int argc, char **argv) {
            const char *seen[2];
            words[2] = NULL;
            int i;
            for (i = 0; words[i] != NULL; i++)
                seen[i] = words[i];                                  // @seen
            if (argc > 1)
                words[1] = argv[1];
            return i;
        }""")
    assert r["seen"] == "safe"
