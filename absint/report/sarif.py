"""`--format sarif`: SARIF 2.1.0, as GitHub code scanning reads it.

One run; rules "array-bounds" (level per result: error or warning), "unsupported" (note) and
"suppression" (warning: an inline suppression without a reason). A finding silenced by an inline
suppression keeps its result, with `suppressions: [{kind: inSource, justification}]`. When findings
are recorded in the --baseline, every finding has `baselineState`: "unchanged" (recorded) or "new".
Note and error diagnostics become tool execution notifications. Locations are relative to the
working directory under the uriBaseId %SRCROOT%, so the log means the same on any checkout.

partialFingerprints["absint/v1"] identifies a finding across runs and line shifts: a hash of the
file, function, array, access kind and message with its numbers blanked, plus an occurrence number
among findings that share all of those (in source order).
"""
from __future__ import annotations

import hashlib
import json
import os
import re
import urllib.parse
from dataclasses import dataclass
from typing import Optional

from absint.report.model import Report
from absint.report.rules import ARRAY_BOUNDS, RULES, SUPPRESSION, UNSUPPORTED

SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"
SRCROOT = "%SRCROOT%"
FINGERPRINT_KEY = "absint/v1"


@dataclass(frozen=True)
class SarifOptions:
    version: str                          # absint's version
    root: str = "."                       # paths are made relative to this directory (%SRCROOT%)
    execution_successful: bool = True
    command_line: Optional[str] = None


def _rule_descriptor(rule) -> dict:
    return {
        "id": rule.id,
        "name": rule.name,
        "shortDescription": {"text": rule.short},
        "fullDescription": {"text": rule.full},
        "help": {"text": rule.help_text, "markdown": rule.help_markdown},
        "defaultConfiguration": {"level": rule.default_level},
        "properties": {"tags": list(rule.tags), "precision": "high"},
    }


def artifact_location(file: str, root: str) -> dict:
    """A relative uri under %SRCROOT% when `file` lies below `root`, else an absolute file: uri."""
    absolute = os.path.abspath(file)
    root_abs = os.path.abspath(root)
    relative = os.path.relpath(absolute, root_abs)
    if relative != os.pardir and not relative.startswith(os.pardir + os.sep):
        return {"uri": urllib.parse.quote(relative.replace(os.sep, "/")), "uriBaseId": SRCROOT}
    return {"uri": "file://" + urllib.parse.quote(absolute.replace(os.sep, "/"))}


def _region(line: int, column: int) -> Optional[dict]:
    if line < 1:
        return None
    region = {"startLine": line}
    if column >= 1:
        region["startColumn"] = column
    return region


def _physical(file: str, line: int, column: int, root: str) -> dict:
    physical = {"artifactLocation": artifact_location(file, root)}
    region = _region(line, column)
    if region is not None:
        physical["region"] = region
    return physical


_NUMBER = re.compile(r"-?\d+")


def normalized_message(message: str) -> str:
    """The message with its numbers blanked and its spaces collapsed: stable when a constant, and so a
    range in the message, moves with an edit elsewhere."""
    return " ".join(_NUMBER.sub("#", message).split())


def _fingerprints(identities) -> list:
    """One fingerprint per identity string: its hash, and its occurrence number among equal ones."""
    seen: dict = {}
    prints = []
    for identity in identities:
        occurrence = seen.get(identity, 0) + 1
        seen[identity] = occurrence
        digest = hashlib.sha256(identity.encode("utf-8")).hexdigest()[:32]
        prints.append(f"{digest}:{occurrence}")
    return prints


def _finding_identity(access, root: str) -> str:
    return "\0".join(("array-bounds", artifact_location(access.file, root)["uri"], access.function,
                      access.array, access.access, normalized_message(access.message)))


def _unsupported_identity(diag, root: str) -> str:
    return "\0".join(("unsupported", artifact_location(diag.file, root)["uri"],
                      normalized_message(diag.message)))


