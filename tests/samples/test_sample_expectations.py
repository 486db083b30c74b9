"""The sample runner's comparison logic, on hand-made reports (no analyzer needed)."""
from __future__ import annotations

from pathlib import Path

import pytest

from absint.report.model import Access, Report
from sample_expectations import mismatches, parse_expectations

SAMPLES = Path(__file__).resolve().parents[2] / "samples"

SOURCE = """\
int main(void)
{
    int a[4];
    a[0] = 1;   // expect: safe
    a[1] = 2;   // expect: safe by=polyhedral
    a[4] = 3;   // expect: error
    a[a[0]] = 4;  // expect: warning
    if (0) a[9] = 5;  // expect: unreachable
    return a[2];
}
"""


@pytest.fixture
def sample(tmp_path):
    path = tmp_path / "s.c"
    path.write_text(SOURCE)
    return path


def access(path, line, verdict, proved_by=None, site=0):
    return Access(site_id=site, file=str(path), line=line, column=5, function="main",
                  verdict=verdict, array="a", access="write", proved_by=proved_by)


def matching(path):
    return [access(path, 4, "safe", "pentagon"), access(path, 5, "safe", "polyhedral"),
            access(path, 6, "error"), access(path, 7, "safe"), access(path, 7, "warning"),
            access(path, 8, "unreachable"), access(path, 9, "safe")]


def test_parse_expectations(sample):
    assert parse_expectations(sample) == {4: ("safe", None), 5: ("safe", "polyhedral"),
                                          6: ("error", None), 7: ("warning", None),
                                          8: ("unreachable", None)}


def test_unknown_expectation_is_rejected(tmp_path):
    path = tmp_path / "bad.c"
    path.write_text("int x; // expect: maybe\n")
    with pytest.raises(ValueError, match="unknown expectation 'maybe'"):
        parse_expectations(path)


def test_matching_report_passes(sample):
    assert mismatches(sample, Report(accesses=tuple(matching(sample)))) == []


@pytest.mark.parametrize("index, replacement, complaint", [
    (2, "warning", "line 6 `a[4] = 3;   // expect: error`: expected error, got warning"),
    (0, "warning", "line 4 `a[0] = 1;   // expect: safe`: expected safe, got warning"),
    (5, "safe", "expected unreachable, got safe"),
    (6, "error", "line 9 `return a[2];`: no expectation, but error"),
])
def test_wrong_verdict_fails(sample, index, replacement, complaint):
    accesses = matching(sample)
    old = accesses[index]
    accesses[index] = access(sample, old.line, replacement)
    problems = mismatches(sample, Report(accesses=tuple(accesses)))
    assert len(problems) == 1 and complaint in problems[0], problems


def test_missing_access_fails(sample):
    accesses = [a for a in matching(sample) if a.line not in (4, 6)]
    problems = mismatches(sample, Report(accesses=tuple(accesses)))
    assert len(problems) == 2
    assert "expected safe, got no access" in problems[0]
    assert "expected error, got no access" in problems[1]


def test_wrong_prover_fails(sample):
    accesses = matching(sample)
    accesses[1] = access(sample, 5, "safe", "pentagon")
    problems = mismatches(sample, Report(accesses=tuple(accesses)))
    assert problems == [problems[0]] and "expected safe by polyhedral" in problems[0]


def test_extra_finding_on_an_expected_line_fails(sample):
    accesses = matching(sample) + [access(sample, 6, "warning", site=99)]
    problems = mismatches(sample, Report(accesses=tuple(accesses)))
    assert len(problems) == 1 and "expected error" in problems[0]


def test_finding_in_another_file_fails(sample, tmp_path):
    accesses = matching(sample) + [access(tmp_path / "other.h", 3, "error", site=98)]
    problems = mismatches(sample, Report(accesses=tuple(accesses)))
    assert len(problems) == 1 and "other.h:3: unexpected error" in problems[0]


def test_relative_and_absolute_paths_match(sample, monkeypatch):
    monkeypatch.chdir(sample.parent)
    accesses = [a.__class__(**{**a.__dict__, "file": "s.c"}) for a in matching(sample)]
    assert mismatches(sample, Report(accesses=tuple(accesses))) == []


def test_samples_are_many_and_well_formed():
    files = sorted(SAMPLES.rglob("*.c"))
    assert len(files) >= 50
    kinds, provers = set(), set()
    for path in files:
        expectations = parse_expectations(path).values()
        kinds.update(v for v, _ in expectations)
        provers.update(by for _, by in expectations if by)
    assert kinds == {"error", "warning", "unreachable", "safe"}
    # Every prover that can close an access is pinned by at least one sample.
    assert provers == {"pentagon", "polyhedral"}
