"""Differential check against concrete runs: random two-level affine loop nests over a VLA of ints,
accessed directly (index sites) or through an int/char/short pointer into it (pointer sites, byte
facts converted with units), judged by the Pentagon + polyhedral provers, then executed for every n
in the input range (in Python). A safe verdict must never meet a failing access, an error verdict
never a passing one."""
from __future__ import annotations

import random

import pytest

from absint.checks.polyhedral import PolyhedralProver
from absint.checks.verdicts import Judge, combine
from absint.config import AnalysisOptions
from absint.engine.interp import Analyzer

from .helpers import compile_c, sites_on

N_LO, N_HI = 1, 12


def _text(terms):
    parts = [(str(k) if v == "" else (v if k == 1 else f"{k} * {v}")) for k, v in terms if k]
    return (" + ".join(parts) or "0").replace("+ -", "- ")


def _value(terms, env):
    return sum(k * (1 if v == "" else env[v]) for k, v in terms)


def _nest(rnd, kind):
    while True:
        ext = [(rnd.choice([1, 2]), "n"), (rnd.choice([0, 0, 1, -1, 2]), "")]
        if _value(ext, {"n": N_LO}) > 0:
            break
    i_lo = [(rnd.choice([0, 1]), "")]
    i_hi = [(1, "n"), (rnd.choice([0, -1, 1]), "")]
    j_lo = rnd.choice([[(0, "")], [(1, "i")], [(1, "")]])
    j_hi = rnd.choice([[(1, "i")], [(1, "i"), (1, "")], [(1, "n")], [(1, "n"), (-1, "i")]])
    idx = [(rnd.choice([0, 1, 1, 2, -1]), "i"), (rnd.choice([0, 1, 1, -1]), "j"),
           (rnd.choice([0, 0, 1, -1]), "n"), (rnd.choice([0, 0, 1, -1, -2, 2]), "")]
    k = rnd.choice([0, 1, 2])
    # (declaration of the accessing pointer or None, element bytes, byte offset of element 0)
    view = [(None, 4, 0), (f"int *p = a + {k};", 4, 4 * k),
            (f"char *p = (char *)a + {k};", 1, k),
            (f"short *p = (short *)(a + {k});", 2, 4 * k)][kind]
    return ext, i_lo, i_hi, j_lo, j_hi, idx, view


def _truth(ext, i_lo, i_hi, j_lo, j_hi, idx, view):
    _, esz, boff = view
    reached = fails = 0
    for n in range(N_LO, N_HI + 1):
        size = _value(ext, {"n": n})
        for i in range(_value(i_lo, {}), _value(i_hi, {"n": n})):
            env = {"n": n, "i": i}
            for j in range(_value(j_lo, env), _value(j_hi, env)):
                env["j"] = j
                x = _value(idx, env)
                reached += 1
                b = boff + esz * x
                fails += not (0 <= b and b + esz <= 4 * size)
    return reached, fails


@pytest.mark.parametrize("seed", range(32))
def test_random_nest_verdict_matches_execution(tmp_path, seed):
    ext, i_lo, i_hi, j_lo, j_hi, idx, view = _nest(random.Random(seed), seed % 4)
    decl, access = (view[0], "p") if view[0] else ("", "a")
    src = f"""
        #include "absint.h"
        int main(void) {{
            int n = __absint_range({N_LO}, {N_HI});
            int a[{_text(ext)}];
            int i, j;
            {decl}
            for (i = {_text(i_lo)}; i < {_text(i_hi)}; i++)
                for (j = {_text(j_lo)}; j < {_text(j_hi)}; j++)
                    {access}[{_text(idx)}] = 0;   // @s
            return 0;
        }}"""
    program, marks = compile_c(tmp_path, src)
    an = Analyzer(program, AnalysisOptions())
    judge, prover, outcomes = Judge(an), PolyhedralProver(program), []
    [site] = sites_on(program, marks["s"])

    def on_access(q):
        o = judge.judge(q)
        if o.status == "warning":
            o = prover.refine(q, o)
        if q.site.id == site.id:
            outcomes.append(o)
    an.on_access = on_access
    an.run_entry(program.functions["main"])
    verdict, _ = combine(outcomes)
    reached, fails = _truth(ext, i_lo, i_hi, j_lo, j_hi, idx, view)
    if verdict == "safe":
        assert fails == 0, src
    elif verdict == "error":
        assert reached and fails == reached, src
    elif verdict == "unreachable":
        assert reached == 0, src
