"""The report as plain data. Checks produce it; formatters (text, json, sarif, html) only read it."""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Optional

VERDICTS = ("safe", "error", "warning", "unreachable", "incomplete")


@dataclass(frozen=True)
class Context:
    """One calling context an access was judged in, and the invariant there (what `explain`
    shows). Plain data: lists of [name, interval, is_input], relation texts, [block, size] and
    [bound checked, "proven" | "fails" | "open"]."""
    function: str                   # the function whose analysis made the judgement
    verdict: str                    # "safe" | "error" | "warning" | "incomplete" in this context
    reason: str = ""
    message: str = ""
    chain: tuple = ()               # "main calls f at a.c:12", ... (outermost first)
    variables: tuple = ()
    relations: tuple = ()
    blocks: tuple = ()
    checks: tuple = ()


@dataclass(frozen=True)
class Access:
    """The verdict for one CheckSite. Every CheckSite of the program gets exactly one Access."""
    site_id: int
    file: str
    line: int
    column: int
    function: str
    verdict: str                    # one of VERDICTS
    array: str                      # "buf"
    access: str                     # "read" | "write"
    message: str = ""               # for error/warning: what fails, in a developer's words
    index: str = ""                 # the index (or offset/length) range, e.g. "[0, 10]"
    size: str = ""                  # the valid extent, e.g. "10" or "n"
    proved_by: Optional[str] = None  # "pentagon" | "polyhedral" for safe (and for refutations)
    witness: Optional[dict] = None   # values that make it fail, e.g. {"i": 10}
    notes: tuple = ()               # extra lines for the text format
    suppression: Optional[str] = None  # the reason of the inline suppression that covers this
    #                                    finding (absint.project.suppressions); None: not suppressed
    baselined: bool = False         # the finding is recorded in the --baseline file (not new)
    reason: str = ""                # why not proven (warning, incomplete) or how an error is
    #                                 known: a code of absint.checks.verdicts.REASONS
    contexts: tuple = ()            # Context, when explanations were asked for (explain, html)


@dataclass(frozen=True)
class Diagnostic:
    level: str                      # "unsupported" | "note" | "error"
    file: str
    line: int
    message: str
    column: int = 0
    detail: str = ""                # an internal error's traceback (shown with --debug only)
    rule: str = ""                  # with level "warning": a finding of this rule other than an
    #                                 access ("suppression": a suppression comment without reason)
    function: str = ""              # a note about one function (its contract): its name

    @property
    def internal(self) -> bool:
        """An error of absint's own (a bug), not of the program analysed."""
        return self.level == "error" and self.message.startswith("internal error")


@dataclass(frozen=True)
class Stats:
    files: int = 0
    functions: int = 0
    accesses: int = 0
    safe: int = 0
    errors: int = 0
    warnings: int = 0
    unreachable: int = 0
    unsupported: int = 0
    seconds: float = 0.0
    internal_errors: int = 0        # functions whose analysis failed on a bug of absint's
    suppressed: int = 0             # findings covered by an inline suppression with a reason
    baselined: int = 0              # findings recorded in the --baseline file
    skipped_files: int = 0          # files that could not be preprocessed or parsed (left out)
    incomplete: int = 0             # accesses not checked (a budget ran out): never safe


@dataclass(frozen=True)
class Report:
    accesses: tuple = ()            # Access, sorted by (file, line, column, site_id)
    diagnostics: tuple = ()         # Diagnostic
    stats: Stats = field(default_factory=Stats)
    simd: str = ""                  # the closure kernel in use
    function_times: tuple = ()      # (function, seconds) of each function's analyses, slowest
    #                                 first (the HTML overview)

    @property
    def findings(self) -> tuple:
        """Accesses that are errors or warnings: what the user is told about."""
        return tuple(a for a in self.accesses if a.verdict in ("error", "warning"))

    @property
    def open_findings(self) -> tuple:
        """Findings neither suppressed inline nor in the baseline: what is printed and what
        --fail-on counts (with the rule findings of the diagnostics)."""
        return tuple(a for a in self.findings if a.suppression is None and not a.baselined)

    @property
    def rule_findings(self) -> tuple:
        """Diagnostics that are findings of a rule (e.g. a suppression without a reason)."""
        return tuple(d for d in self.diagnostics if d.rule and d.level == "warning")
