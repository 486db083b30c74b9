"""Every samples/**/*.c is a specification: the analyzer must say exactly what its annotations say.

Annotations (docs/ARCHITECTURE.md, "Samples are the specification"), on the line of the access:
    // expect: error | warning | unreachable     an Access with that verdict is on this line,
                                                 and no finding of another kind
    // expect: safe [by=pentagon|polyhedral]     at least one Access on this line, all safe
                                                 (and proved by that prover, if given)
Closed world: an error or warning on any other line (or in another file) fails the sample.
The annotations themselves are checked against real executions by tests/samples/asan_verify.py.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from absint.config import AnalysisOptions, FrontendOptions
from sample_expectations import mismatches

try:
    from absint.checks import analyze
    from absint.frontend import load_program
except ImportError as exc:  # the engine or front end has not landed yet
    pytest.skip(f"absint cannot analyze yet: {exc}", allow_module_level=True)

ROOT = Path(__file__).resolve().parents[2]
SAMPLES = ROOT / "samples"
INCLUDE = SAMPLES / "include"
SAMPLE_FILES = sorted(SAMPLES.rglob("*.c"))


@pytest.mark.parametrize("path", SAMPLE_FILES, ids=[str(p.relative_to(SAMPLES)) for p in SAMPLE_FILES])
def test_sample(path):
    program = load_program([str(path)], FrontendOptions(include_dirs=(str(INCLUDE),)))
    report = analyze(program, AnalysisOptions())
    problems = mismatches(path, report)
    assert not problems, f"{path.relative_to(ROOT)}:\n  " + "\n  ".join(problems)

