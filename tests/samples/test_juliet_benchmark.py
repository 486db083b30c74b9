"""The Juliet-style benchmark: its cases match their generator, and the scorer counts correctly."""
from __future__ import annotations

import os
import re

import pytest

from absint.report.model import Access
from benchmarks.juliet import generate
from benchmarks.juliet.scorer import CaseResult, classify, flow_of, group_cases, score, to_json

CASE_FILES = sorted(generate.CASES.glob("*.c"))
CASES = group_cases(CASE_FILES)      # case name -> its files


def test_cases_are_what_the_generator_writes():
    expected = dict(f for fam, flow in generate.plan() for f in generate.render_files(fam, flow))
    assert sorted(expected) == [p.name for p in CASE_FILES], "run python -m benchmarks.juliet.generate"
    stale = [p.name for p in CASE_FILES if p.read_text() != expected[p.name]]
    assert not stale, f"edited by hand or stale, regenerate: {stale[:5]}"


def test_cases_each_with_bad_and_good():
    families = generate.FAMILIES + generate.STRING_FAMILIES
    new_flow_cases = sum(3 if fam.good_sink else 2 for fam in families)
    assert len(CASES) == generate.TOTAL + 2 * len(generate.STRING_FAMILIES) + new_flow_cases \
        + len(families) == 316
    cwes, flows = set(), set()
    for name, paths in CASES.items():
        flow = name.rsplit("_", 1)[1]
        assert len(paths) == generate.FILE_COUNT.get(flow, 1)
        text = paths[0].read_text()
        assert f"void {name}_bad(void)" in text and f"void {name}_good(void)" in text
        for path in paths:
            text = path.read_text()
            assert "#ifndef OMITBAD" in text and "#ifndef OMITGOOD" in text
        cwes.add(name.split("_")[0])
        flows.add(flow)
    assert cwes == {"CWE121", "CWE122", "CWE124", "CWE126", "CWE127", "CWE170", "CWE193"}
    assert flows == set(generate.FLOW_TITLES)


def test_the_first_hundred_cases_stay_as_they_were():
    """The string families come after the first 100 cases; those keep their families and flows."""
    first = generate.plan()[:generate.TOTAL]
    assert [fam for fam, _ in first if fam in generate.STRING_FAMILIES] == []
    assert len({fam.name + fam.cwe for fam, _ in first}) == len(generate.FAMILIES)


def test_the_first_130_cases_keep_their_flows():
    """The cases in NEW_FLOWS come after the first 130, which keep the flows they had."""
    first = {flow for _, flow in generate.plan()[:130]}
    assert first == {"01", "04", "15", "17", "18", "41", "44", "45", "61"}
    assert not first & set(generate.NEW_FLOWS)


def test_new_flows_cover_every_family():
    """Every family appears in two (input-driven ones: three) of Juliet's further flow variants,
    and every such variant has cases."""
    later = [(f, flow) for f, flow in generate.plan()[130:] if flow in generate.NEW_FLOWS]
    multi = [(f, flow) for f, flow in generate.plan()[130:] if flow in generate.MULTI_FLOWS]
    for fam in generate.FAMILIES + generate.STRING_FAMILIES:
        flows = [flow for f, flow in later if f is fam]
        assert len(set(flows)) == (3 if fam.good_sink else 2), fam.name
        assert len([flow for f, flow in multi if f is fam]) == 1, fam.name
    assert {flow for _, flow in later} == set(generate.NEW_FLOWS)
    assert {flow for _, flow in multi} == set(generate.MULTI_FLOWS)


def test_a_multi_file_case_calls_across_its_files():
    """Flow 54: a calls b's sink, b calls c's, ... e's holds the sink; each declares the next."""
    name, paths = next((n, p) for n, p in CASES.items() if n.endswith("_54"))
    assert [p.name for p in paths] == [f"{name}{x}.c" for x in "abcde"]
    for x, path in zip("abcd", paths):
        nxt = "abcde"["abcde".index(x) + 1]
        assert f"void {name}{nxt}_badSink(" in path.read_text()
    assert "main(" in paths[0].read_text() and "main(" not in paths[1].read_text()


def test_flag_flows_take_their_flags_from_the_support_files():
    header = (generate.HERE / "include" / "std_testcase.h").read_text()
    flags = (generate.HERE / "support" / "flags.c").read_text()
    for name in ("GLOBAL_CONST_TRUE", "GLOBAL_CONST_FIVE", "globalTrue", "globalFive",
                 "globalReturnsTrue", "globalReturnsTrueOrFalse"):
        assert name in header and name in flags


