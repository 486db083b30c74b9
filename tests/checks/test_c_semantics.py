"""Types and constants as C and gcc have them, where a mistake moved an access: each program
below faults at run time (checked with ASan/UBSan when written) and absint called the access safe
or the line unreachable (found by generated programs, the second round)."""
import textwrap

import pytest

from absint.checks import analyze
from absint.config import AnalysisOptions, FrontendOptions
from absint.frontend import load_program


@pytest.mark.parametrize("code", [
    # u'x' is a char16_t (2 bytes), U'x' a char32_t
    "int main(void) { char b[sizeof u'x']; b[2] = 0; return b[0]; }   // @bad",
    "int main(void) { char b[sizeof U'x' - 2]; b[2] = 0; return b[0]; }   // @bad",
    # an enum without negative values is unsigned int (gcc): d - 1 wraps
    """enum dir { NORTH, EAST };
    int main(void) { enum dir d = NORTH; int t[4];
                     if ((d - 1) / 2 > 0) t[4] = 1;    // @bad
                     return 0; }""",
    # a narrower unsigned bit-field is promoted to int: 0 - 1 < 0
    """struct h { unsigned len : 31; };
    int main(void) { struct h x = { 0 }; int t[4];
                     if (x.len - 1 < 0) t[4] = 1;       // @bad
                     return 0; }""",
    # a comma's array operand decays: sizeof is a pointer's
    """#include <string.h>
    int main(void) { char tag[4]; memset(tag, 0, sizeof(0, tag)); return tag[0]; }   // @bad""",
    # NULL on one side of ?: takes the other's type: + 4 moves 4 ints
    """#include <stddef.h>
    int main(void) { int arr[4] = {1, 2, 3, 4}; int c = 0;
                     int *q = (c ? NULL : arr) + 4;
                     return *q; }                      // @bad""",
    # ?: converts both operands (6.5.15p5): 1 ? -1 : 0u is 4294967295u
    """int main(void) { char buf[(1 ? -1 : 0u) > 0 ? 2 : 8]; buf[5] = 0; return buf[0]; }  // @bad""",
    """static const long bias = 1 ? -1 : 0u;
    int main(void) { int t[4]; t[bias / 1073741824 + 1] = 1; return 0; }   // @bad""",
    """#include <string.h>
    static const unsigned long width = sizeof(1 ? (char)1 : (short)2);
    int main(void) { char out[2]; memset(out, 'x', width); return out[0]; }   // @bad""",
    # a floating condition is its value, not its truncation to int
    """static const int samples = 0.5 ? 4 : 0;
    int main(void) { int t[4]; t[samples] = 1; return 0; }   // @bad""",
    """int main(void) { int t[4]; int k = 0; if (0.5) k = 4; t[k] = 1; return 0; }   // @bad""",
    # float constant expressions are computed in float: 0.29f * 100 is 29.0f, not 28.99...
    """static const int pct = (int)(0.29f * 100);
    int main(void) { char t[29]; t[pct] = 1; return 0; }   // @bad""",
    """static const int k = (int)(float)16777219 - 16777216;
    int main(void) { int t[4]; t[k] = 1; return 0; }   // @bad""",
    # 0.5 converts to a _Bool 1
    """static _Bool b = 0.5;
    static int t[2];
    int main(void) { t[b + 1] = 1; return 0; }   // @bad""",
])
def test_the_access_is_an_error(check, code):
    assert check(code)["bad"] == "error"


def _two_files(tmp_path, first, second):
    paths = []
    for name, text in (("a.c", first), ("b.c", second)):
        path = tmp_path / name
        path.write_text(textwrap.dedent(text))
        paths.append(str(path))
    report = analyze(load_program(paths, FrontendOptions()), AnalysisOptions())
    return {(a.file.split("/")[-1], a.line): a.verdict for a in report.accesses}


def test_a_weak_definition_gives_way_to_another_files(tmp_path):
    weak = """
        __attribute__((weak)) int pick(void) { return 1; }
        int main(void) {
            int t[4];
            t[pick()] = 1;
            return 0;
        }"""
    strong = "int pick(void) { return 4; }\n"
    assert _two_files(tmp_path, weak, strong)[("a.c", 5)] == "error"
    assert _two_files(tmp_path, strong, weak)[("b.c", 5)] == "error"


