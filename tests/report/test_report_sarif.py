import dataclasses
import json
import os

import jsonschema
import pytest

from absint.report.model import Diagnostic
from absint.report.sarif import SarifOptions, format_report, normalized_message, to_document
from report_samples import access, empty_report, sample_report

SCHEMA_PATH = os.path.join(os.path.dirname(__file__), "data", "sarif-schema-2.1.0.json")


@pytest.fixture(scope="module")
def validator():
    with open(SCHEMA_PATH, encoding="utf-8") as f:
        schema = json.load(f)
    jsonschema.Draft7Validator.check_schema(schema)
    return jsonschema.Draft7Validator(schema, format_checker=jsonschema.Draft7Validator.FORMAT_CHECKER)


@pytest.fixture(autouse=True)
def in_tmp(tmp_path, monkeypatch):
    # relative paths in a report are relative to the working directory, as the user named them
    monkeypatch.chdir(tmp_path)


def sarif(report, root, **kw):
    return json.loads(format_report(report, SarifOptions(version="0.1.0", root=str(root), **kw)))


def test_valid_against_the_official_schema(validator, tmp_path):
    for report in (sample_report(), empty_report()):
        doc = sarif(report, tmp_path, command_line="absint check src")
        errors = sorted(validator.iter_errors(doc), key=str)
        assert not errors, errors[0]


def test_the_schema_rejects_a_broken_log(validator, tmp_path):
    # guards the guard: a validator that accepts anything would make the test above worthless
    doc = sarif(sample_report(), tmp_path)
    doc["runs"][0]["results"][0]["level"] = "fatal"
    del doc["runs"][0]["tool"]["driver"]["name"]
    assert len(list(validator.iter_errors(doc))) >= 2


def test_rules_and_results(tmp_path):
    run = sarif(sample_report(), tmp_path)["runs"][0]
    rules = run["tool"]["driver"]["rules"]
    assert [r["id"] for r in rules] == ["array-bounds", "unsupported", "suppression"]
    for rule in rules:
        assert rule["help"]["text"] and rule["help"]["markdown"]
        assert rule["shortDescription"]["text"]
    results = run["results"]
    assert [(r["ruleId"], r["level"]) for r in results] == [
        ("array-bounds", "error"), ("array-bounds", "warning"), ("unsupported", "note")]
    for r in results:
        assert rules[r["ruleIndex"]]["id"] == r["ruleId"]
    error = results[0]
    assert error["message"]["text"].startswith("index i in [0, 10]")
    location = error["locations"][0]
    assert location["physicalLocation"] == {
        "artifactLocation": {"uri": "src/prog.c", "uriBaseId": "%SRCROOT%"},
        "region": {"startLine": 12, "startColumn": 5}}
    assert location["logicalLocations"] == [{"name": "f", "kind": "function"}]
    assert error["properties"]["witness"] == {"i": 10}
    # a diagnostic without a column has a region without startColumn
    assert results[2]["locations"][0]["physicalLocation"]["region"] == {"startLine": 8}
    assert run["invocations"][0]["executionSuccessful"] is True
    notes = run["invocations"][0]["toolExecutionNotifications"]
    assert [n["level"] for n in notes] == ["note"]
    assert run["originalUriBaseIds"]["%SRCROOT%"]["uri"].endswith("/")
    assert run["tool"]["driver"]["version"] == "0.1.0"


def test_paths_relative_to_root_or_absolute_uri(tmp_path):
    inside = access("error", 1, file=str(tmp_path / "sub dir" / "x.c"), message="m")
    outside = access("error", 2, file="/elsewhere/y.c", message="m")
    report = dataclasses.replace(sample_report(), accesses=(inside, outside), diagnostics=())
    results = sarif(report, tmp_path)["runs"][0]["results"]
    assert results[0]["locations"][0]["physicalLocation"]["artifactLocation"] == {
        "uri": "sub%20dir/x.c", "uriBaseId": "%SRCROOT%"}
    assert results[1]["locations"][0]["physicalLocation"]["artifactLocation"] == {
        "uri": "file:///elsewhere/y.c"}


def _fingerprints(report, root):
    return [r["partialFingerprints"]["absint/v1"] for r in sarif(report, root)["runs"][0]["results"]]


def test_fingerprints_survive_line_shifts_and_constant_changes(tmp_path):
    report = sample_report()
    before = _fingerprints(report, tmp_path)
    shifted = dataclasses.replace(report, accesses=tuple(
        dataclasses.replace(a, line=a.line + 7, column=a.column + 2,
                            message=a.message.replace("10", "12")) for a in report.accesses),
        diagnostics=tuple(dataclasses.replace(d, line=d.line + 7) for d in report.diagnostics))
    assert _fingerprints(shifted, tmp_path) == before
    assert len(set(before)) == len(before)


def test_fingerprints_tell_findings_apart(tmp_path):
    base = access("error", 5, message="index out of range")
    other_array = dataclasses.replace(base, array="other", line=6)
    other_function = dataclasses.replace(base, function="h", line=7)
    twin = dataclasses.replace(base, line=9)
    report = dataclasses.replace(sample_report(), diagnostics=(),
                                 accesses=(base, other_array, other_function, twin))
    prints = _fingerprints(report, tmp_path)
    assert len(set(prints)) == 4
    # the twin (same everything but the line) is told apart by its occurrence number
    assert prints[0].split(":")[0] == prints[3].split(":")[0]
    assert prints[0].endswith(":1") and prints[3].endswith(":2")


def test_normalized_message():
    assert normalized_message("i in [0,  10] fails for i == -3") == "i in [#, #] fails for i == #"


def test_execution_unsuccessful_flag(tmp_path):
    doc = to_document(empty_report(), SarifOptions(version="1", root=str(tmp_path),
                                                   execution_successful=False))
    assert doc["runs"][0]["invocations"][0]["executionSuccessful"] is False


def test_error_diagnostic_is_an_error_notification(tmp_path):
    report = dataclasses.replace(empty_report(), diagnostics=(
        Diagnostic(level="error", file="", line=0, message="analysis of f gave up"),))
    notes = sarif(report, tmp_path)["runs"][0]["invocations"][0]["toolExecutionNotifications"]
    assert notes == [{"level": "error", "message": {"text": "analysis of f gave up"}}]
