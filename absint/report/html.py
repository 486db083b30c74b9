"""`--format html`: one self-contained page (inline CSS, no scripts, nothing fetched) listing every
access by file with its verdict, then the diagnostics and the rules' help."""
from __future__ import annotations

from html import escape
from itertools import groupby

from absint.report.model import Report
from absint.report.rules import RULES

_CSS = """
body { font-family: system-ui, sans-serif; margin: 2em; color: #222; }
h1 { font-size: 1.4em; } h2 { font-size: 1.15em; margin-top: 1.6em; }
table { border-collapse: collapse; width: 100%; font-size: 0.92em; }
th, td { border: 1px solid #ccc; padding: 0.25em 0.5em; text-align: left; vertical-align: top; }
th { background: #f0f0f0; }
td.num { text-align: right; font-variant-numeric: tabular-nums; }
code { font-family: ui-monospace, monospace; }
.verdict { font-weight: bold; border-radius: 3px; padding: 0 0.4em; }
.v-error { background: #fbd5d5; color: #8b0000; }
.v-warning { background: #fde9c4; color: #7a4b00; }
.v-safe { background: #d8f3dc; color: #1b5e20; }
.v-unreachable { background: #e3e3e3; color: #555; }
.v-unsupported { background: #fff3b0; color: #6b5900; }
.v-note { background: #dbeafe; color: #1e3a8a; }
.summary span { margin-right: 1em; }
"""


def _verdict(label: str) -> str:
    return f'<span class="verdict v-{escape(label)}">{escape(label)}</span>'


def _access_row(a) -> str:
    detail = escape(a.message)
    if a.witness:
        witness = ", ".join(f"{k} == {v}" for k, v in a.witness.items())
        detail += f"<br><small>witness: <code>{escape(witness)}</code></small>"
    if a.proved_by:
        detail += f"<br><small>proved by {escape(a.proved_by)}</small>"
    return ("<tr>"
            f'<td class="num">{a.line}</td><td class="num">{a.column}</td>'
            f"<td><code>{escape(a.function)}</code></td><td><code>{escape(a.array)}</code></td>"
            f"<td>{escape(a.access)}</td><td>{_verdict(a.verdict)}</td>"
            f"<td><code>{escape(a.index)}</code></td><td><code>{escape(a.size)}</code></td>"
            f"<td>{detail}</td></tr>")


def format_report(report: Report, version: str) -> str:
    s = report.stats
    out = ["<!DOCTYPE html>", '<html lang="en">', "<head>", '<meta charset="utf-8">',
           "<title>absint report</title>", f"<style>{_CSS}</style>", "</head>", "<body>",
           f"<h1>absint {escape(version)}: array bounds report</h1>",
           '<p class="summary">'
           f"<span>{s.files} files</span><span>{s.functions} functions</span>"
           f"<span>{s.accesses} accesses:</span>"
           f"<span>{_verdict('safe')} {s.safe}</span>"
           f"<span>{_verdict('error')} {s.errors}</span>"
           f"<span>{_verdict('warning')} {s.warnings}</span>"
           f"<span>{_verdict('unreachable')} {s.unreachable}</span>"
           f"<span>{_verdict('unsupported')} {s.unsupported}</span>"
           + (f'<span><span class="verdict v-error">internal errors</span> {s.internal_errors}</span>'
              if s.internal_errors else "") +
           f"<span>{s.seconds:.2f} s</span></p>"]
    if not report.accesses:
        out.append("<p>No accesses were analysed.</p>")
    by_file = sorted(report.accesses, key=lambda a: a.file)   # stable: source order within a file
    for file, accesses in groupby(by_file, key=lambda a: a.file):
        out.append(f"<h2><code>{escape(file)}</code></h2>")
        out.append("<table><tr><th>line</th><th>col</th><th>function</th><th>array</th>"
                   "<th>access</th><th>verdict</th><th>index</th><th>size</th><th>details</th></tr>")
        out.extend(_access_row(a) for a in accesses)
        out.append("</table>")
    if report.diagnostics:
        out.append("<h2>Diagnostics</h2>")
        out.append("<table><tr><th>file</th><th>line</th><th>level</th><th>message</th></tr>")
        for d in report.diagnostics:
            out.append(f"<tr><td><code>{escape(d.file)}</code></td><td class=\"num\">{d.line}</td>"
                       f"<td>{_verdict(d.level)}</td><td>{escape(d.message)}</td></tr>")
        out.append("</table>")
    out.append("<h2>Checks</h2>")
    for rule in RULES:
        paragraphs = "".join(f"<p>{escape(p)}</p>" for p in rule.help_text.split("\n\n"))
        out.append(f"<h3><code>{escape(rule.id)}</code>: {escape(rule.short)}</h3>{paragraphs}")
    out += ["</body>", "</html>"]
    return "\n".join(out) + "\n"
