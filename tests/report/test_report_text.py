from absint.report.text import TextOptions, format_report, summary_line
from report_samples import empty_report, sample_report

ERROR_LINE = ("src/prog.c:12:5: error: index i in [0, 10] but 'buf' has 10 elements (valid 0..9); "
              "fails for i == 10 (reason: definite) [array-bounds]")
WARNING_LINE = ("src/prog.c:20:7: warning: offset k in [0, +inf] but 'p' has n elements "
                "(valid 0..n-1) (reason: input) [array-bounds]")
SUMMARY = ("summary: 4 accesses: 1 safe, 1 error, 1 warning, 1 unreachable; "
           "1 unsupported construct")


def test_default_golden():
    assert format_report(sample_report()).splitlines() == [
        "src/prog.c:8: unsupported: inline assembly",
        ERROR_LINE,
        "src/prog.c:12:5: note: witness: i == 10",
        "src/prog.c:12:5: note: loop at line 11 runs i from 0 to 10",
        WARNING_LINE,
        SUMMARY,
    ]


def test_quiet_keeps_findings_and_unsupported_only():
    assert format_report(sample_report(), TextOptions(verbosity=-1)).splitlines() == [
        "src/prog.c:8: unsupported: inline assembly", ERROR_LINE, WARNING_LINE]


def test_verbose_adds_notes_and_totals():
    lines = format_report(sample_report(), TextOptions(verbosity=1)).splitlines()
    assert ("src/prog.c:30: note: call to 'ext' (no body, no model): its pointer arguments are "
            "havocked") in lines
    assert lines[-1] == SUMMARY + " (1 file, 2 functions, 0.08 s)"
    assert not any("is safe" in line for line in lines)


def test_very_verbose_lists_every_access():
    lines = format_report(sample_report(), TextOptions(verbosity=2)).splitlines()
    assert "src/prog.c:4:9: note: read of 'a' is safe (proved by pentagon)" in lines
    assert "src/prog.c:15:3: note: read of 'buf' is unreachable" in lines
    # still in source order
    assert lines.index("src/prog.c:4:9: note: read of 'a' is safe (proved by pentagon)") == 0


def test_colour_only_when_asked():
    plain = format_report(sample_report())
    assert "\033[" not in plain
    coloured = format_report(sample_report(), TextOptions(colour=True))
    assert "\033[1;31merror:\033[0m" in coloured
    assert "\033[1;35mwarning:\033[0m" in coloured
    # colour codes aside, the same text
    import re
    assert re.sub(r"\033\[[0-9;]*m", "", coloured) == plain


def test_empty_report_has_only_the_summary():
    assert format_report(empty_report()) == (
        "summary: 0 accesses: 0 safe, 0 errors, 0 warnings, 0 unreachable; "
        "0 unsupported constructs\n")
    assert format_report(empty_report(), TextOptions(verbosity=-1)) == ""


def test_summary_plurals():
    assert summary_line(sample_report()).startswith("4 accesses: 1 safe, 1 error, 1 warning")


def test_a_read_and_a_write_saying_the_same_are_one_line():
    # `buf[i]++` reads and writes buf[i]: two accesses, one finding line (and its notes once)
    import dataclasses
    report = sample_report()
    error = next(a for a in report.accesses if a.verdict == "error")
    twin = dataclasses.replace(error, site_id=error.site_id + 1000,
                               access="write" if error.access == "read" else "read")
    doubled = dataclasses.replace(report, accesses=tuple(sorted(
        report.accesses + (twin,), key=lambda a: (a.file, a.line, a.column, a.site_id))))
    assert format_report(doubled).splitlines() == format_report(report).splitlines()
    # listed access by access with -vv
    assert len(format_report(doubled, TextOptions(verbosity=2)).splitlines()) == \
        len(format_report(report, TextOptions(verbosity=2)).splitlines()) + 3