def test_string_families_of_issue_10():
    """Wide strings in alloca and malloc memory, unterminated strings, char/wchar_t mixing."""
    names = [p.stem for p in CASE_FILES]
    assert any("wchar_t_alloca" in n for n in names) and any("wchar_t_malloc" in n for n in names)
    assert sum(n.startswith("CWE170_") for n in names) >= 8    # unterminated strings
    texts = {p.stem: p.read_text() for p in CASE_FILES}
    assert any("wcslen((wchar_t *)data)" in t for t in texts.values())    # a wide read of a narrow string
    assert any("malloc(10)" in t.replace("(wchar_t *)", "") and "wcscpy" in t
               for n, t in texts.items() if "bytes" in n)               # bytes used as wchar_t


def test_every_input_driven_case_says_how_to_trigger_it():
    for name, paths in CASES.items():
        text = "".join(p.read_text() for p in paths)
        if re.search(r"RAND32\(\)|fgets|fscanf", text):
            assert "/* verify: " in paths[0].read_text(), name


@pytest.mark.parametrize("function, side", [
    ("CWE121_x_01_bad", "bad"), ("badSink", "bad"), ("badSource", "bad"),
    ("CWE121_x_01_good", "good"), ("goodG2B1", "good"), ("goodB2GSink", "good"),
    ("goodG2B<CWE121_x_01.c>", "good"), ("printLine", None), ("main", None),
])
def test_flow_of(function, side):
    assert flow_of(function) == side


def access(function, verdict, line=10):
    return Access(site_id=line, file="case.c", line=line, column=1, function=function,
                  verdict=verdict, array="data", access="write", message="m")


def test_classify_attributes_findings_to_their_flow():
    result = classify("CWE121_x_01", [
        access("badSink", "error"), access("goodG2B", "safe"), access("goodB2G", "unreachable"),
        access("printLine", "warning"),
    ])
    assert result.bad_flagged and not result.good_flagged
    assert result.bad_findings == ["case.c:10: badSink: error: m"]
    result = classify("CWE121_x_02", [access("CWE121_x_02_bad", "safe"), access("goodB2G", "warning")])
    assert not result.bad_flagged and result.good_flagged


def test_score_counts_failures_against_both_numbers():
    results = [CaseResult("CWE121_a_01", bad_findings=["x"]),
               CaseResult("CWE121_b_01", bad_findings=["x"], good_findings=["y"]),
               CaseResult("CWE122_c_01"),
               CaseResult("CWE122_d_01", failure="FrontendError: no")]
    total = score(results)
    assert (total.cases, total.bad_flagged, total.good_flagged, total.failures) == (4, 2, 2, 1)
    assert total.recall == 0.5 and total.false_alarm_rate == 0.5
    doc = to_json(results, total, 1.0)
    assert doc["missed"] == ["CWE122_c_01", "CWE122_d_01"]
    assert sorted(doc["false_alarms"]) == ["CWE121_b_01", "CWE122_d_01"]
    assert doc["by_cwe"]["CWE121"] == {"cases": 2, "recall": 1.0, "false_alarm_rate": 0.5}


def test_the_analyzer_meets_the_juliet_goals():
    """The issues' bar on our 316 Juliet-style pairs: >= 98% of bad functions flagged, <= 1% of
    good ones (issue 10), and no case the analyzer cannot take."""
    from concurrent.futures import ProcessPoolExecutor
    from benchmarks.juliet.scorer import FALSE_ALARM_GOAL, RECALL_GOAL, analyze_case
    # (the cases are independent: on the machine's cores, the suite stays within its time)
    with ProcessPoolExecutor(max_workers=max(1, min(4, os.cpu_count() or 1))) as pool:
        results = list(pool.map(analyze_case, [(paths, True) for paths in CASES.values()]))
    total = score(results)
    missed = [r.case for r in results if not r.bad_flagged]
    alarms = [f for r in results for f in r.good_findings]
    assert total.failures == 0, [r.failure for r in results if r.failure]
    assert total.recall >= RECALL_GOAL, f"missed bad functions: {missed}"
    assert total.false_alarm_rate <= FALSE_ALARM_GOAL, f"false alarms: {alarms}"


