"""Shared helpers: compile a C snippet to IR, find its CheckSites by a `// @mark` comment."""
from __future__ import annotations

import re
import textwrap
from pathlib import Path

from absint.config import FrontendOptions
from absint.frontend import load_program

INCLUDE = Path(__file__).resolve().parents[2] / "samples" / "include"


def compile_c(tmp_path, source: str):
    source = textwrap.dedent(source)
    path = tmp_path / "snippet.c"
    path.write_text(source)
    program = load_program([str(path)], FrontendOptions(include_dirs=(str(INCLUDE),)))
    marks = {}
    for number, text in enumerate(source.splitlines(), start=1):
        m = re.search(r"//\s*@(\w+)", text)
        if m:
            marks[m.group(1)] = number
    return program, marks


def sites_on(program, line: int, function: str = "main") -> list:
    fn = program.functions[function]
    out = []
    for nid in sorted(fn.cfg.nodes):
        for st in fn.cfg.nodes[nid].stmts:
            for s in getattr(st, "sites", ()) or ():
                if s.coord.line == line:
                    out.append(s)
    assert out, f"no CheckSite on line {line}"
    return out
