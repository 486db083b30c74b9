"""When a call is analysed again in its caller's context rather than through the callee's
summary: an allocation wrapper whose block the caller sees, not a function that frees what it
allocated, nor a large function (its summary answers: re-analysing it at every call, nested
down its callers, cost minutes on kilo.c)."""
import textwrap

from absint.checks import analyze
from absint.config import AnalysisOptions, FrontendOptions
from absint.engine import calls
from absint.frontend import load_program

SOURCE = """
    #include <stdlib.h>
    #include <string.h>
    char *wrap(size_t n) { return malloc(n + 1); }
    int scratch(size_t n) { char *t = malloc(n * 3); if (!t) return 0; t[0] = 1; free(t); return 1; }
    char *big(size_t n) {
        char *p = malloc(n * 2 + 1);
        if (!p) return 0;
        int k = 0;
        for (size_t i = 0; i < n; i++) { if (i % 2) k++; else k--; if (k > 5) k = 0; }
        for (size_t i = 0; i < n; i++) { if (i % 3) k++; else k--; if (k > 5) k = 0; }
        for (size_t i = 0; i < n; i++) { if (i % 5) k++; else k--; if (k > 5) k = 0; }
        for (size_t i = 0; i < n; i++) { if (i % 7) k++; else k--; if (k > 5) k = 0; }
        p[0] = (char)k;
        return p;
    }
    int user(size_t n) {
        if (n < 1 || n > 64) return 0;
        char *a = wrap(n);
        int s = scratch(n);
        char *b = big(n);
        if (a) a[n] = 0;
        if (b) b[0] = 0;
        return s;
    }
"""


def test_which_calls_are_analysed_in_context(tmp_path, monkeypatch):
    p = tmp_path / "t.c"
    p.write_text(textwrap.dedent(SOURCE))
    program = load_program([str(p)], FrontendOptions())
    assert len(program.functions["big"].cfg.nodes) > calls.WRAPPER_NODES
    seen = []
    original = calls.Calls.call_function

    def spy(self, frame, st, fn, state, record):
        seen.append(fn.name)
        return original(self, frame, st, fn, state, record)
    monkeypatch.setattr(calls.Calls, "call_function", spy)
    analyze(program, AnalysisOptions())
    assert "wrap" in seen and "scratch" not in seen and "big" not in seen


def test_a_callee_length_of_alternatives_lands_in_a_view_at_a_varying_origin(tmp_path):
    """strncmp(s, lit, n) reads the least of n and strlen(s) + 1: a length of two alternatives.
    Called with `buf + k` (k varying), the callee's range is rebased onto the caller's block;
    each alternative is rewritten alike (it was an internal error on the tuple)."""
    callee = """
        #include <string.h>
        static int starts(const char *s, size_t n) { return strncmp(s, "ab", n) == 0; }
        """
    terminated = """
        int f(int k, size_t n) {
            char line[32];
            strcpy(line, "xxabyy");
            if (k < 0 || k > 4) return 0;
            return starts(line + k, n);
        }
        """
    unterminated = """
        int g(int k, size_t n) {
            char raw[4];
            memcpy(raw, "abcd", 4);
            if (k < 0 || k > 2) return 0;
            return starts(raw + k, n);
        }
        """
    verdicts, contracts = {}, {}
    for name, caller in (("f", terminated), ("g", unterminated)):
        p = tmp_path / f"{name}.c"
        p.write_text(textwrap.dedent(callee + caller))
        result = analyze(load_program([str(p)], FrontendOptions()), AnalysisOptions())
        assert result.stats.internal_errors == 0
        verdicts[name] = {a.verdict for a in result.accesses if a.array == "s"}
        contracts[name] = [d.message for d in result.diagnostics if "contract of" in d.message]
    # the string ends inside line; raw has no terminator: strncmp may read past it, unless n
    # stops it there (raw + 2 has 2 bytes left: g's contract on its n)
    assert verdicts == {"f": {"safe"}, "g": {"safe"}}
    assert contracts == {"f": [], "g": ["contract of 'g': requires `n` <= 2"]}
