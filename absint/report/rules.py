"""The checks absint reports, with their help texts (SARIF rules; also shown by the HTML page).

Rule ids are stable: code-scanning alerts and suppressions are keyed on them. Never rename one.
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Rule:
    id: str
    name: str                # PascalCase, as SARIF viewers like it
    short: str               # one sentence
    full: str
    help_text: str
    help_markdown: str
    default_level: str       # SARIF level: "error" | "warning" | "note"
    tags: tuple = ()


ARRAY_BOUNDS = Rule(
    id="array-bounds",
    name="ArrayIndexOutOfBounds",
    short="Array or buffer access out of bounds.",
    full=("An array subscript, pointer dereference or library call (memcpy, strcpy, snprintf, ...) "
          "reads or writes outside the memory object it points into. absint reports 'error' when the "
          "access is out of bounds whenever it is reached, and 'warning' when it could not prove it "
          "in bounds."),
    help_text=(
        "absint proves, by abstract interpretation, that every array and buffer access stays inside "
        "its object. This result is an access it could not prove.\n\n"
        "error: the access is out of bounds every time it is reached; the witness gives values that "
        "make it fail.\n"
        "warning: the access may be out of bounds; the message gives the range of the index (or "
        "length) against the valid range.\n\n"
        "Fix: bound the index or length by the size of the object (e.g. loop with i < n instead of "
        "i <= n, leave room for the terminating NUL of a string, check input values before use). "
        "If the access is in fact safe, make the invariant visible to the analyzer with a guard."),
    help_markdown=(
        "absint proves, by abstract interpretation, that every array and buffer access stays inside "
        "its object. This result is an access it could not prove.\n\n"
        "* **error**: the access is out of bounds *every time it is reached*; the witness gives "
        "values that make it fail.\n"
        "* **warning**: the access *may* be out of bounds; the message gives the range of the index "
        "(or length) against the valid range.\n\n"
        "**Fix**: bound the index or length by the size of the object (e.g. `i < n` rather than "
        "`i <= n`, leave room for the terminating NUL of a string, check input values before use). "
        "If the access is in fact safe, make the invariant visible to the analyzer with a guard.\n\n"
        "```c\nchar buf[10];\nfor (int i = 0; i <= 10; i++)   /* error: buf[10] is past the end */\n"
        "    buf[i] = 0;\n```"),
    default_level="error",
    tags=("security", "correctness", "memory-safety", "external/cwe/cwe-787",
          "external/cwe/cwe-125"),
)

UNSUPPORTED = Rule(
    id="unsupported",
    name="UnsupportedConstruct",
    short="A construct absint cannot model; accesses it affects are not proven safe.",
    full=("The analyzer met a C construct it does not model (for instance inline assembly, "
          "setjmp/longjmp, or a function pointer it cannot resolve). It reports the construct here "
          "instead of silently assuming it harmless; the accesses it may affect are never reported "
          "as safe."),
    help_text=(
        "absint does not model this construct, so it cannot vouch for the memory accesses that "
        "depend on it. Nothing is wrong with the code necessarily: this result marks where the "
        "proof stops. Rewriting the construct in plain C (or moving it out of the analysed files) "
        "lets absint check the code around it."),
    help_markdown=(
        "absint does not model this construct, so it cannot vouch for the memory accesses that "
        "depend on it. Nothing is wrong with the code necessarily: this result marks *where the "
        "proof stops*. Rewriting the construct in plain C (or moving it out of the analysed files) "
        "lets absint check the code around it."),
    default_level="note",
    tags=("analysis-coverage",),
)

SUPPRESSION = Rule(
    id="suppression",
    name="InvalidSuppression",
    short="An inline suppression without a reason, or naming an unknown check.",
    full=("A comment `absint: ignore[CHECK] reason` silences the findings of CHECK on its line (or, "
          "alone on its line, on the next). This one gives no reason, or names no known check, so it "
          "silences nothing: a reviewed false alarm is recorded with why it is one."),
    help_text=(
        "Write the check and the reason, e.g.\n\n"
        "    n = buf[i];  // absint: ignore[array-bounds] i < len is checked by every caller\n\n"
        "The reason is kept in the JSON and SARIF reports (SARIF suppressions, kind inSource), "
        "so a reviewer sees why the finding was silenced."),
    help_markdown=(
        "Write the check and the reason, e.g.\n\n"
        "```c\nn = buf[i];  // absint: ignore[array-bounds] i < len is checked by every caller\n```"
        "\n\nThe reason is kept in the JSON and SARIF reports (SARIF `suppressions`, kind "
        "`inSource`), so a reviewer sees why the finding was silenced."),
    default_level="warning",
    tags=("maintainability",),
)

RULES = (ARRAY_BOUNDS, UNSUPPORTED, SUPPRESSION)
