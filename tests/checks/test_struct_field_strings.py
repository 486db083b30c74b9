"""A string in a struct's char array field (Juliet's `type_overrun` good functions: `memcpy`
into `s.charFirst`, then `s.charFirst[15] = '\\0'`, then `printf("%s")` of it): a struct block
keeps no length ghost, so the read had no end; a cell of the block known to hold 0 at or after
the pointer now ends the string there."""

import pytest

from absint.config import AnalysisOptions

FIELD = """
        #include <string.h>
        #include <stdio.h>
        #include <wchar.h>
        typedef struct { %(t)s first[16]; void *second; void *third; } S;
        void f(void) {
            S s;
            s.second = 0;
            memcpy(s.first, %(src)s, sizeof(s.first));
            %(end)s
            %(print)s(%(fmt)s, s.first);                                    // @print
        }
"""

NARROW = dict(t="char", src='"0123456789abcdef0123456789abcde"', print="printf", fmt='"%s\\n"')
WIDE = dict(t="wchar_t", src='L"0123456789abcdef0123456789abcde"', print="wprintf",
            fmt='L"%ls\\n"')


@pytest.mark.parametrize("kind", [NARROW, WIDE], ids=["char", "wchar_t"])
def test_a_terminated_field_is_read_to_its_nul(check, kind):
    r = check(FIELD % dict(kind, end="s.first[15] = 0;"), AnalysisOptions(entries=("f",)))
    assert r["print"] == "safe"


@pytest.mark.parametrize("kind", [NARROW, WIDE], ids=["char", "wchar_t"])
def test_an_unterminated_field_still_warns(check, kind):
    r = check(FIELD % dict(kind, end="s.first[15] = 'x';"), AnalysisOptions(entries=("f",)))
    assert r["print"] in ("warning", "error")


def test_a_nul_before_the_pointer_does_not_end_its_string(check):
    r = check("""
        #include <string.h>
        #include <stdio.h>
        typedef struct { char first[16]; char rest[16]; } T;
        void f(void) {
            T t;
            memcpy(t.first, "0123456789abcdef", 16);
            memcpy(t.rest, "0123456789abcdef", 16);
            t.first[3] = 0;
            printf("%s\\n", t.first + 4);                                // @print
        }""", AnalysisOptions(entries=("f",)))
    assert r["print"] in ("warning", "error")


@pytest.mark.parametrize("end, verdict", [("0", "safe"), ("7", "warning")])
def test_a_wide_string_in_a_heap_struct_ends_at_its_nul(check, end, verdict):
    """malloc'd bytes keep a length ghost of their own unit (bytes), which says nothing of a
    wide string in them: the cell holding L'\\0' ends it (Juliet's CWE-122 type_overrun)."""
    r = check("""
        #include <string.h>
        #include <stdlib.h>
        #include <wchar.h>
        typedef struct { wchar_t first[16]; void *second; void *third; } S;
        void f(void) {
            S *s = malloc(sizeof(S));
            if (!s) return;
            memcpy(s->first, L"0123456789abcdef0123456789abcde", sizeof(s->first));
            s->first[15] = %s;
            wprintf(L"%%ls\\n", s->first);                              // @print
        }""" % end, AnalysisOptions(entries=("f",)))
    assert r["print"] == verdict
