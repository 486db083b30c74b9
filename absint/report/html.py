"""`--format html`: one self-contained page (inline CSS and script, nothing fetched, no network).

The report's data (the same fields as the JSON report, with each access's explanation: what
`absint explain` prints) is embedded as one JSON block; a small script renders it, lazily: the
findings list a page at a time, a file's source in chunks as it is scrolled. So the page stays
quick on thousands of accesses. It shows an overview (counts by verdict and by file, the slowest
functions, the diagnostics), the findings with filters by verdict, file and reason, and each file's
source with a gutter of verdicts per line; clicking a line shows the explanation of its accesses
(verdict, reason, invariant, bounds, blocks, calling contexts, witness), and `#FILE:LINE` in the
address opens that line (the address follows the line shown). A view: it decides nothing.

One file rather than a directory: it goes to stdout or `-o FILE` like the other formats, opens from
a CI artifact or a mail attachment as it is, and is still small (about 1 KB per access).
"""
from __future__ import annotations

import json
from html import escape

from absint.report.explain import explanation
from absint.report.model import Report
from absint.report.reasons import REASONS
from absint.report.rules import RULES

VERDICT_ORDER = ("error", "warning", "incomplete", "unreachable", "safe")
SLOWEST = 15            # functions listed in the overview
MAX_SOURCE = 4 << 20    # characters of one file's source embedded at most

_CSS = """
* { box-sizing: border-box; }
body { font-family: system-ui, sans-serif; margin: 0; color: #222; background: #fafafa; }
header { padding: 0.8em 1.5em; background: #263238; color: #fff; }
header h1 { font-size: 1.25em; margin: 0 0 0.3em 0; }
main { padding: 0 1.5em 2em 1.5em; }
h2 { font-size: 1.1em; margin: 1.4em 0 0.5em 0; }
table { border-collapse: collapse; font-size: 0.9em; background: #fff; }
th, td { border: 1px solid #ddd; padding: 0.2em 0.5em; text-align: left; vertical-align: top; }
th { background: #eceff1; }
td.num { text-align: right; font-variant-numeric: tabular-nums; }
code, .src { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; }
.verdict { font-weight: bold; border-radius: 3px; padding: 0 0.4em; white-space: nowrap; }
.v-error { background: #fbd5d5; color: #8b0000; }
.v-warning { background: #fde9c4; color: #7a4b00; }
.v-incomplete { background: #fff3b0; color: #6b5900; }
.v-safe { background: #d8f3dc; color: #1b5e20; }
.v-unreachable { background: #e3e3e3; color: #555; }
.v-unsupported { background: #fff3b0; color: #6b5900; }
.v-note { background: #dbeafe; color: #1e3a8a; }
.summary span { margin-right: 1em; }
#filters { position: sticky; top: 0; z-index: 2; background: #fff; border-bottom: 1px solid #ccc;
           padding: 0.5em 1.5em; display: flex; flex-wrap: wrap; gap: 1.2em; align-items: center; }
#filters label { white-space: nowrap; }
.overview { display: flex; flex-wrap: wrap; gap: 2em; align-items: flex-start; }
tr.finding { cursor: pointer; } tr.finding:hover { background: #f1f8ff; }
#more { margin: 0.5em 0; }
.viewer { display: flex; gap: 1em; align-items: flex-start; }
#source { flex: 3; max-height: 75vh; overflow: auto; background: #fff; border: 1px solid #ccc;
          font-size: 0.85em; min-width: 0; }
#details { flex: 2; max-height: 75vh; overflow: auto; background: #fff; border: 1px solid #ccc;
           padding: 0.5em 0.8em; font-size: 0.9em; min-width: 0; }
.src-line { display: flex; white-space: pre; line-height: 1.35; }
.src-line.has { cursor: pointer; } .src-line.has:hover { background: #f1f8ff; }
.src-line.selected { background: #e3f2fd; }
.gutter { width: 5.5em; flex: none; text-align: right; padding-right: 0.3em; }
.ln { width: 4em; flex: none; text-align: right; color: #999; padding-right: 0.8em;
      border-right: 1px solid #eee; margin-right: 0.5em; }
.mark { display: inline-block; min-width: 1.2em; text-align: center; border-radius: 3px;
        font-size: 0.8em; margin-left: 1px; }
.explain { border-top: 1px solid #eee; padding: 0.4em 0; }
.explain h3 { font-size: 1em; margin: 0.2em 0; }
.explain .ctx { margin: 0.3em 0 0.3em 0.8em; padding-left: 0.6em; border-left: 3px solid #cfd8dc; }
.explain ul { margin: 0.1em 0; padding-left: 1.2em; }
.st-proven { color: #1b5e20; } .st-fails { color: #8b0000; } .st-open { color: #7a4b00; }
.muted { color: #777; }
"""

