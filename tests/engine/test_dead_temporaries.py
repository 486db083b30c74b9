"""The lowering's temporaries die where they are last used; the engine drops them from the state
32 at a time within a node, and once a state holds more than PILED_TEMPORARIES of them, at the
end of every node however few die there. Kept, they piled up in a state machine's loop (a
`switch` of many short cases: http-parser's `http_parser_execute` carried 2,142 of them, every
operation of its Pentagon then on a matrix of 2,362 variables)."""
from absint.checks import analyze
from absint.config import AnalysisOptions, FrontendOptions
from absint.frontend import load_program

CASES = 48


def _machine() -> str:
    cases = "\n".join(f"            case {k}: s = s * {k + 3} + (p[i] >> {k % 5}) - {k}; break;"
                      for k in range(CASES))
    return f"""
    int machine(const int *p, int n) {{
        int s = 0;
        for (int i = 0; i < n; i++) {{
            switch (p[i] & 63) {{
{cases}
            default: s = 0;
            }}
        }}
        return s;
    }}
    int main(void) {{
        int buf[8] = {{1, 2, 3, 4, 5, 6, 7, 8}};
        return machine(buf, 8);
    }}
    """


def test_dead_temporaries_do_not_pile_up_across_nodes(tmp_path, monkeypatch):
    from absint.engine.interp import PILED_TEMPORARIES, Analyzer
    path = tmp_path / "machine.c"
    path.write_text(_machine())
    program = load_program([str(path)], FrontendOptions())
    temporaries = [v.name for v in program.functions["machine"].locals if v.name.startswith("%")]
    assert len(temporaries) > 3 * PILED_TEMPORARIES     # several per case, each case its nodes
    largest = []
    original = Analyzer.node

    def spy(self, frame, v, state, record):
        out = original(self, frame, v, state, record)
        if not out.is_bottom():
            largest.append(sum(1 for n in out.num.vars if n.startswith("%")))
        return out
    monkeypatch.setattr(Analyzer, "node", spy)
    report = analyze(program, AnalysisOptions())
    assert report.accesses and all(a.verdict == "safe" for a in report.accesses)
    # what leaves a node: a bounded pile, not the cases' sum (before 2026-11-26: 341; the join
    # of the cases still holds theirs, for one node)
    assert max(largest) <= PILED_TEMPORARIES + 16
