"""`absint explain FILE:LINE[:COL]`: what the analysis knows about each access at a place. A view of
the Report's accesses with their Contexts (absint.checks.analyze with explain on); decides nothing.

The same data, as plain dicts (`explanation`), is what the HTML report shows when a line is clicked.
"""
from __future__ import annotations

import json

from absint.report.model import Access, Report
from absint.report.reasons import REASONS as REASON_TEXT

def context_dict(c) -> dict:
    return {"function": c.function, "verdict": c.verdict, "reason": c.reason or None,
            "message": c.message, "chain": list(c.chain),
            "variables": [{"name": v[0], "interval": v[1], "input": bool(v[2])}
                          for v in c.variables],
            "relations": list(c.relations),
            "blocks": [{"name": b[0], "size": b[1]} for b in c.blocks],
            "checks": [{"bound": k[0], "status": k[1]} for k in c.checks]}


def explanation(a: Access) -> dict:
    """One access and what explains its verdict, as plain data (JSON, HTML)."""
    return {"file": a.file, "line": a.line, "column": a.column, "function": a.function,
            "verdict": a.verdict, "array": a.array, "access": a.access, "message": a.message,
            "index": a.index, "size": a.size, "proved_by": a.proved_by,
            "reason": a.reason or None, "witness": dict(a.witness) if a.witness else None,
            "notes": list(a.notes), "contexts": [context_dict(c) for c in a.contexts],
            "suppression": getattr(a, "suppression", None)}


def _where(a: Access) -> str:
    return f"{a.file}:{a.line}:{a.column}" if a.column else f"{a.file}:{a.line}"


def explain_text(accesses) -> str:
    out = []
    for a in accesses:
        head = f"{_where(a)}: {a.verdict}: {a.access} of '{a.array}' in {a.function}"
        out.append(head)
        if a.message:
            out.append(f"  {a.message}")
        if a.verdict == "safe":
            out.append(f"  proved by: {a.proved_by or 'pentagon'}")
        if a.reason:
            out.append(f"  reason: {a.reason}: {REASON_TEXT.get(a.reason, '')}".rstrip(": "))
        if a.witness:
            out.append("  witness: " + ", ".join(f"{k} == {v}" for k, v in a.witness.items()))
        if getattr(a, "suppression", None) is not None:
            out.append(f"  suppressed in the source: {a.suppression}")
        for note in a.notes:
            out.append(f"  note: {note}")
        if a.verdict == "unreachable":
            out.append("  no execution from the entry points reaches this access")
        for i, c in enumerate(a.contexts, 1):
            reason = f" ({c.reason})" if c.reason else ""
            out.append(f"  context {i} of {len(a.contexts)}: analysed in '{c.function}': "
                       f"{c.verdict}{reason}")
            if c.message and c.verdict == "safe":
                out.append(f"    {c.message}")
            if c.chain:
                out.append("    calls: " + " -> ".join(c.chain))
            if c.variables:
                out.append("    invariant: " + ", ".join(
                    f"{v[0]} in {v[1]}" + (" (input)" if v[2] else "") for v in c.variables))
            if c.relations:
                out.append("    relations: " + ", ".join(c.relations))
            for b in c.blocks:
                out.append(f"    block: {b[0]}: {b[1]}")
            for k in c.checks:
                out.append(f"    bound: {k[0]}: {k[1]}")
        out.append("")
    return "\n".join(out)


def explain_json(accesses, location: str, version: str) -> str:
    from absint.report.json_format import MINOR_VERSION, SCHEMA_VERSION
    doc = {"version": SCHEMA_VERSION, "minor_version": MINOR_VERSION,
           "tool": {"name": "absint", "version": version}, "location": location,
           "accesses": [explanation(a) for a in accesses]}
    return json.dumps(doc, indent=2) + "\n"


def accesses_at(report: Report, same_file, line: int, column=None) -> list:
    """The report's accesses at a place; same_file(path) says whether a report path is the file."""
    return [a for a in report.accesses if a.line == line and same_file(a.file)
            and (column is None or a.column == column)]
