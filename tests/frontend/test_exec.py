"""Differential execution: small deterministic C programs (tests/frontend/exec/*.c, each defining
`long long run(void)`) give the same result compiled by gcc and lowered to IR then run by the
concrete IR interpreter. This checks the semantics of the lowering, not only its shape."""
import glob
import os
import shutil
import subprocess

import pytest

from absint.config import FrontendOptions
from absint.frontend import load_program
from absint.ir.interp import Interpreter, InterpError
from absint.ir.verify import verify_program

HERE = os.path.join(os.path.dirname(__file__), "exec")
PROGRAMS = sorted(glob.glob(os.path.join(HERE, "*.c")))
HARNESS = '\n#include <stdio.h>\nint main(void) { printf("%lld\\n", run()); return 0; }\n'


def gcc_result(path, tmp_path) -> int:
    src = tmp_path / "prog.c"
    src.write_text(open(path).read() + HARNESS)
    exe = tmp_path / "prog"
    subprocess.run(["gcc", "-std=gnu11", "-O0", "-w", "-I", os.path.dirname(path), "-o", str(exe),
                    str(src)], check=True)
    return int(subprocess.run([str(exe)], check=True, capture_output=True, text=True).stdout)


@pytest.mark.skipif(shutil.which("gcc") is None, reason="needs gcc")
@pytest.mark.parametrize("path", PROGRAMS, ids=[os.path.basename(p) for p in PROGRAMS])
def test_lowered_program_computes_what_gcc_computes(path, tmp_path):
    expected = gcc_result(path, tmp_path)
    program = load_program([path], FrontendOptions())
    assert verify_program(program) == []
    assert not [d for d in program.diagnostics if d.level == "unsupported"]
    assert Interpreter(program).run("run") == expected
    # the programs compute the same in both data models (except those marked "lp64 only"); gcc
    # cannot link -m32 everywhere, so the ilp32 lowering is checked against the lp64 result
    if "lp64 only" not in open(path).read():
        program32 = load_program([path], FrontendOptions(machine="ilp32"))
        assert verify_program(program32) == []
        assert Interpreter(program32).run("run") == expected


def test_interpreter_detects_out_of_bounds(tmp_path):
    # the interpreter is strict: an overflowing program does not silently run
    p = tmp_path / "oob.c"
    p.write_text("long long run(void) { int a[4]; int i; for (i = 0; i <= 4; i++) a[i] = i; return a[0]; }\n")
    with pytest.raises(InterpError, match="out of bounds"):
        Interpreter(load_program([str(p)], FrontendOptions())).run("run")