def test_a_case_is_a_program_entered_at_bad_and_good():
    """Juliet's main calls bad() and good() only: the scorer enters each case there (a closed
    program). As a library, the external sink of flow 65, called through a pointer in the case,
    is a root too, called with any argument: its good half (`if (data < 10) buffer[data]`) is
    safe under its contract on data, and the bad half's call with the number read still flags
    the access."""
    from absint.checks import analyze
    from absint.config import AnalysisOptions, FrontendOptions
    from absint.frontend import load_program
    from benchmarks.juliet.scorer import INCLUDE, SUPPORT, analyze_case
    name = "CWE124_Buffer_Underwrite__int_array_fgets_65"
    path = generate.CASES / f"{name}.c"
    closed = analyze_case((path, True))
    library = analyze_case((path, True, True))
    assert closed.bad_flagged and not closed.good_flagged
    assert library.bad_flagged and not library.good_flagged
    program = load_program([str(path)] + [str(f) for f in SUPPORT],
                           FrontendOptions(include_dirs=(str(INCLUDE),)))
    notes = {d.message for d in analyze(program, AnalysisOptions()).diagnostics}
    assert f"contract of '{name}_goodG2BSink': requires `data` >= 0" in notes


SPLIT_BAD = """#include "std_testcase.h"
void CWE121_demo_01_bad(void) { char b[4]; int i; for (i = 0; i <= 4; i++) b[i] = 0; }
"""
SPLIT_GOOD = """#include "std_testcase.h"
static void goodG2B(void) { char b[4]; int i; for (i = 0; i < 4; i++) b[i] = 0; }
void CWE121_demo_01_good(void) { goodG2B(); }
"""


def _support(d):
    (d / "std_testcase.h").write_text("#include <stddef.h>\nvoid printLine(const char *s);\n")
    (d / "io.c").write_text('#include <stdio.h>\nvoid printLine(const char *s) { puts(s); }\n')


def test_a_juliet_checkout_in_the_split_layout_is_scored_per_half(tmp_path):
    from benchmarks.juliet.scorer import analyze_suite_case, suite_cases
    _support(tmp_path)
    (tmp_path / "CWE121_demo_01_omitgood.c").write_text(SPLIT_BAD)
    (tmp_path / "CWE121_demo_01_omitbad.c").write_text(SPLIT_GOOD)
    (tmp_path / "CWE121_demo_w32_01_omitgood.c").write_text(SPLIT_BAD)   # Windows: skipped
    items = suite_cases(tmp_path)
    assert [(n, [(sorted(p.name for p in f), e) for f, e in h]) for n, h, _, _ in items] == [
        ("CWE121_demo_01", [(["CWE121_demo_01_omitgood.c"], ("CWE121_demo_01_bad",)),
                            (["CWE121_demo_01_omitbad.c"], ("CWE121_demo_01_good",))])]
    r = analyze_suite_case(items[0])
    assert not r.failure and r.bad_flagged and not r.good_flagged


def test_a_juliet_checkout_in_the_release_layout_enters_each_file_twice(tmp_path):
    from benchmarks.juliet.scorer import suite_cases
    support = tmp_path / "testcasesupport"
    support.mkdir()
    _support(support)
    cases = tmp_path / "testcases" / "CWE121_demo" / "s01"
    cases.mkdir(parents=True)
    for part in "ab":
        (cases / f"CWE121_demo_51{part}.c").write_text("/* part */\n")
    (items,) = suite_cases(tmp_path)
    name, halves, include, io = items
    assert name == "CWE121_demo_51" and include == str(support) and io == [str(support / "io.c")]
    assert [(len(f), e) for f, e in halves] == [(2, ("CWE121_demo_51_bad",)),
                                               (2, ("CWE121_demo_51_good",))]


def test_a_finding_in_the_support_code_belongs_to_the_half_that_called_it(tmp_path):
    """CWE-170: `printLine(dest)` of a string left unterminated fails in io.c's printf."""
    from benchmarks.juliet.scorer import analyze_suite_case, suite_cases
    _support(tmp_path)
    (tmp_path / "CWE126_demo_01_omitgood.c").write_text("""#include "std_testcase.h"
void CWE126_demo_01_bad(void) { char d[4]; int i; for (i = 0; i < 4; i++) d[i] = 'A'; printLine(d); }
""")
    (tmp_path / "CWE126_demo_01_omitbad.c").write_text("""#include "std_testcase.h"
void CWE126_demo_01_good(void) { char d[4]; int i; for (i = 0; i < 3; i++) d[i] = 'A'; d[3] = 0; printLine(d); }
""")
    r = analyze_suite_case(suite_cases(tmp_path)[0])
    assert not r.failure and r.bad_flagged and not r.good_flagged
    assert all(f.startswith("io.c:") for f in r.bad_findings)
