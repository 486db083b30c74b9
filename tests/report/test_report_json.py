import json

from absint.report.json_format import format_report
from report_samples import empty_report, sample_report

FINDING_KEYS = ["check", "severity", "file", "line", "column", "function", "message", "array",
                "access", "index", "size", "proved_by", "witness", "reason", "suppression"]


def test_document_follows_the_contract():
    doc = json.loads(format_report(sample_report(), "9.9.9"))
    assert list(doc) == ["version", "minor_version", "tool", "findings", "incomplete",
                         "diagnostics", "stats"]
    assert doc["version"] == 1 and doc["minor_version"] == 3
    assert doc["tool"] == {"name": "absint", "version": "9.9.9", "simd": "avx2"}
    assert list(doc["stats"]) == ["files", "functions", "accesses", "safe", "errors", "warnings",
                                  "unreachable", "internal_errors", "incomplete", "suppressed",
                                  "baselined", "skipped_files", "seconds"]
    assert doc["stats"] == {"files": 1, "functions": 2, "accesses": 4, "safe": 1, "errors": 1,
                            "warnings": 1, "unreachable": 1, "internal_errors": 0,
                            "incomplete": 0, "suppressed": 0, "baselined": 0, "skipped_files": 0,
                            "seconds": 0.081}
    for finding in doc["findings"]:
        assert list(finding) == FINDING_KEYS
    for diag in doc["diagnostics"]:
        assert list(diag) == ["level", "file", "line", "message"]


def test_findings_are_the_errors_and_warnings_in_order():
    doc = json.loads(format_report(sample_report(), "1"))
    assert [(f["severity"], f["line"]) for f in doc["findings"]] == [("error", 12), ("warning", 20)]
    error = doc["findings"][0]
    assert error == {
        "check": "array-bounds", "severity": "error", "file": "src/prog.c", "line": 12,
        "column": 5, "function": "f",
        "message": "index i in [0, 10] but 'buf' has 10 elements (valid 0..9); fails for i == 10",
        "array": "buf", "access": "write", "index": "[0, 10]", "size": "10", "proved_by": None,
        "witness": {"i": 10}, "reason": "definite", "suppression": None}
    assert doc["findings"][1]["witness"] is None
    assert doc["findings"][1]["reason"] == "input"


def test_diagnostics_all_levels():
    doc = json.loads(format_report(sample_report(), "1"))
    assert doc["diagnostics"] == [
        {"level": "unsupported", "file": "src/prog.c", "line": 8, "message": "inline assembly"},
        {"level": "note", "file": "src/prog.c", "line": 30,
         "message": "call to 'ext' (no body, no model): its pointer arguments are havocked"}]


def test_empty():
    doc = json.loads(format_report(empty_report(), "1"))
    assert doc["findings"] == [] and doc["diagnostics"] == []
    assert doc["stats"]["files"] == 1


def test_incomplete_accesses_are_listed_apart_and_counted():
    import dataclasses
    from report_samples import access
    report = sample_report()
    late = access("incomplete", 40, 3, message="not checked: the analysis of 'f' stopped early",
                  reason="budget")
    report = dataclasses.replace(report, accesses=report.accesses + (late,),
                                 stats=dataclasses.replace(report.stats, incomplete=1))
    doc = json.loads(format_report(report, "1"))
    assert [f["line"] for f in doc["findings"]] == [12, 20]      # never a finding, never safe
    assert doc["incomplete"] == [{"file": "src/prog.c", "line": 40, "column": 3, "function": "f",
                                  "array": "buf", "access": "write",
                                  "message": "not checked: the analysis of 'f' stopped early",
                                  "reason": "budget"}]
    assert doc["stats"]["incomplete"] == 1