def _finding_result(access, fingerprint: str, root: str) -> dict:
    location = {"physicalLocation": _physical(access.file, access.line, access.column, root)}
    if access.function:
        location["logicalLocations"] = [{"name": access.function, "kind": "function"}]
    properties = {"array": access.array, "access": access.access, "index": access.index,
                  "size": access.size}
    if access.witness:
        properties["witness"] = dict(access.witness)
    if access.reason:
        properties["reason"] = access.reason
    message = access.message or f"{access.access} of '{access.array}' may be out of bounds"
    if access.verdict == "incomplete":
        # not checked (a time budget ran out): SARIF's "open" kind, the tool could not decide
        return {"ruleId": ARRAY_BOUNDS.id, "ruleIndex": RULES.index(ARRAY_BOUNDS), "kind": "open",
                "level": "none", "message": {"text": message}, "locations": [location],
                "partialFingerprints": {FINGERPRINT_KEY: fingerprint}, "properties": properties}
    result = {
        "ruleId": ARRAY_BOUNDS.id,
        "ruleIndex": RULES.index(ARRAY_BOUNDS),
        "level": "error" if access.verdict == "error" else "warning",
        "message": {"text": message},
        "locations": [location],
        "partialFingerprints": {FINGERPRINT_KEY: fingerprint},
        "properties": properties,
    }
    if access.suppression is not None:   # code scanning shows it as suppressed, with the reason
        result["suppressions"] = [{"kind": "inSource", "justification": access.suppression}]
    return result


def _rule_result(diag, fingerprint: str, root: str) -> dict:
    """A finding of a rule other than array-bounds (a Diagnostic with a rule, e.g. suppression)."""
    rule = next(r for r in RULES if r.id == diag.rule)
    return {
        "ruleId": rule.id,
        "ruleIndex": RULES.index(rule),
        "level": "warning",
        "message": {"text": diag.message},
        "locations": [{"physicalLocation": _physical(diag.file, diag.line, diag.column, root)}],
        "partialFingerprints": {FINGERPRINT_KEY: fingerprint},
    }


def _unsupported_result(diag, fingerprint: str, root: str) -> dict:
    return {
        "ruleId": UNSUPPORTED.id,
        "ruleIndex": RULES.index(UNSUPPORTED),
        "level": "note",
        "message": {"text": diag.message},
        "locations": [{"physicalLocation": _physical(diag.file, diag.line, diag.column, root)}],
        "partialFingerprints": {FINGERPRINT_KEY: fingerprint},
    }


def _notification(diag, root: str) -> dict:
    notification = {"level": "error" if diag.level == "error" else "note",
                    "message": {"text": diag.message}}
    if diag.file:
        notification["locations"] = [
            {"physicalLocation": _physical(diag.file, diag.line, diag.column, root)}]
    return notification


def to_document(report: Report, options: SarifOptions) -> dict:
    root = options.root
    findings = report.findings + tuple(a for a in report.accesses if a.verdict == "incomplete")
    unsupported = [d for d in report.diagnostics if d.level == "unsupported"]
    rule_findings = [d for d in report.rule_findings if any(r.id == d.rule for r in RULES)]
    results = [_finding_result(a, fp, root) for a, fp in
               zip(findings, _fingerprints(_finding_identity(a, root) for a in findings))]
    if report.stats.baselined:
        # compared with a --baseline: SARIF's own words. The recorded findings stay (code scanning
        # would close their alerts as fixed were they left out), "unchanged"; the others "new"
        for a, result in zip(findings, results):
            if a.verdict in ("error", "warning"):
                result["baselineState"] = "unchanged" if a.baselined else "new"
    results += [_unsupported_result(d, fp, root) for d, fp in
                zip(unsupported, _fingerprints(_unsupported_identity(d, root) for d in unsupported))]
    results += [_rule_result(d, fp, root) for d, fp in
                zip(rule_findings, _fingerprints(
                    "\0".join((d.rule, artifact_location(d.file, root)["uri"],
                               normalized_message(d.message))) for d in rule_findings))]
    invocation = {
        "executionSuccessful": options.execution_successful and not report.stats.internal_errors,
        "toolExecutionNotifications": [_notification(d, root) for d in report.diagnostics
                                       if d.level != "unsupported" and not d.rule],
    }
    if options.command_line:
        invocation["commandLine"] = options.command_line
    root_uri = "file://" + urllib.parse.quote(os.path.abspath(root).replace(os.sep, "/").rstrip("/")
                                              + "/")
    driver = {
        "name": "absint",
        "version": options.version,
        "semanticVersion": options.version,
        "rules": [_rule_descriptor(r) for r in RULES],
    }
    if report.simd:
        driver["properties"] = {"simd": report.simd}
    return {
        "$schema": SARIF_SCHEMA,
        "version": "2.1.0",
        "runs": [{
            "tool": {"driver": driver},
            "invocations": [invocation],
            "originalUriBaseIds": {SRCROOT: {"uri": root_uri}},
            "results": results,
        }],
    }


def format_report(report: Report, options: SarifOptions) -> str:
    return json.dumps(to_document(report, options), indent=2) + "\n"
