"""The library table (absint.ir.libspec.LIBRARY): its rows are well formed, every effect and result
kind has an interpreter (abstract and concrete), and the models added with it hold on small
programs."""
import re

from absint.checks import confirm
from absint.ir import libspec
from absint.memory import libc

LENGTH_TERM = re.compile(r"-?(\d+|arg\d(\*(wchar|arg\d|\d+|sizeof\(\w+\)))?|(str|wcs)len\(arg\d\)|"
                         r"sizeof\(\w+\)|format|unknown|"
                         r"string|wstring|(min|upto|input|through)\(.*\))")


def test_every_row_names_known_kinds():
    for name, row in libspec.LIBRARY.items():
        assert row.effect_kind in libc.EFFECTS, (name, row.effect)
        for alt in row.results:
            kind = alt.split("(", 1)[0]
            assert kind in ("any", "int", "value", "number", "exact", "at_most", "null", "into",
                            "string", "object", "effect") or re.fullmatch(r"arg\d", alt), (name, alt)
        for arg, role, access, length in row.access:
            assert role in ("destination", "source", "string", "buffer") and \
                access in ("read", "write"), (name, role, access)
            for term in libspec.split_terms(length):
                assert LENGTH_TERM.fullmatch(term), (name, length, term)
            for t in re.findall(r"sizeof\((\w+)\)", length):
                assert t in libspec.OBJECT_SIZES, (name, t)
        assert all(a in [x[0] for x in row.access] for a in row.nullable), name
        if row.format is not None:
            assert row.format[2] in ("print", "scan")


def test_the_concrete_twin_runs_the_memory_effects_of_the_table():
    kinds = {row.effect_kind for row in libspec.LIBRARY.values()}
    concrete = set(confirm._ROW_EFFECTS)
    # effects whose outcome depends on the input or the environment end a concrete run
    assert kinds - concrete <= {"none", "input", "read_string", "scan", "getline", "sized_string",
                                "store_alloc", "permute", "store_any", "havoc", "assume", "getopt"}
    assert {"copy", "fill", "string_copy", "string_ncopy", "string_append", "format", "dup",
            "alloc", "realloc", "free", "read_line", "end_pointer"} <= concrete


def test_front_end_columns_are_derived_from_the_table():
    assert libspec.ACCESSES["memcpy"] == libspec.LIBRARY["memcpy"].access
    assert libspec.FORMATS["snprintf"] == (2, 3, "print", False)
    assert "malloc" in libspec.ALLOCATORS and "exit" in libspec.NORETURN
    assert libc.has_model("__VERIFIER_nondet_int") and not libc.has_model("no_such_function")
    assert libc.written_args("scanf", 4) == [1, 2, 3]
    assert libc.written_args("strtol", 3) == [1]
    assert libc.written_args("memcpy", 3) == [0]
    assert libc.written_args("no_such_function", 2) == [0, 1]


def test_search_results_point_into_the_string_or_are_null(check):
    r = check("""
        #include <string.h>
        int main(void) {
            char s[16] = "key=value";
            char *eq = strchr(s, '=');
            if (eq) {
                s[eq - s] = 0;                  // @chr
                eq[1] = 'V';                    // @after
            }
            char *m = memchr(s, 'v', 9);
            if (m) s[m - s + 1] = 0;            // @mem
            char *none = memchr(s, 'v', 0);
            if (none) s[100] = 0;               // @never
            size_t n = strspn(s, "abcdefghijklmnopqrstuvwxyz");
            s[n] = 0;                           // @spn
            return 0;
        }""")
    assert r["chr"] == "safe" and r["after"] == "safe" and r["mem"] == "safe"
    assert r["never"] == "unreachable" and r["spn"] == "safe"


def test_a_strstr_match_ends_before_the_terminator(check):
    # C11 7.24.5.7: the match is the needle's characters, so it ends before the terminator:
    # ptr + strlen(needle) <= strlen(s); a needle longer than s is never found
    r = check("""
        #include <string.h>
        int main(int argc, char **argv) {
            char s[16] = "http://a.b";
            int n = 0;
            char *colon = strstr(s, ":");
            if (colon) n += colon[1];           // @one
            char *sl = strstr(s, "//");
            if (sl) n += sl[2];                 // @two
            if (sl) n += sl[argc + 10];         // @past
            char *big = strstr(s, "0123456789abcdefghij");
            if (big) n += big[0];               // @never
            return n;
        }""")
    assert r["one"] == "safe" and r["two"] == "safe"
    assert r["past"] in ("warning", "error") and r["never"] == "unreachable"


