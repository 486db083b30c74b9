"""The IR verifier reports broken programs (it must be able to fail) and accepts lowered ones."""
from dataclasses import replace

from absint.config import FrontendOptions
from absint.frontend import load_program
from absint.ir.builder import CFGBuilder
from absint.ir.nodes import (Assign, BinOp, CheckSite, Const, Coord, Function, IntT, Load, PtrT,
                             Program, Return, Var)
from absint.ir.verify import verify_program

I32 = IntT(32, True)
C = Coord("x.c", 1, 1)


def program_with(stmts, params=(), locals_=(), ret=I32):
    b = CFGBuilder()
    for s in stmts:
        b.emit(s)
    b.emit(Return(Const(0, I32), C) if ret is not None else Return(None, C))
    b.jump(b.exit)
    f = Function("f", tuple(params), ret, tuple(locals_), (), b.finish(), C)
    return Program(functions={"f": f}, globals=(), blocks=())


def test_well_formed_program_passes():
    x = Var("x", I32)
    assert verify_program(program_with([Assign(x, Const(1, I32), C)], locals_=[x])) == []


def test_undeclared_variable():
    x = Var("x", I32)
    problems = verify_program(program_with([Assign(x, Const(1, I32), C)]))
    assert any("undeclared variable x" in p for p in problems)


def test_type_mismatch_needs_a_cast():
    x, y = Var("x", I32), Var("y", IntT(64, True))
    problems = verify_program(program_with([Assign(x, y, C)], locals_=[x, y]))
    assert any("without a Cast" in p for p in problems)
    problems = verify_program(program_with([Assign(x, BinOp("+", x, y), C)], locals_=[x, y]))
    assert any("different types" in p for p in problems)


def test_constant_out_of_range():
    x = Var("x", IntT(8, False))
    problems = verify_program(program_with([Assign(x, Const(300, IntT(8, False)), C)], locals_=[x]))
    assert any("out of range" in p for p in problems)


def test_duplicate_site_ids_and_wrong_access():
    p, v = Var("p", PtrT(4)), Var("v", I32)
    site = CheckSite(7, C, "f", "write", "pointer", "p", pointer=p, length=Const(4, IntT(64, False)))
    stmts = [Load(v, p, 4, C, (site,)), Load(v, p, 4, C, (replace(site, access="read"),))]
    problems = verify_program(program_with(stmts, params=[p], locals_=[v]))
    assert any("site id 7 used twice" in q for q in problems)
    assert any("write site on a read" in q for q in problems)


def test_return_must_match_function_type():
    problems = verify_program(program_with([], ret=None))
    assert problems == []
    b = CFGBuilder()
    b.emit(Return(None, C))
    b.jump(b.exit)
    f = Function("f", (), I32, (), (), b.finish(), C)
    problems = verify_program(Program(functions={"f": f}, globals=(), blocks=()))
    assert any("return value does not match" in q for q in problems)


def test_branch_successors_need_guards():
    b = CFGBuilder()
    t, e = b.new_node(), b.new_node()
    b.edge(b.current, t)
    b.edge(b.current, e)
    b.current = None
    for n in (t, e):
        b.start(n)
        b.emit(Return(Const(0, I32), C))
        b.jump(b.exit)
    f = Function("f", (), I32, (), (), b.finish(), C)
    problems = verify_program(Program(functions={"f": f}, globals=(), blocks=()))
    assert any("does not start with an Assume" in q for q in problems)


def test_lowered_program_passes(tmp_path):
    p = tmp_path / "ok.c"
    p.write_text("int a[3];\nint f(int i, int *q) { if (i >= 0 && i < 3) a[i] = *q; return a[0]; }\n")
    assert verify_program(load_program([str(p)], FrontendOptions())) == []