_SCRIPT = r"""
(function () {
  "use strict";
  var D = JSON.parse(document.getElementById("absint-data").textContent);
  var PAGE = 200, CHUNK = 400;
  var state = {verdicts: {}, file: "", reason: "", shown: PAGE, file_open: -1, line: 0};
  var rank = {};
  D.verdicts.forEach(function (v, i) { rank[v] = i; state.verdicts[v] = v !== "safe" && v !== "unreachable"; });
  var byFile = D.files.map(function () { return {}; });
  D.accesses.forEach(function (a, i) {
    var lines = byFile[a.f];
    (lines[a.line] = lines[a.line] || []).push(i);
  });

  function el(tag, cls, text) {
    var e = document.createElement(tag);
    if (cls) e.className = cls;
    if (text !== undefined && text !== null) e.textContent = String(text);
    return e;
  }
  function chip(v) { return el("span", "verdict v-" + v, v); }
  function passes(a) {
    return state.verdicts[a.verdict] && (state.file === "" || String(a.f) === state.file) &&
      (state.reason === "" || (a.reason || "") === state.reason);
  }

  // ------------------------------------------------------------------ findings list
  function renderFindings() {
    var body = document.getElementById("findings-body");
    body.textContent = "";
    var matching = D.accesses.filter(passes);
    matching.slice(0, state.shown).forEach(function (a) {
      var tr = el("tr", "finding");
      tr.dataset.index = D.accesses.indexOf(a);
      tr.appendChild(el("td", "", D.files[a.f].name + ":" + a.line + ":" + a.column));
      var v = el("td"); v.appendChild(chip(a.verdict)); tr.appendChild(v);
      tr.appendChild(el("td", "", a.reason || ""));
      tr.appendChild(el("td", "", a["function"]));
      tr.appendChild(el("td", "", a.message || (a.access + " of '" + a.array + "'")));
      tr.addEventListener("click", function () { openFile(a.f, a.line); });
      body.appendChild(tr);
    });
    document.getElementById("findings-count").textContent =
      matching.length + " of " + D.accesses.length + " accesses match the filters";
    var more = document.getElementById("more");
    more.hidden = matching.length <= state.shown;
    more.textContent = "show " + Math.min(PAGE, matching.length - state.shown) + " more";
  }

  // ------------------------------------------------------------------ source with a gutter
  var observer = null, rendered = 0, sourceLines = [];
  function marks(fileIndex, line) {
    var ids = byFile[fileIndex][line];
    if (!ids) return null;
    var shown = ids.filter(function (i) { return passes(D.accesses[i]); });
    var span = el("span", "gutter");
    if (!shown.length) return span;
    var count = {};
    shown.forEach(function (i) { var v = D.accesses[i].verdict; count[v] = (count[v] || 0) + 1; });
    D.verdicts.forEach(function (v) {
      if (count[v]) span.appendChild(el("span", "mark v-" + v, count[v] > 1 ? count[v] : v[0]));
    });
    span.title = shown.length + " access" + (shown.length > 1 ? "es" : "");
    return span;
  }
  function renderChunk() {
    var box = document.getElementById("source-lines");
    var end = Math.min(rendered + CHUNK, sourceLines.length);
    for (var n = rendered; n < end; n++) {
      var line = n + 1, div = el("div", "src-line");
      div.dataset.line = line;
      var g = marks(state.file_open, line);
      if (byFile[state.file_open][line]) div.classList.add("has");
      div.appendChild(g || el("span", "gutter"));
      div.appendChild(el("span", "ln", line));
      div.appendChild(el("code", "", sourceLines[n]));
      box.appendChild(div);
    }
    rendered = end;
    var sentinel = document.getElementById("sentinel");
    sentinel.hidden = rendered >= sourceLines.length;
  }
  function renderThrough(line) { while (rendered < Math.min(line, sourceLines.length)) renderChunk(); }
  function openFile(fileIndex, line) {
    var f = D.files[fileIndex];
    var title = document.getElementById("source-title");
    title.textContent = f.name;
    var box = document.getElementById("source-lines");
    box.textContent = "";
    rendered = 0;
    state.file_open = fileIndex;
    if (f.source === null) {
      sourceLines = [];
      box.appendChild(el("p", "muted", "the source of this file is not in the report; its accesses:"));
      Object.keys(byFile[fileIndex]).map(Number).sort(function (a, b) { return a - b; })
        .forEach(function (n) {
          var div = el("div", "src-line has");
          div.dataset.line = n;
          div.appendChild(marks(fileIndex, n));
          div.appendChild(el("span", "ln", n));
          box.appendChild(div);
        });
      document.getElementById("sentinel").hidden = true;
    } else {
      sourceLines = f.source.split("\n");
      renderChunk();
    }
    if (line) showLine(line);
  }
  function refreshGutter() {
    if (state.file_open < 0) return;
    var lines = document.querySelectorAll("#source-lines .src-line.has");
    Array.prototype.forEach.call(lines, function (div) {
      var g = marks(state.file_open, Number(div.dataset.line));
      div.replaceChild(g, div.firstChild);
    });
  }

  // ------------------------------------------------------------------ explanations
  function row(list, label, text) {
    var li = el("li"); li.appendChild(el("b", "", label + ": ")); li.appendChild(document.createTextNode(text));
    list.appendChild(li);
  }
  function explain(a) {
    var box = el("div", "explain");
    var h = el("h3");
    h.appendChild(chip(a.verdict));
    h.appendChild(document.createTextNode(" " + a.access + " of '" + a.array + "' in " + a["function"] +
      " (column " + a.column + ")"));
    box.appendChild(h);
    var ul = el("ul");
    if (a.message) row(ul, "message", a.message);
    if (a.verdict === "safe") row(ul, "proved by", a.proved_by || "pentagon");
    if (a.suppression !== null && a.suppression !== undefined) row(ul, "suppressed in the source", a.suppression);
    if (a.baselined) row(ul, "in the baseline", "recorded by --update-baseline: not a new finding");
    if (a.reason) row(ul, "reason", a.reason + ": " + (D.reasons[a.reason] || ""));
    if (a.witness) row(ul, "witness", Object.keys(a.witness).map(function (k) { return k + " == " + a.witness[k]; }).join(", "));
    (a.notes || []).forEach(function (n) { row(ul, "note", n); });
    if (a.verdict === "unreachable") row(ul, "reached", "no execution from the entry points reaches it");
    box.appendChild(ul);
    a.contexts.forEach(function (c, i) {
      var ctx = el("div", "ctx");
      var t = el("div");
      t.appendChild(el("b", "", "context " + (i + 1) + " of " + a.contexts.length + ": "));
      t.appendChild(document.createTextNode("analysed in '" + c["function"] + "': "));
      t.appendChild(chip(c.verdict));
      if (c.reason) t.appendChild(document.createTextNode(" " + c.reason));
      ctx.appendChild(t);
      var cl = el("ul", "invariant");
      if (c.message && c.verdict === "safe") row(cl, "proof", c.message);
      if (c.chain.length) row(cl, "calls", c.chain.join(" \u2192 "));
      if (c.variables.length) row(cl, "invariant", c.variables.map(function (v) {
        return v.name + " in " + v.interval + (v.input ? " (input)" : ""); }).join(", "));
      if (c.relations.length) row(cl, "relations", c.relations.join(", "));
      c.blocks.forEach(function (b) { row(cl, "block", b.name + ": " + b.size); });
      c.checks.forEach(function (k) {
        var li = el("li"); li.appendChild(el("b", "", "bound: "));
        li.appendChild(document.createTextNode(k.bound + ": "));
        li.appendChild(el("span", "st-" + k.status, k.status));
        cl.appendChild(li);
      });
      ctx.appendChild(cl);
      box.appendChild(ctx);
    });
    return box;
  }
  function showLine(line) {
    renderThrough(line);
    var old = document.querySelector("#source-lines .selected");
    if (old) old.classList.remove("selected");
    var div = document.querySelector('#source-lines .src-line[data-line="' + line + '"]');
    if (div) { div.classList.add("selected"); div.scrollIntoView({block: "center"}); }
    state.line = line;
    if (history.replaceState) {   // a link to this line: report.html#FILE:LINE
      try { history.replaceState(null, "", "#" + encodeURIComponent(D.files[state.file_open].name) + ":" + line); }
      catch (e) { /* a browser that refuses it for file: URLs: no link, nothing else lost */ }
    }
    var details = document.getElementById("details");
    details.textContent = "";
    var ids = byFile[state.file_open][line] || [];
    details.appendChild(el("h3", "", D.files[state.file_open].name + ":" + line));
    if (!ids.length) details.appendChild(el("p", "muted", "no access on this line"));
    ids.forEach(function (i) { details.appendChild(explain(D.accesses[i])); });
  }

  // ------------------------------------------------------------------ filters
  function applyFilters() { state.shown = PAGE; renderFindings(); refreshGutter(); }
  D.verdicts.forEach(function (v) {
    var box = document.getElementById("filter-verdict-" + v);
    box.checked = state.verdicts[v];
    box.addEventListener("change", function () { state.verdicts[v] = box.checked; applyFilters(); });
  });
  var fileSel = document.getElementById("filter-file");
  fileSel.addEventListener("change", function () {
    state.file = fileSel.value;
    applyFilters();
    if (state.file !== "") openFile(Number(state.file), 0);
  });
  var reasonSel = document.getElementById("filter-reason");
  reasonSel.addEventListener("change", function () { state.reason = reasonSel.value; applyFilters(); });
  document.getElementById("more").addEventListener("click", function () { state.shown += PAGE; renderFindings(); });
  document.getElementById("source-lines").addEventListener("click", function (ev) {
    var div = ev.target.closest(".src-line");
    if (div) showLine(Number(div.dataset.line));
  });
  Array.prototype.forEach.call(document.querySelectorAll("[data-open-file]"), function (a) {
    a.addEventListener("click", function (ev) { ev.preventDefault(); openFile(Number(a.dataset.openFile), 0); });
  });
  if ("IntersectionObserver" in window) {
    observer = new IntersectionObserver(function (entries) {
      if (entries.some(function (e) { return e.isIntersecting; }) && rendered < sourceLines.length) renderChunk();
    }, {root: document.getElementById("source")});
    observer.observe(document.getElementById("sentinel"));
  }
  document.getElementById("sentinel").addEventListener("click", renderChunk);
  renderFindings();
  var target = /^#(.*):(\d+)$/.exec(location.hash), wanted = -1;
  if (target) {
    var name = decodeURIComponent(target[1]);
    D.files.forEach(function (f, i) { if (f.name === name) wanted = i; });
  }
  if (wanted >= 0) {
    openFile(wanted, Number(target[2]));
  } else if (D.files.length) {
    var first = D.accesses.filter(passes)[0];
    openFile(first ? first.f : 0, first ? first.line : 0);
  }
  window.absintReady = true;
})();
"""


