"""What keeps the front end's cost linear in the program: typing an operand takes back only what
it made (not a copy of all blocks), the collector is paused while lowering and restored after,
and whole-CFG walks use one adjacency table."""
import gc

import pytest

from absint.config import FrontendOptions
from absint.frontend import FrontendError, load_program
from absint.ir.printer import format_function
from absint.ir.verify import verify_program
from tests.frontend.lowered import lower


def test_typing_an_operand_takes_back_the_blocks_it_made(tmp_path):
    prog = lower(tmp_path, """
        int n = sizeof("typed only");
        int f(int x) {
            const char *kept = "kept";
            int k = sizeof("sizeof only") + sizeof(x ? "ternary a" : "ternary b");
            return kept[0] + (x ? "branch a" : "branch b")[0] + k
                   + sizeof(({ static char inner[4] = "in"; inner; }));
        }
        """)
    texts = {b.init for b in prog.blocks if b.kind == "string"}
    assert {b"kept\0", b"branch a\0", b"branch b\0"} <= texts
    assert not texts & {b"typed only\0", b"sizeof only\0", b"ternary a\0", b"ternary b\0"}
    # a static object declared inside a sizeof operand is not made either
    assert not [b for b in prog.blocks if b.display == "inner"]


def test_the_collector_is_paused_while_lowering_and_restored(tmp_path, monkeypatch):
    seen = []
    import absint.frontend.pipeline as pipeline
    real = pipeline._lower

    def spy(parsed, options):
        seen.append(gc.isenabled())
        return real(parsed, options)

    monkeypatch.setattr(pipeline, "_lower", spy)
    good = tmp_path / "ok.c"
    good.write_text("int f(void) { return 1; }\n")
    bad = tmp_path / "bad.c"
    bad.write_text("int f(void) { return ; ; ) }\n")
    assert gc.isenabled()
    load_program([str(good)], FrontendOptions())
    assert seen == [False] and gc.isenabled()
    with pytest.raises(FrontendError):
        load_program([str(bad)], FrontendOptions())
    assert gc.isenabled()
    gc.disable()       # a caller that disabled it keeps it disabled
    try:
        load_program([str(good)], FrontendOptions())
        assert not gc.isenabled()
    finally:
        gc.enable()


def test_adjacency_is_successors_and_predecessors(tmp_path):
    prog = lower(tmp_path, """
        int f(int x) {
            int r = 0;
            while (x > 0) { if (x & 1) r++; else if (x & 2) break; x--; }
            switch (r) { case 1: r = 3; case 2: r++; break; default: r = 0; }
            return r;
        }
        """)
    cfg = prog.functions["f"].cfg
    succ, pred = cfg.adjacency()
    assert set(succ) == set(pred) == set(cfg.nodes)
    for n in cfg.nodes:
        assert succ[n] == cfg.successors(n)
        assert pred[n] == cfg.predecessors(n)


def test_a_function_of_thousands_of_branches_is_checked_and_printed(tmp_path):
    body = "\n".join(f"    if (x == {i}) r += {i};" for i in range(3000))
    p = tmp_path / "big.c"
    p.write_text(f"int f(int x) {{\n    int r = 0;\n{body}\n    return r;\n}}\n")
    prog = load_program([str(p)], FrontendOptions())
    # (quadratic, these took minutes; linear, well under the default test timeout)
    assert verify_program(prog) == []
    text = format_function(prog.functions["f"])
    assert text.count("assume x == ") == 3000