def test_the_definitions_size_wins_over_an_extern_declarations(tmp_path):
    definition = "char name[8];\n"
    use = """
        extern char name[32];
        int main(void) {
            char *p = name;
            p[20] = 'x';
            return 0;
        }"""
    assert _two_files(tmp_path, definition, use)[("b.c", 5)] == "error"
    # the declaring file first: its subscripts are checked against the definition's count
    subscript = use.replace("char *p = name;\n            p[20] = 'x';", "name[20] = 'x';")
    assert _two_files(tmp_path, subscript, definition)[("a.c", 4)] == "error"


def test_percent_n_stores_through_its_argument(check):
    r = check("""
        #include <stdio.h>
        int main(void) {
            char buf[8];
            int t[2], n = 0, k = 1;
            sprintf(buf, "ab%n", &n);
            t[n] = 1;                                   // @n
            printf("%d %s\\n", k, buf);
            t[k] = 1;                                   // @k
            return 0;
        }""")
    assert r["n"] != "safe"
    assert r["k"] == "safe"


def test_offsetof_with_a_variable_subscript_is_computed(check):
    # gcc accepts it (absint stopped with "not an integer constant expression")
    r = check("""
        #include <stddef.h>
        #include <stdlib.h>
        struct in { int a; char s[4]; };
        struct msg { int kind; struct in v[3]; };
        int main(void) {
            int i = 2;
            size_t o = offsetof(struct msg, v[i].s);   /* 4 + 2 * 8 + 4 = 24 */
            char *p = malloc(o + 4);
            if (!p) return 1;
            p[o + 3] = 1;                               // @last
            p[o + 4] = 1;                               // @past
            free(p);
            return 0;
        }""")
    assert r["last"] == "safe"
    assert r["past"] == "error"


def test_sizeof_file_is_glibcs(check):
    # glibc's struct _IO_FILE: 216 bytes on x86-64, 148 on i386 (absint refused sizeof(FILE))
    code = """
        #include <stdio.h>
        int main(void) {
            char t[256];
            t[sizeof(FILE) - 1] = 1;                    // @last
            t[sizeof(FILE) + 40] = 1;                   // @x64
            return 0;
        }"""
    r = check(code)
    assert (r["last"], r["x64"]) == ("safe", "error")
    r = check(code, machine="ilp32")
    assert (r["last"], r["x64"]) == ("safe", "safe")


SIGNED_BYTES = """
    static int tab[4];
    static int high(const unsigned char *bytes) {
        if (*bytes >= 0x80)
            return tab[*bytes - 0x80];              // @tab
        return 0;
    }
    int main(void) {
        char buffer[2];
        buffer[0] = (char)VALUE;
        buffer[1] = 0;
        return high((unsigned char *)buffer);
    }"""


def test_a_signed_char_read_through_an_unsigned_char_in_a_callee(check):
    """Soundness: buffer[0] holds -1 as the caller wrote it; high() reads 255. The call bound the
    two as equal, the case `*bytes >= 0x80` became empty in this context, and tab[127] was
    "safe" (pdjson's is_legal_utf8, called with a UTF-8 sequence in a char buffer)."""
    assert check(SIGNED_BYTES.replace("VALUE", "0xFF"))["tab"] == "error"
    assert check(SIGNED_BYTES.replace("VALUE", "0x41"))["tab"] == "unreachable"


def test_a_negative_field_read_with_its_own_type_stays_exact(check):
    """The binding stays an equality where the callee reads the bytes as the caller wrote them
    (a field set to -1, tested by the callee: negative on one of its paths, so read signed)."""
    r = check("""
        struct s { int fd; int max; };
        static int tab[4];
        static int pick(const struct s *p) {
            if (p->max < 0) return tab[3];
            return tab[p->max];                     // @max
        }
        int main(void) {
            struct s v = { 3, -1 };
            return pick(&v);
        }""")
    assert r["max"] == "unreachable"