def _json_for_script(data) -> str:
    """JSON safe inside <script>: no "</" (which could close the element) and no "<!--"."""
    return json.dumps(data, separators=(",", ":")).replace("<", "\\u003c").replace(
        "\u2028", "\\u2028").replace("\u2029", "\\u2029")


def page_data(report: Report, version: str, sources=None) -> dict:
    """The data the page renders: the report's fields, each access with its explanation."""
    sources = sources or {}
    names = sorted({a.file for a in report.accesses} | {d.file for d in report.diagnostics if d.file})
    index = {name: i for i, name in enumerate(names)}
    counts = {name: {v: 0 for v in VERDICT_ORDER} for name in names}
    accesses = []
    for a in report.accesses:
        item = explanation(a)
        item["f"] = index[a.file]
        item["baselined"] = a.baselined          # (explanation() carries the suppression)
        accesses.append(item)
        counts[a.file][a.verdict] = counts[a.file].get(a.verdict, 0) + 1
    files = []
    for name in names:
        text = sources.get(name)
        if text is not None and len(text) > MAX_SOURCE:
            text = None
        files.append({"name": name, "source": text, "counts": counts[name]})
    s = report.stats
    return {
        "tool": {"name": "absint", "version": version, "simd": report.simd},
        "stats": {"files": s.files, "functions": s.functions, "accesses": s.accesses,
                  "safe": s.safe, "errors": s.errors, "warnings": s.warnings,
                  "unreachable": s.unreachable, "incomplete": s.incomplete,
                  "unsupported": s.unsupported, "internal_errors": s.internal_errors,
                  "seconds": round(s.seconds, 3)},
        "verdicts": list(VERDICT_ORDER),
        "reasons": dict(REASONS),
        "files": files,
        "accesses": accesses,
        "slowest": [[f, t] for f, t in list(report.function_times)[:SLOWEST]],
    }


