"""`--format json`: the versioned document of docs/ARCHITECTURE.md. Its field names are a contract:
add fields only with a new version number."""
from __future__ import annotations

import json

from absint.report.model import Report

SCHEMA_VERSION = 1


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
    }


def _diagnostic(diag) -> dict:
    return {"level": diag.level, "file": diag.file, "line": diag.line, "message": diag.message}


def to_document(report: Report, version: str) -> dict:
    s = report.stats
    return {
        "version": SCHEMA_VERSION,
        "tool": {"name": "absint", "version": version, "simd": report.simd},
        "findings": [_finding(a) for a in report.findings],
        "diagnostics": [_diagnostic(d) for d in report.diagnostics],
        "stats": {"files": s.files, "functions": s.functions, "accesses": s.accesses,
                  "safe": s.safe, "errors": s.errors, "warnings": s.warnings,
                  "unreachable": s.unreachable, "internal_errors": s.internal_errors,
                  "seconds": round(s.seconds, 3)},
    }


def format_report(report: Report, version: str) -> str:
    return json.dumps(to_document(report, version), indent=2) + "\n"