def test_getopt_keeps_optind_within_the_arguments_and_optarg_in_one(check):
    # POSIX getopt: optind in [1, argc] (argv has argc + 1 elements, the last NULL), optarg NULL
    # or a pointer into an argument's string (`-nfile`: argv[i] + 2); no argument is written
    r = check("""
        #include <stdlib.h>
        #include <unistd.h>
        #include <getopt.h>
        int main(int argc, char **argv) {
            int c, n = 0, idx = 0;
            char buf[4];
            static struct option longopts[] = { {"name", required_argument, 0, 'n'}, {0, 0, 0, 0} };
            while ((c = getopt(argc, argv, "n:v")) != -1) {
                if (c == 'n' && optarg) n = atoi(optarg);       // @atoi
                if (c == 'v' && optarg) buf[0] = optarg[0];     // @first
                if (c == 'v' && optarg) buf[0] = optarg[1];     // @second
            }
            while (getopt_long(argc, argv, "n:", longopts, &idx) != -1)
                n += idx;
            if (optind < argc) buf[1] = argv[optind][0];        // @operand
            if (optind < argc) buf[1] = argv[optind + 2][0];    // @beyond
            char **rest = argv + optind;
            if (argc - optind > 0) buf[2] = rest[0][0];         // @shifted
            return n + buf[optind];                             // @optind
        }""")
    assert r["atoi"] == "safe" and r["first"] == "safe" and r["operand"] == "safe"
    assert r["shifted"] == "safe"
    assert r["second"] == "warning"       # optarg may be "" (`-v ''`)
    assert r["beyond"] == "warning" and r["optind"] == "warning"


def test_strtol_end_pointer_stays_in_the_string(check):
    r = check("""
        #include <stdlib.h>
        int main(void) {
            char s[8] = "12ab";
            char *end;
            long v = strtol(s, &end, 10);
            s[end - s] = 'x';                   // @end
            end[4] = 0;                         // @past
            v += strtol(s, NULL, 10);
            return (int)v;
        }""")
    assert r["end"] == "safe" and r["past"] == "warning"


def test_qsort_checks_the_array_and_keeps_its_values(check):
    r = check("""
        #include <stdlib.h>
        static int cmp(const void *a, const void *b) { return *(const int *)a - *(const int *)b; }
        int main(void) {
            int v[4] = {3, 1, 2, 0}, h[4] = {0};
            qsort(v, 4, sizeof v[0], cmp);      // @ok
            h[v[2]] = 1;                        // @value
            qsort(v, 5, sizeof v[0], cmp);      // @over
            int key = 2;
            int *hit = bsearch(&key, v, 4, sizeof v[0], cmp);
            if (hit) hit[0] = 7;                // @hit
            return 0;
        }""")
    assert r["ok"] == "safe" and r["value"] == "safe" and r["over"] == "error"
    assert r["hit"] == "safe"


def test_time_writes_its_argument(check):
    r = check("""
        #include <time.h>
        int main(void) {
            int a[6] = {0};
            time_t t = 5;
            time(&t);
            a[t] = 1;                           // @t
            return 0;
        }""")
    assert r["t"] != "safe"


def test_getline_gives_a_buffer_longer_than_the_line(check):
    r = check("""
        #include <stdio.h>
        #include <stdlib.h>
        int main(void) {
            char *line = NULL;
            size_t cap = 0;
            ssize_t n;
            while ((n = getline(&line, &cap, stdin)) != -1) {
                if (n > 0) line[n - 1] = 0;     // @last
                line[n] = 0;                    // @nul
                line[cap - 1] = 0;              // @cap
                line[n + 1] = 0;                // @past
            }
            free(line);
            return 0;
        }""")
    assert r["last"] == "safe" and r["nul"] == "safe" and r["cap"] == "safe"
    assert r["past"] == "warning"


