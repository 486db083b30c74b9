"""Compiler-style text: `file:line:col: error: message [array-bounds]`, then `note:` lines, then a
summary line. A view of the Report; decides nothing."""
from __future__ import annotations

from dataclasses import dataclass

from absint.report.model import Access, Diagnostic, Report

# ANSI SGR codes, as gcc and clang colour their diagnostics.
_BOLD, _RED, _MAGENTA, _CYAN, _YELLOW, _GREEN, _RESET = (
    "\033[1m", "\033[1;31m", "\033[1;35m", "\033[1;36m", "\033[1;33m", "\033[1;32m", "\033[0m")
_LABEL_COLOUR = {"error": _RED, "warning": _MAGENTA, "note": _CYAN, "unsupported": _YELLOW,
                 "safe": _GREEN, "unreachable": _CYAN, "incomplete": _YELLOW}


@dataclass(frozen=True)
class TextOptions:
    colour: bool = False     # ANSI colours (the CLI turns them on for a TTY without NO_COLOR)
    verbosity: int = 0       # -1 quiet: no notes, no summary; 1: note diagnostics;
    #                          2: also every safe/unreachable access as a note
    contracts: bool = False  # --contracts: the library entries' contracts at any verbosity


def _location(file: str, line: int, column: int) -> str:
    where = f"{file}:{line}"
    return f"{where}:{column}" if column > 0 else where


def _witness_text(witness: dict) -> str:
    """The witness's values, without those named by their own literal (`a[5]`: 5 == 5)."""
    return ", ".join(f"{name} == {value}" for name, value in witness.items()
                     if not str(name).lstrip("-").isdigit())


class _Writer:
    def __init__(self, colour: bool):
        self.colour = colour
        self.lines: list = []

    def paint(self, text: str, code: str) -> str:
        return f"{code}{text}{_RESET}" if self.colour else text

    def emit(self, where: str, label: str, message: str, suffix: str = "") -> None:
        head = self.paint(where + ":", _BOLD)
        tag = self.paint(label + ":", _LABEL_COLOUR.get(label, _BOLD))
        tail = f" [{suffix}]" if suffix else ""
        self.lines.append(f"{head} {tag} {message}{tail}")


def _hidden(access: Access) -> bool:
    """A finding suppressed inline or recorded in the baseline: counted in the summary only."""
    return access.suppression is not None or access.baselined


def _access_lines(out: _Writer, access: Access, verbosity: int) -> None:
    where = _location(access.file, access.line, access.column)
    if _hidden(access):
        if verbosity >= 2:
            why = (f"suppressed: {access.suppression}" if access.suppression is not None
                   else "in the baseline")
            out.emit(where, "note", f"{access.verdict} on {access.access} of '{access.array}' "
                     f"({why})")
    elif access.verdict in ("error", "warning", "incomplete"):
        message = access.message or f"{access.access} of '{access.array}' may be out of bounds"
        if access.reason:
            message += f" (reason: {access.reason})"
        out.emit(where, access.verdict, message, "array-bounds")
        if verbosity < 0:
            return
        if access.witness and _witness_text(access.witness):
            out.emit(where, "note", f"witness: {_witness_text(access.witness)}")
        for note in access.notes:
            out.emit(where, "note", str(note))
    elif verbosity >= 2:
        how = f" (proved by {access.proved_by})" if access.proved_by else ""
        out.emit(where, "note", f"{access.access} of '{access.array}' is {access.verdict}{how}")


def _diagnostic_shown(diag: Diagnostic, options: TextOptions) -> bool:
    if diag.level == "note":
        return options.verbosity >= 1 or (options.contracts and bool(diag.function))
    return True


def _sort_key(item):
    return (item.file, item.line, item.column)


def summary_line(report: Report, verbosity: int = 0) -> str:
    s = report.stats
    parts = [f"{s.safe} safe", f"{s.errors} {'error' if s.errors == 1 else 'errors'}",
             f"{s.warnings} {'warning' if s.warnings == 1 else 'warnings'}",
             f"{s.unreachable} unreachable"]
    construct = "construct" if s.unsupported == 1 else "constructs"
    line = (f"{s.accesses} {'access' if s.accesses == 1 else 'accesses'}: {', '.join(parts)}; "
            f"{s.unsupported} unsupported {construct}")
    if s.incomplete:
        line += f"; {s.incomplete} incomplete (not checked in time)"
    if s.suppressed or s.baselined:
        hidden = [f"{s.suppressed} suppressed"] if s.suppressed else []
        hidden += [f"{s.baselined} in the baseline"] if s.baselined else []
        line += f"; findings not shown: {', '.join(hidden)}"
    if s.skipped_files:
        line += (f"; {s.skipped_files} {'file' if s.skipped_files == 1 else 'files'} not "
                 f"analysed (could not be preprocessed or parsed)")
    if s.internal_errors:
        line += (f"; {s.internal_errors} internal "
                 f"{'error' if s.internal_errors == 1 else 'errors'} (the analysis is incomplete)")
    if verbosity >= 1:
        line += (f" ({s.files} {'file' if s.files == 1 else 'files'}, {s.functions} "
                 f"{'function' if s.functions == 1 else 'functions'}, {s.seconds:.2f} s)")
    return line


def format_report(report: Report, options: TextOptions = TextOptions()) -> str:
    """The whole text report, ending with a newline (empty string when there is nothing to say)."""
    out = _Writer(options.colour)
    items = [a for a in report.accesses
             if (a.verdict in ("error", "warning") and not _hidden(a)) or options.verbosity >= 2]
    if options.verbosity < 2:     # incomplete accesses: one line per function and reason
        groups: dict = {}
        for a in report.accesses:
            if a.verdict == "incomplete":
                groups.setdefault((a.function, a.message), []).append(a)
        items += [Access(**{**group[0].__dict__,
                            "message": f"{msg or 'not checked'} ({len(group)} "
                                       f"{'access' if len(group) == 1 else 'accesses'})"})
                  for (fn, msg), group in groups.items()]
    items += [d for d in report.diagnostics if _diagnostic_shown(d, options)]
    # Stable: within one position, the report's own order (accesses before diagnostics).
    shown = set()
    for item in sorted(items, key=_sort_key):
        if isinstance(item, Access):
            # (`x[i]++` reads and writes x[i]: one line when both say the same)
            said = (item.file, item.line, item.column, item.verdict, item.message, item.reason)
            if options.verbosity < 2 and said in shown:
                continue
            shown.add(said)
            _access_lines(out, item, options.verbosity)
        else:
            where = _location(item.file, item.line, item.column)
            out.emit(where, item.level, item.message, item.rule)
    if options.verbosity >= 0:
        label = out.paint("summary:", _BOLD)
        out.lines.append(f"{label} {summary_line(report, options.verbosity)}")
    return "".join(line + "\n" for line in out.lines)
