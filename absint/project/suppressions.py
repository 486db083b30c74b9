"""Inline suppressions: a reviewed finding silenced in the code, with the reason.

    x = buf[i];   // absint: ignore[array-bounds] i < len is checked by every caller
    /* absint: ignore[array-bounds] the header guarantees 4 bytes */
    memcpy(dst, src, 4);

A suppression in a comment after code covers the findings of that line (so does a block comment
before code on its last line); a comment alone on its line(s) covers the line after it. It names the checks it silences (`ignore[array-bounds]`; several
with commas) and must give a reason: without one, or naming an unknown check, it silences nothing
and is itself a finding of the rule `suppression`. Suppressed findings stay in the report with their
reason (JSON `suppression`, SARIF `suppressions` of kind `inSource`); they are not printed as
findings and --fail-on does not count them. A suppression that covers no finding is a note (shown
with -v): the code changed, or the analyzer got better, and it can go.
"""
from __future__ import annotations

import dataclasses
import re
from dataclasses import dataclass

from absint.report.model import Diagnostic, Report

RULE = "suppression"
SUPPRESSIBLE = ("array-bounds",)
_MARK = re.compile(r"absint\s*:\s*ignore\b\s*(\[([^\]]*)\])?\s*(.*)", re.S)


@dataclass(frozen=True)
class Suppression:
    file: str
    line: int              # where the comment starts
    column: int
    covers: int            # the line whose findings it silences
    checks: tuple
    reason: str
    problem: str = ""      # why it silences nothing ("" when it is valid)


def _comments(text: str):
    """(start line, start column, end line, body, code before it on its first line, code after it
    on its last line (`/* ... */ x = a[i];`)) of every comment."""
    i, n, line, line_start = 0, len(text), 1, 0
    code_on_line = False
    while i < n:
        c = text[i]
        if c == "\n":
            line, line_start, code_on_line = line + 1, i + 1, False
            i += 1
        elif c in "\"'":
            j = i + 1
            while j < n and text[j] != c and text[j] != "\n":
                j += 2 if text[j] == "\\" else 1
            code_on_line = True
            i = j + 1
        elif text.startswith("//", i):
            j = text.find("\n", i)
            j = n if j < 0 else j
            yield line, i - line_start + 1, line, text[i + 2:j], code_on_line, False
            i = j
        elif text.startswith("/*", i):
            j = text.find("*/", i + 2)
            j = n if j < 0 else j
            body = text[i + 2:j]
            eol = text.find("\n", j + 2)
            after = text[j + 2:n if eol < 0 else eol].strip()
            code_after = bool(after) and not after.startswith(("//", "/*"))
            yield (line, i - line_start + 1, line + body.count("\n"), body, code_on_line,
                   code_after)
            if "\n" in body:
                line += body.count("\n")
                line_start = i + 2 + body.rfind("\n") + 1
                code_on_line = False
            i = j + 2
        else:
            if not c.isspace():
                code_on_line = True
            i += 1


def scan_text(text: str, file: str) -> list:
    found = []
    for start, column, end, body, code_before, code_after in _comments(text):
        m = _MARK.search(body)
        if m is None:
            continue
        checks = tuple(c.strip() for c in (m.group(2) or "").split(",") if c.strip())
        reason = " ".join(m.group(3).split()).strip(" */-:")
        problem = ""
        if m.group(1) is None or not checks:
            problem = "names no check (write `absint: ignore[array-bounds] reason`)"
        elif any(c not in SUPPRESSIBLE for c in checks):
            bad = next(c for c in checks if c not in SUPPRESSIBLE)
            problem = f"names an unknown check '{bad}' (known: {', '.join(SUPPRESSIBLE)})"
        elif not reason:
            problem = "gives no reason (write why the finding is wrong after the check)"
        # after code: that line; before code (`/* ... */ x = a[i];`): that line; alone: the next
        covers = start if code_before else end if code_after else end + 1
        found.append(Suppression(file, start, column, covers, checks, reason, problem))
    return found


def scan_file(file: str) -> list:
    try:
        with open(file, encoding="utf-8", errors="replace") as f:
            text = f.read()
    except OSError:
        return []
    if "absint" not in text:
        return []
    return scan_text(text, file)


def apply_suppressions(report: Report, sources=()) -> Report:
    """`report` with its findings covered by a valid suppression marked (Access.suppression), a
    finding of the rule `suppression` for each invalid one and a note for each that covers nothing.
    Scanned: the files with findings and `sources` (the program's files)."""
    files = list(dict.fromkeys([*sources, *(a.file for a in report.findings)]))
    suppressions = [s for f in files for s in scan_file(f)]
    if not suppressions:
        return report
    valid = {}
    for s in suppressions:
        if not s.problem:
            valid.setdefault((s.file, s.covers), []).append(s)
    used = set()
    accesses = []
    for a in report.accesses:
        hit = None
        if a.verdict in ("error", "warning"):
            hit = next((s for s in valid.get((a.file, a.line), ()) if "array-bounds" in s.checks),
                       None)
        if hit is not None:
            used.add(hit)
            a = dataclasses.replace(a, suppression=hit.reason)
        accesses.append(a)
    extra = []
    for s in suppressions:
        if s.problem:
            extra.append(Diagnostic("warning", s.file, s.line,
                                    f"suppression {s.problem}; it silences nothing", s.column,
                                    rule=RULE))
        elif s not in used:
            extra.append(Diagnostic("note", s.file, s.line,
                                    f"suppression of {', '.join(s.checks)} matches no finding on "
                                    f"line {s.covers}; it can be removed", s.column))
    suppressed = sum(1 for a in accesses if a.suppression is not None)
    return dataclasses.replace(report, accesses=tuple(accesses),
                               diagnostics=tuple(report.diagnostics) + tuple(extra),
                               stats=dataclasses.replace(report.stats, suppressed=suppressed))
