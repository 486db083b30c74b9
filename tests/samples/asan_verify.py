"""Check that the annotations of samples/ are true, by running each sample under ASan + UBSan.

    python tests/samples/asan_verify.py [SAMPLE.c ...]      (default: every samples/**/*.c)

A sample with `expect: error|warning` lines is "bad": every run must stop with a sanitizer report
whose first frame in the sample lies on one of those lines, and together the runs must hit every
such line. A sample without them is "good": every run must finish with no sanitizer report.

Runs are described by `// run:` comments in the sample (one run per comment, default: one plain run):
    value=5,3      values returned in order by __absint_range / __VERIFIER_nondet_* (support/)
    stdin=TEXT     a line fed to standard input
    args=TOKEN     one command-line argument
    server=TEXT    a local TCP server on 127.0.0.1:27015 sends TEXT to the first client

This is a developer tool (about a second per sample), not part of the pytest suite.
"""
from __future__ import annotations

import os
import re
import socket
import subprocess
import sys
import tempfile
import threading
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
SUPPORT = Path(__file__).resolve().parent / "support"
EXPECT_RE = re.compile(r"//\s*expect:\s*(error|warning|unreachable|safe)\b")
RUN_RE = re.compile(r"^\s*//\s*run:(.*)$")
SERVER_PORT = 27015
CFLAGS = ["-std=gnu11", "-g", "-O0", "-fno-builtin", "-fno-omit-frame-pointer",
          "-fsanitize=address,undefined", "-fno-sanitize-recover=all", "-w"]


def parse_sample(path: Path):
    finding_lines, runs = set(), []
    for number, text in enumerate(path.read_text().splitlines(), start=1):
        m = EXPECT_RE.search(text)
        if m and m.group(1) in ("error", "warning"):
            finding_lines.add(number)
        r = RUN_RE.match(text)
        if r:
            runs.append(dict(item.split("=", 1) for item in r.group(1).split()))
    return finding_lines, runs or [{}]


def serve_once(payload: str, ready: threading.Event):
    with socket.socket(socket.AF_INET, socket.SOCK_STREAM) as srv:
        srv.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        srv.bind(("127.0.0.1", SERVER_PORT))
        srv.listen(1)
        srv.settimeout(10)
        ready.set()
        try:
            conn, _ = srv.accept()
        except socket.timeout:
            return
        with conn:
            conn.sendall(payload.encode())


def fault_line(stderr: str, sample: Path):
    """The line in `sample` of the first sanitizer report, or None if there is no report."""
    if "ERROR: AddressSanitizer" not in stderr and "runtime error:" not in stderr:
        return None
    name = re.escape(sample.name)
    # UBSan: "path/x.c:12:9: runtime error: ..."; ASan frames: "#1 0x.. in main path/x.c:12"
    for m in re.finditer(r"(\S*" + name + r"):(\d+)", stderr):
        return int(m.group(2))
    return -1   # a report, but not in the sample


def run_sample(path: Path, exe: str, run: dict):
    env = dict(os.environ, ASAN_OPTIONS="detect_leaks=0", UBSAN_OPTIONS="print_stacktrace=1")
    if "value" in run:
        env["ABSINT_VALUES"] = run["value"]
    argv = [exe] + ([run["args"]] if "args" in run else [])
    stdin = (run["stdin"] + "\n") if "stdin" in run else ""
    server = None
    if "server" in run:
        ready = threading.Event()
        server = threading.Thread(target=serve_once, args=(run["server"], ready), daemon=True)
        server.start()
        ready.wait(5)
    proc = subprocess.run(argv, input=stdin, capture_output=True, text=True, env=env, timeout=30)
    if server is not None:
        server.join(10)
    return fault_line(proc.stderr, path), proc.stderr


def verify(path: Path, workdir: str):
    """Return a list of problems (empty when the annotations hold)."""
    finding_lines, runs = parse_sample(path)
    exe = os.path.join(workdir, path.stem)
    sources = [str(path), str(SUPPORT / "absint_runtime.c"), str(SUPPORT / "wide_shim.c")]
    build = subprocess.run(["gcc", *CFLAGS, "-I", str(ROOT / "samples" / "include"), *sources,
                            "-o", exe, "-lm"], capture_output=True, text=True)
    if build.returncode != 0:
        return ["does not compile: " + build.stderr.strip().splitlines()[0]]
    problems, hit = [], set()
    for run in runs:
        line, stderr = run_sample(path, exe, run)
        if finding_lines:
            if line is None:
                problems.append(f"run {run}: no sanitizer report, expected one on lines "
                                f"{sorted(finding_lines)}")
            elif line not in finding_lines:
                problems.append(f"run {run}: faults on line {line}, expected one of "
                                f"{sorted(finding_lines)}")
            else:
                hit.add(line)
        elif line is not None:
            first = next((s for s in stderr.splitlines() if "ERROR" in s or "runtime error" in s), "")
            problems.append(f"run {run}: good sample faults on line {line}: {first.strip()}")
    missed = finding_lines - hit
    if finding_lines and missed and not problems:
        problems.append(f"no run reaches the fault on lines {sorted(missed)}")
    return problems


def main(argv):
    paths = [Path(a).resolve() for a in argv] or sorted((ROOT / "samples").rglob("*.c"))
    failures = 0
    with tempfile.TemporaryDirectory() as workdir:
        for path in paths:
            problems = verify(path, workdir)
            rel = os.path.relpath(path, ROOT)
            if problems:
                failures += 1
                for p in problems:
                    print(f"FAIL {rel}: {p}")
            else:
                print(f"ok   {rel}")
    print(f"{len(paths) - failures}/{len(paths)} samples verified")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
