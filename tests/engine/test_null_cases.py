"""The engine splits a pointer on NULL in one place (ValueTransfer.null_case), for a branch
(assume_null) and for a function's exit (Analyzer.split_exit) alike, and drops no case it cannot
exclude: a pointer with no targets recorded keeps both."""
import textwrap

from absint.config import AnalysisOptions, FrontendOptions
from absint.engine.frames import Frame
from absint.engine.interp import Analyzer
from absint.frontend import load_program
from absint.ir import nodes as ir
from absint.memory.blocks import Ptr
from absint.memory.state import NULL


def _setup(tmp_path):
    p = tmp_path / "t.c"
    p.write_text(textwrap.dedent("""
        char buf[4];
        int f(char *q) { return q != 0; }
        """))
    prog = load_program([str(p)], FrontendOptions())
    an = Analyzer(prog, AnalysisOptions())
    fn = prog.functions["f"]
    frame = Frame(fn, 0, ("f",))
    state = an.entry_arguments(an.initial_state(), frame)
    var = ir.Var("q", ir.PtrT(1, an.ptr_bits))
    return an, frame, state, var


def _cases(an, frame, state, var):
    return (an.assume_null(frame, state, var, True), an.assume_null(frame, state, var, False),
            an.null_case(state, frame.q("q"), True), an.null_case(state, frame.q("q"), False))


def test_a_pointer_without_targets_keeps_both_cases(tmp_path):
    an, frame, state, var = _setup(tmp_path)
    state = state.set_pts(frame.q("q"), Ptr(frozenset(), 1))
    assert not any(s.is_bottom() for s in _cases(an, frame, state, var))


def test_null_and_a_block_split_alike(tmp_path):
    an, frame, state, var = _setup(tmp_path)
    state = state.set_pts(frame.q("q"), Ptr(frozenset({NULL, "buf"}), 1))
    is_null, not_null, null_case, other_case = _cases(an, frame, state, var)
    assert is_null.pts[frame.q("q")].targets == null_case.pts[frame.q("q")].targets == {NULL}
    assert not_null.pts[frame.q("q")].targets == other_case.pts[frame.q("q")].targets == {"buf"}
    only_block = state.set_pts(frame.q("q"), Ptr(frozenset({"buf"}), 1))
    is_null, _, null_case, _ = _cases(an, frame, only_block, var)
    assert is_null.is_bottom() and null_case.is_bottom()
