"""An obligation instantiated at a call site is judged in the caller's state projected on what the
query reads (Binding.query_vars): the facts between the kept variables that went through the
dropped ones stay (the projection is of the closed state), so nothing the whole state proved is
lost, and a failing context still fails."""
from __future__ import annotations

from absint.checks import analyze
from absint.config import AnalysisOptions
from absint.engine import summaries
from absint.frontend import load_program

PROGRAM = """\
#include <stdlib.h>
static void set_ok(char *p, int i) { p[i] = 1; }
static void set_bad(char *p, int i) { p[i] = 2; }
void fill(int n, int i)
{
    int pad1 = n * 3, pad2 = i + 7, pad3 = n - i;
    char *b;
    int k;
    if (n < 2 || n > 1000 || i < 0)
        return;
    b = malloc(n);
    if (!b)
        return;
    k = n - 1;
    if (i < k)
        set_ok(b, i);       /* i < k < n == size(b): through k, which the query does not read */
    if (i <= k + 1)
        set_bad(b, i);      /* i may be n */
    free(b);
    (void)pad1; (void)pad2; (void)pad3;
}
"""


def test_a_projected_caller_state_keeps_relations_through_dropped_variables(tmp_path, monkeypatch):
    path = tmp_path / "fill.c"
    path.write_text(PROGRAM)
    dropped = []
    original = summaries.Binding.query_vars

    def spy(self, tied):
        keep = original(self, tied)
        dropped.append([v for v in self.state.num.vars if v not in keep])
        return keep
    monkeypatch.setattr(summaries.Binding, "query_vars", spy)
    report = analyze(load_program([str(path)]), AnalysisOptions())
    assert dropped and all("k" in names for names in dropped)    # the projection did drop k
    verdicts = {a.line: a.verdict for a in report.accesses}
    assert verdicts == {2: "safe", 3: "warning"}, verdicts
