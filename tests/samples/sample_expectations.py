"""Reading `// expect:` annotations of a sample and comparing them with an analyzer Report.

Kept apart from test_samples.py so that its logic is tested (test_sample_expectations.py) even
while the analyzer cannot run yet.
"""
from __future__ import annotations

import os
import re
from pathlib import Path

EXPECT_RE = re.compile(r"//\s*expect:\s*(\w+)(?:\s+by=(\w+))?")
FINDINGS = ("error", "warning")
VERDICTS = ("error", "warning", "unreachable", "safe")


def parse_expectations(path: Path) -> dict:
    """line -> (verdict, prover or None) for each `// expect:` annotation."""
    expectations = {}
    for number, text in enumerate(path.read_text().splitlines(), start=1):
        m = EXPECT_RE.search(text)
        if m:
            verdict, prover = m.group(1), m.group(2)
            if verdict not in VERDICTS:
                raise ValueError(f"{path}:{number}: unknown expectation {verdict!r}")
            expectations[number] = (verdict, prover)
    return expectations


def describe(access) -> str:
    text = f"{access.verdict} {access.access} of '{access.array}'"
    if access.proved_by:
        text += f" (by {access.proved_by})"
    if access.message:
        text += f": {access.message}"
    return text


def mismatches(path: Path, report) -> list:
    """The differences between the annotations of `path` and `report`, one string each."""
    expectations = parse_expectations(path)
    source = path.read_text().splitlines()
    here = os.path.realpath(path)
    by_line, problems = {}, []
    for access in report.accesses:
        if os.path.realpath(access.file) == here:
            by_line.setdefault(access.line, []).append(access)
        elif access.verdict in FINDINGS:
            problems.append(f"{access.file}:{access.line}: unexpected {describe(access)}")

    for line in sorted(set(expectations) | set(by_line)):
        accesses = by_line.get(line, [])
        verdicts = {a.verdict for a in accesses}
        found = "; ".join(describe(a) for a in accesses) or "no access"
        where = f"line {line} `{source[line - 1].strip()}`"
        if line not in expectations:
            if verdicts & set(FINDINGS):
                problems.append(f"{where}: no expectation, but {found}")
            continue
        expected, prover = expectations[line]
        if expected == "safe":
            if not accesses or verdicts != {"safe"}:
                problems.append(f"{where}: expected safe, got {found}")
            elif prover and any(a.proved_by != prover for a in accesses):
                problems.append(f"{where}: expected safe by {prover}, got {found}")
        else:
            others = (verdicts & set(FINDINGS)) - {expected}
            if expected not in verdicts or others:
                problems.append(f"{where}: expected {expected}, got {found}")
    return problems
