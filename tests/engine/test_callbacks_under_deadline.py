"""The callbacks a root makes through pointers its callers would give are made under the run's
time budget too: made again level after level (cmark's renderers, a callback whose type matches
the function that calls it), they ran past --run-time-budget with no report at all (killed at
90 s with a budget of 75 s); now they stop there and their accesses are incomplete."""
from absint.checks import analyze
from absint.config import AnalysisOptions, FrontendOptions
from absint.engine import modular
from absint.frontend import load_program

CODE = """\
struct R { char buf[16]; void (*out)(struct R *, const char *); };
extern void render(int (*render_node)(struct R *, void *));
static int render_node(struct R *r, void *n) {
  r->buf[0] = 0;
  r->out(r, "a");
  r->out(r, "b");
  return 1;
}
void go(void) { render(render_node); }
"""


def test_root_callbacks_run_with_the_deadline(tmp_path, monkeypatch):
    seen = []
    original = modular.ModularAnalysis.call_root_callbacks

    def spy(self, roots):
        do_call = self.an.do_call

        def watched(*args, **kw):
            seen.append(self.an.deadline)
            return do_call(*args, **kw)
        monkeypatch.setattr(self.an, "do_call", watched)
        try:
            return original(self, roots)
        finally:
            monkeypatch.setattr(self.an, "do_call", do_call)
    monkeypatch.setattr(modular.ModularAnalysis, "call_root_callbacks", spy)
    path = tmp_path / "r.c"
    path.write_text(CODE)
    program = load_program([str(path)], FrontendOptions())
    report = analyze(program, AnalysisOptions(run_time_budget=600))
    assert seen and all(d is not None for d in seen)
    assert {a.line for a in report.accesses} >= {4, 5, 6}
