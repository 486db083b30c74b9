"""The annotations of samples/ are true: each sample, compiled with ASan + UBSan and run with the
inputs of its `// run:` comments, faults exactly on its error/warning lines (bad samples) or runs
clean (good samples). See asan_verify.py. About 0.3 s of CPU per sample (some 30 s in all), which the
suite affords: on by default, ABSINT_ASAN_SAMPLES=0 turns it off (python tests/samples/asan_verify.py
does the same outside pytest)."""
from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest

import asan_verify

SAMPLE_FILES = sorted((asan_verify.ROOT / "samples").rglob("*.c"))


def _sanitizers_work(tmp: Path) -> bool:
    if shutil.which("gcc") is None:
        return False
    src = tmp / "probe.c"
    src.write_text("int main(void) { return 0; }\n")
    build = subprocess.run(["gcc", "-fsanitize=address,undefined", str(src), "-o", str(tmp / "probe")],
                           capture_output=True)
    return build.returncode == 0


@pytest.fixture(scope="module")
def workdir(tmp_path_factory):
    if os.environ.get("ABSINT_ASAN_SAMPLES") == "0":
        pytest.skip("ABSINT_ASAN_SAMPLES=0: sample annotations not verified at run time")
    tmp = tmp_path_factory.mktemp("asan")
    if not _sanitizers_work(tmp):
        pytest.skip("gcc with ASan/UBSan is not available")
    return str(tmp)


@pytest.mark.slow
@pytest.mark.parametrize("path", SAMPLE_FILES,
                         ids=[str(p.relative_to(asan_verify.ROOT / "samples")) for p in SAMPLE_FILES])
def test_annotations_hold_at_run_time(path, workdir):
    problems = asan_verify.verify(path, workdir)
    assert not problems, "\n".join(problems)
