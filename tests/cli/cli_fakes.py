"""A stand-in pipeline (front end + analyzer) for the CLI tests: the CLI is tested on its own, with
reports whose content the test chooses."""
import os
from types import SimpleNamespace

from absint import cli
from absint.report.model import Access, Diagnostic, Report, Stats

ENTRY_LINES = {"f": 3, "g": 7, "h": 11}


class FakePipeline:
    """plan: entry function -> verdict of its one interesting access ("error", "warning", "safe",
    "unreachable"). Every entry also has one safe access."""

    def __init__(self):
        self.plan = {"f": "error", "g": "warning", "h": "safe"}
        self.diagnostics = ()
        self.loaded = []            # (paths, FrontendOptions) of every load
        self.analyzed = []          # AnalysisOptions of every analyze call in this process
        self.pid_log = None         # a file where every analyze call writes "pid entry"
        self.fail_with = None       # an exception analyze raises

    def load_program(self, paths, options, per_file=None, on_error=None):
        self.loaded.append((list(paths), options))
        return SimpleNamespace(functions={name: None for name in self.plan}, files=tuple(paths),
                               plan=dict(self.plan), diagnostics=self.diagnostics,
                               pid_log=self.pid_log)

    def analyze(self, program, options, progress=None, execution=None):
        self.analyzed.append(options)
        if self.fail_with is not None:
            raise self.fail_with
        entries = self.entry_points(program, options)
        if program.pid_log:
            with open(program.pid_log, "a") as log:
                for e in entries:
                    log.write(f"{os.getpid()} {e}\n")
        return merge_reports([entry_report(program, e) for e in entries])

    def entry_points(self, program, options):
        if options.entries:
            return list(options.entries)
        return [options.entry] if options.entry else list(program.plan)


def entry_report(program, entry) -> Report:
    file = program.files[0]
    line = ENTRY_LINES[entry]
    verdict = program.plan[entry]
    bad = verdict in ("error", "warning")
    accesses = (
        Access(site_id=line * 10, file=file, line=line, column=5, function=entry, verdict="safe",
               array="a", access="read", index="[0, 3]", size="4", proved_by="pentagon"),
        Access(site_id=line * 10 + 1, file=file, line=line + 1, column=9, function=entry,
               verdict=verdict, array="buf", access="write",
               message=(f"index i in [0, 10] but 'buf' has 10 elements (valid 0..9)" if bad else ""),
               index="[0, 10]", size="10", witness={"i": 10} if verdict == "error" else None),
    )
    counts = {v: sum(a.verdict == v for a in accesses) for v in ("safe", "error", "warning",
                                                                  "unreachable")}
    stats = Stats(files=len(program.files), functions=1, accesses=len(accesses),
                  safe=counts["safe"], errors=counts["error"], warnings=counts["warning"],
                  unreachable=counts["unreachable"],
                  unsupported=sum(d.level == "unsupported" for d in program.diagnostics))
    return Report(accesses=accesses, diagnostics=tuple(program.diagnostics), stats=stats,
                  simd="scalar")


def merge_reports(reports) -> Report:
    accesses = sorted((a for r in reports for a in r.accesses),
                      key=lambda a: (a.file, a.line, a.column, a.site_id))
    diagnostics = []
    for r in reports:
        diagnostics += [d for d in r.diagnostics if d not in diagnostics]
    total = Stats(
        files=max((r.stats.files for r in reports), default=0),
        functions=sum(r.stats.functions for r in reports),
        accesses=sum(r.stats.accesses for r in reports), safe=sum(r.stats.safe for r in reports),
        errors=sum(r.stats.errors for r in reports),
        warnings=sum(r.stats.warnings for r in reports),
        unreachable=sum(r.stats.unreachable for r in reports),
        unsupported=sum(d.level == "unsupported" for d in diagnostics))
    return Report(accesses=tuple(accesses), diagnostics=tuple(diagnostics), stats=total,
                  simd="scalar")


def install(monkeypatch) -> FakePipeline:
    fake = FakePipeline()
    monkeypatch.setattr(cli, "_load_program", fake.load_program)
    monkeypatch.setattr(cli, "_analyze", fake.analyze)
    monkeypatch.setattr(cli, "_entry_points", fake.entry_points)
    monkeypatch.setattr(cli, "_merge_reports", merge_reports)
    monkeypatch.setattr(cli, "simd_kernel", lambda: "scalar")
    monkeypatch.setattr(cli, "_verify_program", lambda program: [])
    return fake


UNSUPPORTED = Diagnostic(level="unsupported", file="prog.c", line=2, message="inline assembly")


def run(capsys, *argv):
    """`absint ARGV...` in process: (exit code, stdout, stderr)."""
    code = cli.main(list(argv))
    out, err = capsys.readouterr()
    return code, out, err