def _verdict(label: str) -> str:
    return f'<span class="verdict v-{escape(label)}">{escape(label)}</span>'


def format_report(report: Report, version: str, sources=None) -> str:
    """The page. sources: {file as in the report: its text} for the source views (a file without
    one lists its accesses by line)."""
    data = page_data(report, version, sources)
    s = report.stats
    counts = {"safe": s.safe, "error": s.errors, "warning": s.warnings,
              "incomplete": s.incomplete, "unreachable": s.unreachable}
    out = ["<!DOCTYPE html>", '<html lang="en">', "<head>", '<meta charset="utf-8">',
           '<meta name="viewport" content="width=device-width, initial-scale=1">',
           "<title>absint report</title>", f"<style>{_CSS}</style>", "</head>", "<body>",
           "<header>", f"<h1>absint {escape(version)}: array bounds report</h1>",
           '<div class="summary" id="summary">'
           f"<span>{s.files} files</span><span>{s.functions} functions</span>"
           f"<span>{s.accesses} accesses:</span>"
           + "".join(f"<span>{_verdict(v)} {counts[v]}</span>" for v in VERDICT_ORDER)
           + f"<span>{_verdict('unsupported')} {s.unsupported}</span>"
           + (f'<span><span class="verdict v-error">internal errors</span> {s.internal_errors}'
              "</span>" if s.internal_errors else "")
           + f"<span>{s.seconds:.2f} s</span></div>", "</header>",
           "<noscript><p>This report renders with JavaScript (inline, nothing is fetched); the "
           "same data is in <code>absint check --format json</code>.</p></noscript>",
           '<div id="filters"><b>Show</b>']
    for v in VERDICT_ORDER:
        out.append(f'<label><input type="checkbox" id="filter-verdict-{v}"> {_verdict(v)}</label>')
    out.append('<label>file <select id="filter-file"><option value="">all files</option>'
               + "".join(f'<option value="{i}">{escape(f["name"])}</option>'
                         for i, f in enumerate(data["files"])) + "</select></label>")
    reasons = sorted({a.reason for a in report.accesses if a.reason})
    out.append('<label>reason <select id="filter-reason"><option value="">any reason</option>'
               + "".join(f'<option value="{escape(r)}" title="{escape(REASONS.get(r, ""))}">'
                         f"{escape(r)}</option>" for r in reasons) + "</select></label></div>")
    out.append("<main>")
    # overview: by file, slowest functions (static HTML: it is small)
    out.append('<h2>Overview</h2><div class="overview"><table id="by-file"><tr><th>file</th>'
               + "".join(f"<th>{_verdict(v)}</th>" for v in VERDICT_ORDER) + "</tr>")
    for i, f in enumerate(data["files"]):
        out.append(f'<tr><td><a href="#source" data-open-file="{i}"><code>{escape(f["name"])}'
                   "</code></a></td>"
                   + "".join(f'<td class="num">{f["counts"].get(v, 0)}</td>'
                             for v in VERDICT_ORDER) + "</tr>")
    out.append("</table>")
    if data["slowest"]:
        out.append('<table id="slowest"><tr><th>slowest functions</th><th>seconds</th></tr>'
                   + "".join(f'<tr><td><code>{escape(fn)}</code></td><td class="num">{t:.3f}</td>'
                             "</tr>" for fn, t in data["slowest"]) + "</table>")
    out.append("</div>")
    out.append('<h2>Findings</h2><p class="muted" id="findings-count"></p>'
               '<table id="findings"><thead><tr><th>where</th><th>verdict</th><th>reason</th>'
               '<th>function</th><th>what</th></tr></thead><tbody id="findings-body"></tbody>'
               '</table><button id="more" hidden>more</button>')
    out.append('<h2>Source: <code id="source-title"></code></h2><div class="viewer">'
               '<div id="source"><div id="source-lines" class="src"></div>'
               '<button id="sentinel" hidden>more lines</button></div>'
               '<div id="details"><p class="muted">Click a line with a verdict in its margin to '
               "see why.</p></div></div>")
    if report.diagnostics:
        out.append('<h2>Diagnostics</h2><table id="diagnostics"><tr><th>file</th><th>line</th>'
                   "<th>level</th><th>message</th></tr>")
        for d in report.diagnostics:
            out.append(f"<tr><td><code>{escape(d.file)}</code></td><td class=\"num\">{d.line}</td>"
                       f"<td>{_verdict(d.level)}</td><td>{escape(d.message)}</td></tr>")
        out.append("</table>")
    out.append("<h2>Reasons</h2><table id=\"reasons\">" + "".join(
        f"<tr><td><code>{escape(code)}</code></td><td>{escape(text)}</td></tr>"
        for code, text in REASONS.items()) + "</table>")
    out.append("<h2>Checks</h2>")
    for rule in RULES:
        paragraphs = "".join(f"<p>{escape(p)}</p>" for p in rule.help_text.split("\n\n"))
        out.append(f"<h3><code>{escape(rule.id)}</code>: {escape(rule.short)}</h3>{paragraphs}")
    out.append("</main>")
    out.append(f'<script type="application/json" id="absint-data">{_json_for_script(data)}'
               "</script>")
    out.append(f"<script>{_SCRIPT}</script>")
    out += ["</body>", "</html>"]
    return "\n".join(out) + "\n"
