"""Differential fuzzing of the lowering: random C functions (tests/frontend/cstmt.py) compiled by
gcc (-fwrapv, as the IR wraps signed arithmetic) and lowered then run by the IR interpreter must
return the same value and leave memory the same (checked through the returned digest)."""
import shutil
import subprocess

import pytest

from absint.config import FrontendOptions
from absint.frontend import load_program
from absint.ir.interp import Interpreter, InterpError
from absint.ir.verify import verify_program

from .cstmt import program

HARNESS = """
long long run(void) { int arr[4] = {1, -2, 3, 40}; struct S s2 = {{5, 6, 7, 8}, 9};
  return fuzz(3, arr, &s2) * 1000LL + arr[1] * 10 + s2.f[2]; }
"""
MAIN = b'#include <stdio.h>\nlong long run(void);\nint main(void){printf("%lld\\n", run());return 0;}\n'
SEEDS = range(12)


@pytest.mark.skipif(shutil.which("gcc") is None, reason="needs gcc")
def test_random_functions_compute_what_gcc_computes(tmp_path):
    compared = 0
    for seed in SEEDS:
        path = tmp_path / f"f{seed}.c"
        path.write_text(program(seed) + HARNESS)
        exe = tmp_path / f"f{seed}"
        built = subprocess.run(["gcc", "-O0", "-w", "-fwrapv", "-o", str(exe), str(path), "-x", "c", "-"],
                               input=MAIN, capture_output=True)
        if built.returncode != 0:
            continue
        try:
            run = subprocess.run([str(exe)], capture_output=True, timeout=2, text=True)
        except subprocess.TimeoutExpired:
            continue
        if run.returncode != 0:
            continue
        prog = load_program([str(path)], FrontendOptions())
        assert verify_program(prog) == [], f"seed {seed}"
        try:
            got = Interpreter(prog, max_steps=200000).run("run")
        except InterpError:
            continue   # undefined behaviour or too long: not comparable
        assert got == int(run.stdout), f"seed {seed}: {path.read_text()}"
        compared += 1
    assert compared >= 5   # the generator must keep producing comparable programs
