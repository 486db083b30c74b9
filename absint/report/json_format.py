"""`--format json`: the versioned document of docs/ARCHITECTURE.md. Its field names are a contract:
`version` is the major version (a change that breaks readers), `minor_version` counts fields added
since (readers of the same major version keep working)."""
from __future__ import annotations

import json

from absint.report.model import Report

SCHEMA_VERSION = 1
MINOR_VERSION = 3     # 1: findings' "reason", "incomplete" (accesses not checked), stats.incomplete
#                       2: findings' "suppression" and findings of the rule "suppression";
#                          stats.suppressed, .baselined, .skipped_files; baselined findings left out
#                       3: a diagnostic about one function (a contract) names it: "function"


def _finding(access) -> dict:
    return {
        "check": "array-bounds",
        "severity": access.verdict,
        "file": access.file,
        "line": access.line,
        "column": access.column,
        "function": access.function,
        "message": access.message,
        "array": access.array,
        "access": access.access,
        "index": access.index,
        "size": access.size,
        "proved_by": access.proved_by,
        "witness": dict(access.witness) if access.witness is not None else None,
        "reason": access.reason or None,
        "suppression": ({"kind": "inSource", "justification": access.suppression}
                        if access.suppression is not None else None),
    }


def _rule_finding(diag) -> dict:
    """A finding of a rule other than array-bounds (a Diagnostic with a rule): the access fields
    are empty."""
    return {"check": diag.rule, "severity": diag.level, "file": diag.file, "line": diag.line,
            "column": diag.column, "function": "", "message": diag.message, "array": "",
            "access": "", "index": "", "size": "", "proved_by": None, "witness": None,
            "reason": None, "suppression": None}


def _incomplete(access) -> dict:
    return {"file": access.file, "line": access.line, "column": access.column,
            "function": access.function, "array": access.array, "access": access.access,
            "message": access.message, "reason": access.reason or None}


def _diagnostic(diag) -> dict:
    out = {"level": diag.level, "file": diag.file, "line": diag.line, "message": diag.message}
    if diag.function:            # a contract: the function it is about
        out["function"] = diag.function
    return out


def to_document(report: Report, version: str) -> dict:
    s = report.stats
    return {
        "version": SCHEMA_VERSION,
        "minor_version": MINOR_VERSION,
        "tool": {"name": "absint", "version": version, "simd": report.simd},
        "findings": [_finding(a) for a in report.findings if not a.baselined]
        + [_rule_finding(d) for d in report.rule_findings],
        "incomplete": [_incomplete(a) for a in report.accesses if a.verdict == "incomplete"],
        "diagnostics": [_diagnostic(d) for d in report.diagnostics if not d.rule],
        "stats": {"files": s.files, "functions": s.functions, "accesses": s.accesses,
                  "safe": s.safe, "errors": s.errors, "warnings": s.warnings,
                  "unreachable": s.unreachable, "internal_errors": s.internal_errors,
                  "incomplete": s.incomplete, "suppressed": s.suppressed,
                  "baselined": s.baselined, "skipped_files": s.skipped_files,
                  "seconds": round(s.seconds, 3)},
    }


def format_report(report: Report, version: str) -> str:
    return json.dumps(to_document(report, version), indent=2) + "\n"
