"""Baselines: the findings a team has accepted for now, so a run reports only new ones.

    absint check src --baseline absint-baseline.json --update-baseline   # record what is there
    absint check src --baseline absint-baseline.json                     # only findings not in it

A finding's key does not hold its line: it is (file, function, object, access kind, the access
expression's text as written at the finding's column, verdict), plus its occurrence number among
the findings of equal key in source order. Lines added or removed elsewhere in the file leave the
key alone; the same access repeated gets occurrence 2, 3, ...; a warning that becomes an error, or
an access rewritten, is new. Files are named relative to the baseline file's directory, so the
baseline means the same from any working directory. Suppressed findings are never recorded.
"""
from __future__ import annotations

import dataclasses
import json
import os
import re

from absint.report.model import Report

FORMAT_VERSION = 1
_NUMBER = re.compile(r"-?\d+")
_IDENT = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")


class BaselineError(ValueError):
    """The baseline cannot be read or written. str(e) is one line."""


def expression_at(line_text: str, column: int) -> str:
    """The access expression starting at `column` (1-based) of a source line: a name with its
    member accesses, subscripts and call arguments (`buf[i + 1]`, `s->data[k]`, `memcpy(d, s, n)`,
    `*p`), without spaces. "" when nothing is there."""
    i = column - 1
    if i < 0 or i >= len(line_text):
        return ""
    out, depth, n = [], 0, len(line_text)
    while i < n:
        c = line_text[i]
        if depth:
            out.append(c)
            depth += c in "([" and 1 or 0
            depth -= c in ")]" and 1 or 0
            i += 1
            continue
        m = _IDENT.match(line_text, i)
        if m:
            out.append(m.group())
            i = m.end()
        elif c in "([":
            out.append(c)
            depth = 1
            i += 1
        elif c in "*&" and not out:
            out.append(c)
            i += 1
        elif c == "." or line_text.startswith("->", i):
            step = 1 if c == "." else 2
            out.append(line_text[i:i + step])
            i += step
        elif c.isspace() and out and i + 1 < n and line_text[i + 1:].lstrip()[:1] in ("[", "(") \
                and out[-1][-1:] not in ")]":
            i += 1               # `buf [i]`
        else:
            break
    return "".join("".join(out).split())


class _Lines:
    def __init__(self):
        self.cache = {}

    def get(self, file: str, line: int) -> str:
        if file not in self.cache:
            try:
                with open(file, encoding="utf-8", errors="replace") as f:
                    self.cache[file] = f.read().splitlines()
            except OSError:
                self.cache[file] = []
        lines = self.cache[file]
        return lines[line - 1] if 0 < line <= len(lines) else ""


def _relative(file: str, base_dir: str) -> str:
    return os.path.relpath(os.path.abspath(file), base_dir).replace(os.sep, "/")


def finding_keys(findings, base_dir: str) -> list:
    """One key dict per finding (same order), occurrence numbers included."""
    lines = _Lines()
    keys, seen = [], {}
    for a in findings:
        expression = expression_at(lines.get(a.file, a.line), a.column)
        if not expression:   # the source is gone: the message without its numbers
            expression = "message:" + " ".join(_NUMBER.sub("#", a.message).split())
        # (a static function renamed "f<a.c>" in a program where another unit has an `f` too is
        # still `f`: the rename depends on which other files are analysed with it)
        key = {"file": _relative(a.file, base_dir), "function": a.function.split("<", 1)[0],
               "object": a.array,
               "access": a.access, "expression": expression, "verdict": a.verdict}
        ident = tuple(key.values())
        seen[ident] = seen.get(ident, 0) + 1
        keys.append({**key, "occurrence": seen[ident], "line": a.line})
    return keys


def _identity(key: dict) -> tuple:
    return (key["file"], key["function"], key["object"], key["access"], key["expression"],
            key["verdict"], key["occurrence"])


def read_baseline(path: str) -> set:
    try:
        with open(path, encoding="utf-8") as f:
            document = json.load(f)
    except FileNotFoundError:
        raise BaselineError(f"--baseline: no such file: {path} (create it with "
                            f"--update-baseline)") from None
    except OSError as e:
        raise BaselineError(f"--baseline: cannot read {path}: {e.strerror or e}") from None
    except (json.JSONDecodeError, UnicodeDecodeError) as e:
        raise BaselineError(f"--baseline: {path} is not an absint baseline ({e})") from None
    if not isinstance(document, dict) or document.get("tool") != "absint" \
            or not isinstance(document.get("findings"), list):
        raise BaselineError(f"--baseline: {path} is not an absint baseline")
    if document.get("version") != FORMAT_VERSION:
        raise BaselineError(f"--baseline: {path} has format version {document.get('version')!r}; "
                            f"this absint reads version {FORMAT_VERSION}")
    try:
        return {_identity(k) for k in document["findings"]}
    except (KeyError, TypeError):
        raise BaselineError(f"--baseline: {path}: an entry lacks a field") from None


def baseline_document(report: Report, path: str) -> str:
    base_dir = os.path.dirname(os.path.abspath(path))
    findings = [a for a in report.findings if a.suppression is None]
    keys = sorted(finding_keys(findings, base_dir),
                  key=lambda k: (k["file"], k["line"], _identity(k)))
    return json.dumps({"version": FORMAT_VERSION, "tool": "absint", "findings": keys},
                      indent=1) + "\n"


def apply_baseline(report: Report, known: set, path: str) -> Report:
    """`report` with the findings whose key is in `known` marked baselined."""
    base_dir = os.path.dirname(os.path.abspath(path))
    findings = [a for a in report.findings if a.suppression is None]
    marked = {id(a) for a, k in zip(findings, finding_keys(findings, base_dir))
              if _identity(k) in known}
    accesses = tuple(dataclasses.replace(a, baselined=True) if id(a) in marked else a
                     for a in report.accesses)
    return dataclasses.replace(report, accesses=accesses,
                               stats=dataclasses.replace(report.stats, baselined=len(marked)))