def test_realloc_failure_keeps_the_old_block(check):
    r = check("""
        #include <stdlib.h>
        int main(void) {
            char *p = malloc(4);
            if (!p) return 1;
            char *q = realloc(p, 8);
            if (!q) { p[3] = 0; return 1; }     // @old
            q[7] = 0;                           // @new
            q[8] = 0;                           // @newbad
            free(q);
            return 0;
        }""")
    assert r["old"] == "safe" and r["new"] == "safe" and r["newbad"] == "error"


def test_toupper_result_is_a_character_or_its_argument(check):
    r = check("""
        #include <ctype.h>
        #include <stdio.h>
        int main(void) {
            int t[256] = {0};
            int c = getchar();
            if (c != EOF) t[toupper(c)] = 1;    // @up
            if (c != EOF) t[isalpha(c)] = 1;    // @is
            return 0;
        }""")
    assert r["up"] == "safe" and r["is"] == "warning"


def test_an_unmodelled_call_is_a_note(tmp_path):
    import subprocess
    import sys
    src = tmp_path / "u.c"
    src.write_text("int mystery(char *);\nint main(void) { char b[4]; mystery(b); return b[0]; }\n")
    out = subprocess.run([sys.executable, "-m", "absint", "check", "-v", str(src)],
                         capture_output=True, text=True)
    assert "no body or model for 'mystery'" in out.stdout + out.stderr


def test_printed_numbers_count_their_flags_precision_and_unsigned_images(check):
    """%x of a negative int prints its image modulo 2^32, %+d a sign, %.5d five digits, %#x a
    0x: the formatted length is at least that (these were counted as the value's digits)."""
    r = check("""
        #include <stdio.h>
        int main(void) {
            char a[3], c[6];
            int neg = -1;
            sprintf(a, "%x", neg);     // @unsigned
            sprintf(c, "%.5d", 7);     // @prec
            sprintf(a, "%.5d", 7);     // @precbad
            sprintf(a, "%#x", 15);     // @alt
            sprintf(a, "%+d", 15);     // @sign
            return 0;
        }""")
    assert r["unsigned"] != "safe" and r["prec"] == "safe" and r["precbad"] == "error"
    assert r["alt"] != "safe" and r["sign"] != "safe"


def test_localtime_gives_one_struct_tm(check):
    r = check("""
        #include <time.h>
        int main(void) {
            time_t t = time(NULL);
            struct tm *tm = localtime(&t);
            if (!tm) return 1;
            int y = tm->tm_year;                // @field
            int z = tm[1].tm_year;              // @next
            return y + z;
        }""")
    assert r["field"] == "safe" and r["next"] == "error"


def test_ctype_arguments_are_eof_or_an_unsigned_char(check):
    """C11 7.4p1: a plain char above 0x7f is negative, undefined for isalpha & co; the argument
    is checked like an index of the table glibc looks it up in (EOF .. 255)."""
    r = check("""
        #include <ctype.h>
        #include <stdio.h>
        int main(void) {
            char k = -5;
            int n = isalpha(k);                 // @neg
            n += isalpha((unsigned char)k);     // @cast
            n += isdigit(EOF);                  // @eof
            int c = getchar();
            n += toupper(c);                    // @getchar
            char line[8];
            if (fgets(line, sizeof line, stdin))
                n += isspace(line[0]);          // @plain
            return n;
        }""")
    assert r["neg"] == "error" and r["cast"] == "safe" and r["eof"] == "safe"
    assert r["getchar"] == "safe" and r["plain"] == "warning"
    assert r.access("neg").message.startswith(
        "argument k of isalpha in [-5, -5] but it must be EOF or an unsigned char value")
    assert r.access("plain").message.endswith("fails for line[0] == -2")
    # the access's fields speak of the argument too, not of the table index it is checked as
    plain = r.access("plain")
    assert plain.witness == {"line[0]": -2} and plain.index == "[-128, 127]"
    assert r.access("neg").index == "[-5, -5]"


def test_string_conversions_take_their_width_from_the_conversion():
    """%s is a char string in printf and wprintf alike, %ls and %S a wchar_t string (C11
    7.21.6.1p7, 7.29.2.1p7); '*' widths and precisions take arguments."""
    from absint.ir.libspec import string_conversions
    assert string_conversions("%s|%ls|%S|%.4s|%d|%*.*s|%%s") == {
        0: (False, None), 1: (True, None), 2: (True, None), 3: (False, 4), 7: (False, None)}
