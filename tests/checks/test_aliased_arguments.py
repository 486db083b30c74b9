"""Aliased arguments (`add(x, x, y)`: the block written through one parameter is read through
another) send a call into context, where the summary, which took its inputs as distinct blocks,
would be wrong. Past a budget of work (AnalysisOptions.context_work: in-place big-number code
nests such calls, a cost that multiplies with the depth), a summary whose accesses do not depend
on that memory's contents is applied instead, and what the callee wrote is forgotten: never the
summary's values computed from contents it took as distinct."""
from absint.config import AnalysisOptions

EAGER = AnalysisOptions(context_work=-1)     # every aliased call past the budget at once

COPY_SHIFTED = """
    static void shift(int *dst, const int *src) {
        dst[0] = 3;
        dst[1] = src[0] + 10;       /* src == dst: 13, where the summary says 10 */
    }
    int main(void) {
        int a[2] = {0, 0};
        int table[12] = {0};
        shift(a, a);
        table[a[0] + 9] = 1;        // @first
        return table[a[1]];         // @use
    }"""


def test_aliased_call_in_context_finds_the_overflow(check):
    assert check(COPY_SHIFTED)["use"] == "error"


def _decisions(check, code, options, monkeypatch):
    """(callee, in context?, blocks forgotten) of each aliased call the analysis met."""
    from absint.engine.calls import Calls
    seen = []
    original = Calls.needs_context

    def spy(self, frame, st, fn, summary, state, record=False):
        out = original(self, frame, st, fn, summary, state, record)
        if self.aliased_blocks(frame, st, fn, summary, state):
            seen.append((fn.name, out, self.alias_forget))
        return out
    monkeypatch.setattr(Calls, "needs_context", spy)
    return check(code, options), seen


def test_past_the_budget_the_summary_is_applied_and_the_writes_forgotten(check, monkeypatch):
    r, seen = _decisions(check, COPY_SHIFTED, EAGER, monkeypatch)
    assert seen and all(d == ("shift", False, {"main.a"}) for d in seen)
    assert r["use"] in ("warning", "error")      # a[1] is any int: never safe
    assert r["first"] == "warning"   # a[0]: 3 in context (an error); forgotten, any int
    _, seen = _decisions(check, COPY_SHIFTED, AnalysisOptions(), monkeypatch)
    assert ("shift", True, None) in seen          # within the budget: in context


def test_past_the_budget_an_access_that_reads_the_aliased_memory_goes_into_context(
        check, monkeypatch):
    r, seen = _decisions(check, """
        static int table[12];
        static void poke(int *dst, const int *src) {
            dst[0] = 11;
            table[src[0] + 1] = 1;  // @poke
        }
        int main(void) {
            int a[1] = {0};
            poke(a, a);             /* src[0] is 11 by then: table[12] */
            return 0;
        }""", EAGER, monkeypatch)
    assert r["poke"] == "error"
    assert seen and all(out is True for _, out, _ in seen)


def test_past_the_budget_the_accesses_of_an_in_place_add_stay_proven(check):
    r = check("""
        static unsigned add(unsigned *r, const unsigned *x, const unsigned *y, int n) {
            unsigned carry = 0;
            for (int i = 0; i < n; i++) {
                unsigned s = x[i] + y[i] + carry;   // @read
                carry = s < x[i];
                r[i] = s;                           // @write
            }
            return carry;
        }
        int main(void) {
            unsigned a[8] = {1}, b[8] = {2};
            add(a, a, b, 8);
            return (int)a[0];
        }""", EAGER)
    assert r["read"] == "safe" and r["write"] == "safe"
