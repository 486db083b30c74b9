"""Constructed reports for the formatter tests (no analyzer involved)."""
from absint.report.model import Access, Diagnostic, Report, Stats


def access(verdict, line, column=5, *, file="src/prog.c", function="f", array="buf",
           kind="write", message="", index="", size="", proved_by=None, witness=None, notes=(),
           site_id=None, reason=""):
    return Access(site_id=site_id if site_id is not None else line * 100 + column, file=file,
                  line=line, column=column, function=function, verdict=verdict, array=array,
                  access=kind, message=message, index=index, size=size, proved_by=proved_by,
                  witness=witness, notes=tuple(notes), reason=reason)


def sample_report() -> Report:
    """Every kind of thing a report holds: an error with witness and notes, a warning, safe and
    unreachable accesses, an unsupported construct and a note."""
    accesses = (
        access("safe", 4, 9, array="a", kind="read", index="[0, 9]", size="10",
               proved_by="pentagon"),
        access("error", 12, 5,
               message="index i in [0, 10] but 'buf' has 10 elements (valid 0..9); fails for i == 10",
               index="[0, 10]", size="10", witness={"i": 10},
               notes=("loop at line 11 runs i from 0 to 10",), reason="definite"),
        access("unreachable", 15, 3, array="buf", kind="read"),
        access("warning", 20, 7, function="g", array="p", kind="read",
               message="offset k in [0, +inf] but 'p' has n elements (valid 0..n-1)",
               index="[0, +inf]", size="n", reason="input"),
    )
    diagnostics = (
        Diagnostic(level="unsupported", file="src/prog.c", line=8, message="inline assembly"),
        Diagnostic(level="note", file="src/prog.c", line=30,
                   message="call to 'ext' (no body, no model): its pointer arguments are havocked"),
    )
    stats = Stats(files=1, functions=2, accesses=4, safe=1, errors=1, warnings=1, unreachable=1,
                  unsupported=1, seconds=0.0812)
    return Report(accesses=accesses, diagnostics=diagnostics, stats=stats, simd="avx2")


def empty_report() -> Report:
    return Report(stats=Stats(files=1, functions=1))
