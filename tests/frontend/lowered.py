"""Helpers of the front-end tests that lower a small program and look at its IR."""
from absint.config import FrontendOptions
from absint.frontend import load_program
from absint.ir.verify import verify_program


def lower(tmp_path, text, name="t.c", **options):
    """The verified IR program of `text`, written to tmp_path/name."""
    p = tmp_path / name
    p.write_text(text)
    program = load_program([str(p)], FrontendOptions(**options))
    assert verify_program(program) == []
    return program


def stmts(function):
    for nid in sorted(function.cfg.nodes):
        yield from function.cfg.nodes[nid].stmts


def sites(program, fname="f"):
    return [site for s in stmts(program.functions[fname]) for site in getattr(s, "sites", ())]
