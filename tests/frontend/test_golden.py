"""Golden lowering tests: each tests/frontend/golden/*.c carries `// CHECK: text` lines that must
appear, in order, in the IR printer's output (FileCheck-like; `{file}` stands for the C file's path).
A `// MACHINE: ilp32` line selects the data model."""
import glob
import os
import re

import pytest

from absint.config import FrontendOptions
from absint.frontend import load_program
from absint.ir.printer import format_program
from absint.ir.verify import verify_program

HERE = os.path.dirname(__file__)
GOLDEN = sorted(glob.glob(os.path.join(HERE, "golden", "*.c")) + glob.glob(os.path.join(HERE, "golden", "*.i")))


def checks_of(path):
    text = open(path).read()
    machine = "ilp32" if re.search(r"//\s*MACHINE:\s*ilp32", text) else "lp64"
    return machine, [m.group(1).rstrip() for m in re.finditer(r"//\s*CHECK:\s?(.*)$", text, re.M)]


def match_in_order(output: str, checks: list, path: str):
    pos = 0
    for chk in checks:
        want = chk.replace("{file}", path)
        at = output.find(want, pos)
        if at < 0:
            return want, output[pos:pos + 2000]
        pos = at + len(want)
    return None, None


@pytest.mark.parametrize("path", GOLDEN, ids=[os.path.basename(p) for p in GOLDEN])
def test_golden(path):
    machine, checks = checks_of(path)
    assert checks, "a golden file needs CHECK lines"
    program = load_program([path], FrontendOptions(machine=machine))
    assert verify_program(program) == []
    out = format_program(program)
    missing, context = match_in_order(out, checks, path)
    assert missing is None, f"CHECK not found in order: {missing!r}\n--- output from there:\n{context}"


def test_golden_matcher_rejects_out_of_order():
    # the matcher itself must fail on a wrong order, otherwise golden tests could not fail
    assert match_in_order("a b c", ["b", "a"], "x")[0] == "a"
    assert match_in_order("a b c", ["a", "c"], "x")[0] is None


def test_printer_is_deterministic():
    path = GOLDEN[0]
    machine, _ = checks_of(path)
    a = format_program(load_program([path], FrontendOptions(machine=machine)))
    b = format_program(load_program([path], FrontendOptions(machine=machine)))
    assert a == b
