"""Property: random well-formed C integer expressions lower to IR whose concrete evaluation
(absint.ir.interp) equals the C value, computed by an independent oracle (tests/frontend/cexpr.py)
and, for a fixed random batch, by gcc itself."""
import os
import random
import shutil
import subprocess
import tempfile

import pytest
from hypothesis import assume, given, strategies as st

from absint.config import FrontendOptions
from absint.frontend import load_program
from absint.ir.interp import Interpreter
from absint.ir.verify import verify_program

from .cexpr import (BIN_OPS, CONSTS, PARAM_VALUES, TYPE_NAMES, UB, UN_OPS, Oracle, program_text,
                    random_expr, types, wrap)

PARAMS = [("a", "int"), ("b", "unsigned int"), ("c", "char"), ("d", "unsigned char"),
          ("e", "long"), ("f", "unsigned long"), ("g", "short"), ("h", "long long")]
NAMES = [n for n, _ in PARAMS]


def const_node(text):
    return ("un", "-", ("const", text[1:])) if text.startswith("-") else ("const", text)


leaves = st.one_of(st.sampled_from(NAMES).map(lambda n: ("var", n)),
                   st.sampled_from(CONSTS).map(const_node))


def extend(children):
    return st.one_of(
        st.tuples(st.just("un"), st.sampled_from(UN_OPS), children),
        st.tuples(st.just("cast"), st.sampled_from(TYPE_NAMES), children),
        st.tuples(st.just("bin"), st.sampled_from(BIN_OPS), children, children),
        st.tuples(st.just("cond"), children, children, children),
        st.tuples(st.just("comma"), children, children))


exprs = st.recursive(leaves, extend, max_leaves=10)


def lower_source(text: str, machine: str):
    d = tempfile.mkdtemp(prefix="absint-prop-")
    try:
        path = os.path.join(d, "expr.c")
        with open(path, "w") as f:
            f.write(text)
        program = load_program([path], FrontendOptions(machine=machine))
    finally:
        shutil.rmtree(d, ignore_errors=True)
    assert verify_program(program) == []
    return program


@given(expr=exprs, values=st.lists(st.sampled_from(PARAM_VALUES), min_size=len(PARAMS),
                                   max_size=len(PARAMS)),
       machine=st.sampled_from(["lp64", "ilp32"]))
def test_lowered_expression_evaluates_like_c(expr, values, machine):
    ty = types(machine)
    env = {n: (wrap(v, ty[t]), ty[t]) for (n, t), v in zip(PARAMS, values)}
    try:
        value, _t = Oracle(machine, env).eval(expr)
    except UB:
        assume(False)
    expected = wrap(value, ty["long long"])
    program = lower_source(program_text(PARAMS, expr), machine)
    got = Interpreter(program).run("f", [env[n][0] for n in NAMES])
    assert got == expected


def test_oracle_rejects_undefined_behaviour():
    ty = types("lp64")
    env = {"a": (2147483647, ty["int"])}
    with pytest.raises(UB):
        Oracle("lp64", env).eval(("bin", "+", ("var", "a"), ("const", "1")))
    # unsigned arithmetic wraps instead
    v, t = Oracle("lp64", env).eval(("bin", "+", ("cast", "unsigned int", ("var", "a")),
                                     ("const", "2147483649u")))
    assert (v, t.name) == (0, "unsigned int")


@pytest.mark.skipif(shutil.which("gcc") is None, reason="needs gcc")
def test_random_batch_matches_gcc(tmp_path):
    """One gcc compile of ~100 random UB-free expressions: gcc, the oracle and the lowered IR agree."""
    rng = random.Random(20261122)
    ty = types("lp64")
    values = [rng.choice(PARAM_VALUES) for _ in PARAMS]
    env = {n: (wrap(v, ty[t]), ty[t]) for (n, t), v in zip(PARAMS, values)}
    chosen = []
    while len(chosen) < 100:
        e = random_expr(rng, NAMES, 4)
        try:
            v, _ = Oracle("lp64", env).eval(e)
        except UB:
            continue
        chosen.append((e, wrap(v, ty["long long"])))
    src = ["#include <stdio.h>"]
    for i, (e, _) in enumerate(chosen):
        src.append(program_text(PARAMS, e).replace("long long f(", f"long long f{i}("))
    args = ", ".join(f"({t}){env[n][0]}{'LL' if 'unsigned' not in t else 'ULL'}"
                     for n, t in PARAMS)
    src.append("int main(void) {")
    for i in range(len(chosen)):
        src.append(f'    printf("%lld\\n", f{i}({args}));')
    src.append("    return 0;\n}")
    c_file = tmp_path / "batch.c"
    c_file.write_text("\n".join(src) + "\n")
    exe = tmp_path / "batch"
    subprocess.run(["gcc", "-O0", "-w", "-o", str(exe), str(c_file)], check=True)
    out = subprocess.run([str(exe)], check=True, capture_output=True, text=True).stdout.split()
    gcc_values = [int(x) for x in out]
    assert gcc_values == [v for _, v in chosen], "oracle disagrees with gcc"
    program = load_program([str(c_file)], FrontendOptions())
    assert verify_program(program) == []
    interp = Interpreter(program)
    got = [interp.run(f"f{i}", [env[n][0] for n in NAMES]) for i in range(len(chosen))]
    assert got == gcc_values
