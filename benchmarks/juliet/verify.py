"""Check that every bad function of cases/ really overflows and every good function does not.

    python -m benchmarks.juliet.verify [CASE.c ...]     (the files of a multi-file case go together)

Each case is built twice with ASan + UBSan (gcc -fsanitize=address,undefined): bad only
(-DINCLUDEMAIN -DOMITGOOD) and good only (-DOMITBAD). The bad build must stop with a sanitizer
report whose innermost frame in the case is a function of the bad flow (its name contains "bad");
the good build, fed the same input, must run clean. Input comes from the case's `/* verify: */`
comment: `stdin=TEXT` is fed to standard input, `rand=N` builds with -D 'RAND32()=N'. The bad
build has globalReturnsTrueOrFalse() (flow 12) return 1.
Wide-string functions that libasan does not intercept are replaced by checked versions
(tests/samples/support/wide_shim.c). A developer tool: about a second per case.
"""
from __future__ import annotations

import os
import re
import subprocess
import sys
import tempfile
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parents[1]
SHIM = ROOT / "tests" / "samples" / "support" / "wide_shim.c"
CFLAGS = ["-std=gnu11", "-g", "-O0", "-w", "-fno-builtin", "-fno-omit-frame-pointer",
          "-fsanitize=address,undefined", "-fno-sanitize-recover=all"]
FRAME_RE = re.compile(r"#\d+ 0x[0-9a-f]+ in (\S+) (\S+?):(\d+)")
VERIFY_RE = re.compile(r"/\* verify: (\S+)=(\S+) \*/")


def run(files: list, workdir: str, which: str):
    """Build and run one half of a case (its files); return (sanitizer report or None, function,
    line)."""
    case = files[0]
    spec = VERIFY_RE.search(case.read_text())
    defines = ["-DINCLUDEMAIN", "-DOMITGOOD" if which == "bad" else "-DOMITBAD"]
    if which == "bad":      # flow 12: globalReturnsTrueOrFalse() takes the bad branches
        defines.append("-DVERIFY_TRUE_OR_FALSE=1")
    stdin = ""
    if spec and spec.group(1) == "rand":
        defines.append(f"-DRAND32()=({spec.group(2)})")
    elif spec and spec.group(1) == "stdin":
        stdin = spec.group(2) + "\n"
    exe = os.path.join(workdir, f"{case.stem}_{which}")
    build = subprocess.run(["gcc", *CFLAGS, *defines, "-I", str(HERE / "include"), *map(str, files),
                            *map(str, sorted((HERE / "support").glob("*.c"))), str(SHIM), "-o", exe],
                           capture_output=True, text=True)
    if build.returncode != 0:
        return "does not compile: " + build.stderr.strip()[:300], None, None
    env = dict(os.environ, ASAN_OPTIONS="detect_leaks=0", UBSAN_OPTIONS="print_stacktrace=1")
    proc = subprocess.run([exe], input=stdin, capture_output=True, text=True, env=env, timeout=30)
    report = next((ln.strip() for ln in proc.stderr.splitlines()
                   if "ERROR: AddressSanitizer" in ln or "runtime error:" in ln), None)
    if report is None:
        return None, None, None
    for function, path, line in FRAME_RE.findall(proc.stderr):
        if Path(path).name in {f.name for f in files}:
            return report, function, int(line)
    return report, "?", None


def verify(files: list, workdir: str) -> list:
    problems = []
    report, function, line = run(files, workdir, "bad")
    if report is None:
        problems.append("bad(): runs clean, no overflow")
    elif report.startswith("does not compile"):
        problems.append(report)
    elif "bad" not in function.lower():
        problems.append(f"bad(): faults in {function}:{line}, not in the bad flow: {report}")
    report, function, line = run(files, workdir, "good")
    if report is not None:
        problems.append(f"good(): {report} in {function}:{line}")
    return problems


def main(argv) -> int:
    from benchmarks.juliet.scorer import group_cases
    cases = group_cases([Path(a).resolve() for a in argv] or (HERE / "cases").glob("*.c"))
    failed = 0
    with tempfile.TemporaryDirectory() as workdir:
        for name, files in cases.items():
            problems = verify(files, workdir)
            if problems:
                failed += 1
                for p in problems:
                    print(f"FAIL {name}: {p}")
    print(f"{len(cases) - failed}/{len(cases)} cases verified (bad overflows, good runs clean)")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
