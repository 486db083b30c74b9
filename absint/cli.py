"""The command line: `absint check`, `absint ir`, `absint --version`. main(argv) -> exit code.

Exit codes: 0 nothing at or above --fail-on; 1 findings; 2 the input could not be analysed or the
options are wrong (one line on stderr); 3 internal error (one line; --debug shows the traceback);
130 interrupted. With --format json|sarif|html and no -o, stdout carries the document and nothing
else: progress and errors go to stderr.
"""
from __future__ import annotations

import argparse
import contextlib
import dataclasses
import os
import re
import shlex
import sys
import tempfile
import time
import traceback

import absint
from absint.config import FAIL_ON, FORMATS, MACHINES, Config, ConfigError, load_config
from absint.report.model import Report

EXIT_OK, EXIT_FINDINGS, EXIT_USAGE, EXIT_INTERNAL, EXIT_INTERRUPTED = 0, 1, 2, 3, 130
_MACRO_NAME = re.compile(r"[A-Za-z_][A-Za-z0-9_]*")
_FUNCTION_MACRO = re.compile(
    r"[A-Za-z_][A-Za-z0-9_]*\(\s*(?:(?:[A-Za-z_][A-Za-z0-9_]*\s*,\s*)*"
    r"(?:[A-Za-z_][A-Za-z0-9_]*|\.\.\.)\s*)?\)")


class UsageError(Exception):
    """Bad options or input that cannot be analysed: exit 2 with this one-line message."""


class InternalError(Exception):
    """A bug of absint's own found by a consistency check (exit 3)."""


# ---------------------------------------------------------------- the pipeline, one import each
# Imported when used, so `absint --version` and option errors never wait for (or depend on) the
# analyzer; tests replace these functions to drive the CLI with constructed reports.

def _load_program(paths, options):
    from absint.frontend import FrontendError, load_program
    try:
        return load_program(paths, options)
    except FrontendError as e:
        raise UsageError(str(e)) from None
    except OSError as e:  # an input file vanished or is unreadable between our check and the read
        raise UsageError(f"cannot read {e.filename or 'input'}: {e.strerror or e}") from None
    except UnicodeDecodeError as e:
        raise UsageError(f"input is not text: {e.reason}") from None


def _analyze(program, options, progress=None) -> Report:
    from absint.checks import analyze
    return analyze(program, options, progress)


def _entry_points(program, options) -> list:
    from absint.checks import entry_points
    return list(entry_points(program, options))


def _merge_reports(reports) -> Report:
    from absint.checks import merge_reports
    return merge_reports(list(reports))


def _verify_program(program) -> list:
    from absint.ir.verify import verify_program
    return list(verify_program(program))


def _format_program(program) -> str:
    from absint.ir.printer import format_program
    return format_program(program)


def simd_kernel() -> str:
    """The closure kernel this machine runs (ABSINT_SIMD respected), or why there is none."""
    try:
        import absint.native
        return str(absint.native.default_kernel())
    except Exception:  # the native layer is optional for --version: say what the CPU offers
        try:
            from absint.native import cpu
            return cpu.max_level()
        except Exception:
            return "unavailable"


# ---------------------------------------------------------------- options

class _Parser(argparse.ArgumentParser):
    """argparse that raises instead of printing usage and exiting: option errors are one line."""

    def error(self, message):
        raise UsageError(message)


def _positive_int(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a positive integer, got {text!r}") from None
    if value < 1:
        raise argparse.ArgumentTypeError(f"expected a positive integer, got {text!r}")
    return value


def _add_frontend_options(parser) -> None:
    parser.add_argument("-I", dest="include_dirs", action="append", default=[], metavar="DIR",
                        help="add DIR to the include path")
    parser.add_argument("-D", dest="defines", action="append", default=[], metavar="NAME[=VAL]",
                        help="define a macro")
    parser.add_argument("-U", dest="undefines", action="append", default=[], metavar="NAME",
                        help="undefine a macro")
    parser.add_argument("--machine", choices=MACHINES, default=None,
                        help="data model (default lp64)")
    parser.add_argument("--no-config", action="store_true",
                        help="ignore [tool.absint] in pyproject.toml")
    # SUPPRESS: an absent sub-command --debug must not reset a `absint --debug COMMAND` given first
    parser.add_argument("--debug", action="store_true", default=argparse.SUPPRESS,
                        help="verify the IR, and show tracebacks of internal errors")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="absint", description="Prove, or refute, that every array and buffer "
                     "access of a C program stays in bounds.")
    parser.add_argument("--version", action="store_true", help="print version and SIMD kernel")
    parser.add_argument("--debug", action="store_true",
                        help="verify the IR, and show tracebacks of internal errors")
    commands = parser.add_subparsers(dest="command", parser_class=_Parser, metavar="COMMAND")

    check = commands.add_parser("check", help="analyse C files (a directory means its .c files)",
                                description="Analyse C files as one program.")
    check.add_argument("paths", nargs="+", metavar="PATH", help="C file or directory")
    _add_frontend_options(check)
    check.add_argument("--entry", default=None, metavar="NAME",
                       help="entry function (default: main, else every function nobody calls)")
    check.add_argument("--format", choices=FORMATS, default=None, help="report format (text)")
    check.add_argument("-o", dest="output", default=None, metavar="FILE",
                       help="write the report to FILE (atomically) instead of stdout")
    check.add_argument("--fail-on", choices=FAIL_ON, default=None,
                       help="exit 1 on findings at or above this level (default warning)")
    check.add_argument("-j", dest="jobs", type=_positive_int, default=None, metavar="N",
                       help="analyse entry points in N processes")
    _add_budget_options(check)
    check.add_argument("--fail-on-incomplete", action="store_true", default=None,
                       help="exit 1 also when an access is incomplete (a time budget ran out)")
    loudness = check.add_mutually_exclusive_group()
    loudness.add_argument("-q", dest="quiet", action="store_true",
                          help="findings only: no notes, no summary, no progress")
    loudness.add_argument("-v", dest="verbose", action="count", default=0,
                          help="more: notes (-v), every access (-vv)")

    ir = commands.add_parser("ir", help="print the IR of C files", description="Print the IR.")
    ir.add_argument("paths", nargs="+", metavar="FILE", help="C file")
    _add_frontend_options(ir)

    explain = commands.add_parser(
        "explain", help="why the accesses at FILE:LINE[:COL] have their verdict",
        description="Explain the verdict of each access at FILE:LINE[:COL]: the invariant there, "
                    "what proved it or why not (a reason code), the calling contexts, the witness.")
    explain.add_argument("location", metavar="FILE:LINE[:COL]", help="where the access is")
    explain.add_argument("paths", nargs="*", metavar="PATH",
                         help="the program's other files or directories (as for check)")
    _add_frontend_options(explain)
    explain.add_argument("--entry", default=None, metavar="NAME",
                         help="entry function (default: main, else every function nobody calls)")
    explain.add_argument("--format", choices=("text", "json"), default="text",
                         help="text (default) or a JSON document")
    _add_budget_options(explain)
    return parser


def _seconds(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number of seconds, got {text!r}") from None
    if not value > 0 or value == float("inf"):
        raise argparse.ArgumentTypeError(f"expected a positive number of seconds, got {text!r}")
    return value


def _add_budget_options(parser) -> None:
    parser.add_argument("--time-budget", type=_seconds, default=None, metavar="SECONDS",
                        help="stop a function's analysis after SECONDS: its accesses are "
                             "'incomplete' (never safe)")
    parser.add_argument("--run-time-budget", type=_seconds, default=None, metavar="SECONDS",
                        help="stop the whole analysis after SECONDS: what is not finished is "
                             "'incomplete'")



def _check_macros(names, what: str) -> None:
    """-D accepts what cpp accepts: NAME, NAME=VAL and the function-like NAME(a,b)=BODY (also
    NAME(a,...)=BODY and NAME(...)=BODY); -U only a plain NAME."""
    for item in names:
        name = item.split("=", 1)[0]
        if what == "-D" and _FUNCTION_MACRO.fullmatch(name):
            continue
        if not _MACRO_NAME.fullmatch(name):
            raise UsageError(f"{what}: invalid macro name {name!r}")


def make_config(args, base: Config) -> Config:
    """`base` (defaults and [tool.absint]) overridden by the command line. -I/-D/-U add to the
    configured lists (after them, so a command-line -D wins)."""
    _check_macros(args.defines, "-D")
    _check_macros(args.undefines, "-U")
    for directory in args.include_dirs:
        if not os.path.isdir(directory):
            raise UsageError(f"-I: no such directory: {directory}")
    frontend = dataclasses.replace(
        base.frontend,
        include_dirs=tuple(base.frontend.include_dirs) + tuple(args.include_dirs),
        defines=tuple(base.frontend.defines) + tuple(args.defines),
        undefines=tuple(base.frontend.undefines) + tuple(args.undefines),
        machine=args.machine or base.frontend.machine)
    config = dataclasses.replace(base, frontend=frontend)
    if args.command == "explain":
        return dataclasses.replace(config, analysis=dataclasses.replace(
            base.analysis, entry=args.entry or base.analysis.entry, explain=True,
            **_budgets(args, base.analysis)))
    if args.command != "check":
        return config
    analysis = dataclasses.replace(base.analysis, entry=args.entry or base.analysis.entry,
                                   explain=(args.format or base.output.format) == "html",
                                   **_budgets(args, base.analysis))
    verbosity = -1 if args.quiet else args.verbose
    output = dataclasses.replace(base.output, format=args.format or base.output.format,
                                 output=args.output, fail_on=args.fail_on or base.output.fail_on,
                                 verbosity=verbosity,
                                 fail_on_incomplete=bool(args.fail_on_incomplete
                                                         or base.output.fail_on_incomplete))
    return dataclasses.replace(config, analysis=analysis, output=output,
                               jobs=args.jobs if args.jobs is not None else base.jobs)


# ---------------------------------------------------------------- inputs and outputs

def collect_sources(paths) -> list:
    """The files to analyse, as the user named them: a file as given, a directory as its .c files
    (recursively, sorted). Each file once."""
    files = []
    for path in paths:
        if os.path.isdir(path):
            found = []
            for root, dirs, names in os.walk(path):
                dirs.sort()
                found += [os.path.join(root, n) for n in names if n.endswith(".c")]
            if not found:
                raise UsageError(f"no .c files in directory: {path}")
            files += sorted(found)
        elif os.path.isfile(path):
            files.append(path)
        elif os.path.exists(path):
            raise UsageError(f"not a regular file: {path}")
        else:
            raise UsageError(f"no such file or directory: {path}")
    unique, seen = [], set()
    for f in files:
        key = os.path.realpath(f)
        if key not in seen:
            seen.add(key)
            unique.append(f)
    return unique


def write_atomically(path: str, text: str) -> None:
    """Write `text` to `path` through a temporary file in the same directory and a rename: readers
    see the old file or the whole new one, never a part."""
    directory = os.path.dirname(os.path.abspath(path))
    fd, temporary = tempfile.mkstemp(prefix=".absint-", suffix=".tmp", dir=directory)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        umask = os.umask(0)
        os.umask(umask)
        os.chmod(temporary, 0o666 & ~umask)
        os.replace(temporary, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary)
        raise


def _check_output_path(path: str) -> None:
    directory = os.path.dirname(os.path.abspath(path))
    if not os.path.isdir(directory):
        raise UsageError(f"-o: no such directory: {os.path.dirname(path) or '.'}")
    if os.path.isdir(path):
        raise UsageError(f"-o: is a directory: {path}")


def _wants_colour(stream) -> bool:
    if os.environ.get("NO_COLOR", ""):
        return False
    isatty = getattr(stream, "isatty", None)
    return bool(isatty and isatty())


class _Progress:
    """`[k/n] entry` on one rewritten stderr line, only for a person watching a terminal."""

    def __init__(self, enabled: bool, total: int):
        self.enabled = enabled and total > 1
        self.total = total
        self.done = 0
        self.width = 0

    def step(self, name: str) -> None:
        self.done += 1
        if self.enabled:
            text = f"absint: [{self.done}/{self.total}] {name}"
            sys.stderr.write("\r" + text.ljust(self.width))
            sys.stderr.flush()
            self.width = len(text)

    def close(self) -> None:
        if self.enabled and self.width:
            sys.stderr.write("\r" + " " * self.width + "\r")
            sys.stderr.flush()


# ---------------------------------------------------------------- analysis

def _budgets(args, base) -> dict:
    """--time-budget / --run-time-budget over [tool.absint]'s."""
    return {"time_budget": args.time_budget if args.time_budget is not None else base.time_budget,
            "run_time_budget": args.run_time_budget if args.run_time_budget is not None
            else base.run_time_budget}


def run_analysis(program, config: Config, show_progress: bool) -> Report:
    """analyze() of the whole program, in this process (-j is accepted; the modular analysis does
    not deal entry points into processes any more)."""
    if not show_progress:
        return _analyze(program, config.analysis)
    from absint.progress import TerminalProgress
    with TerminalProgress(len(getattr(program, "files", ()) or ())) as progress:
        return _analyze(program, config.analysis, progress)


def _exit_code(report: Report, fail_on: str) -> int:
    failing = {"error": ("error",), "warning": ("error", "warning"), "none": ()}[fail_on]
    return EXIT_FINDINGS if any(a.verdict in failing for a in report.findings) else EXIT_OK


def read_sources(report: Report) -> dict:
    """The text of each file the report names (for the HTML source views); unreadable ones are
    left out (the page lists their accesses by line)."""
    sources = {}
    for name in sorted({a.file for a in report.accesses} | {d.file for d in report.diagnostics}):
        if not name:
            continue
        try:
            with open(name, encoding="utf-8", errors="replace") as f:
                sources[name] = f.read()
        except OSError:
            continue
    return sources


def render(report: Report, config: Config, colour: bool, command_line: str = "") -> str:
    fmt = config.output.format
    version = absint.__version__
    if fmt == "json":
        from absint.report.json_format import format_report
        return format_report(report, version)
    if fmt == "sarif":
        from absint.report.sarif import SarifOptions, format_report
        return format_report(report, SarifOptions(version=version, root=os.getcwd(),
                                                  command_line=command_line or None))
    if fmt == "html":
        from absint.report.html import format_report
        return format_report(report, version, read_sources(report))
    from absint.report.text import TextOptions, format_report
    return format_report(report, TextOptions(colour=colour, verbosity=config.output.verbosity))


def _load(args, config: Config):
    files = collect_sources(args.paths)
    program = _load_program(files, config.frontend)
    if args.debug:
        problems = _verify_program(program)
        for problem in problems:
            print(f"absint: debug: IR: {problem}", file=sys.stderr)
        if problems:
            raise InternalError(f"the front end produced invalid IR ({len(problems)} problems)")
    return files, program


def _check_simd_request() -> None:
    """ABSINT_SIMD names a kernel; a bad name or one this CPU cannot run is a usage error, found
    before any work rather than as an internal error in the middle of the analysis."""
    import absint.native
    try:
        absint.native.default_kernel()
    except ValueError as e:
        raise UsageError(f"ABSINT_SIMD: {e}") from None


def cmd_check(args, config: Config, argv) -> int:
    _check_simd_request()
    if config.output.output is not None:
        _check_output_path(config.output.output)
    started = time.perf_counter()
    files, program = _load(args, config)
    entry = config.analysis.entry
    if entry is not None and entry not in program.functions:
        raise UsageError(f"--entry: no function named {entry!r} with a body")
    show_progress = config.output.verbosity >= 0 and sys.stderr.isatty()
    report = run_analysis(program, config, show_progress)
    report = dataclasses.replace(
        report, simd=report.simd or simd_kernel(),
        stats=dataclasses.replace(report.stats, files=report.stats.files or len(files),
                                  seconds=time.perf_counter() - started))
    to_file = config.output.output is not None
    text = render(report, config, colour=not to_file and _wants_colour(sys.stdout),
                  command_line=shlex.join(["absint", *argv]))
    if to_file:
        try:
            write_atomically(config.output.output, text)
        except OSError as e:
            raise UsageError(f"cannot write {config.output.output}: {e.strerror or e}") from None
    else:
        sys.stdout.write(text)
        sys.stdout.flush()
    internal = [d for d in report.diagnostics if d.internal]
    if internal:
        # the report is written and says so; the run is still a failure of absint's own
        for d in internal:
            if args.debug and d.detail:
                sys.stderr.write(d.detail)
        _error(f"{internal[0].file}:{internal[0].line}: {internal[0].message}"
               + (f" (and {len(internal) - 1} more)" if len(internal) > 1 else "")
               + ("" if args.debug else " (run with --debug for the traceback)"))
        return EXIT_INTERNAL
    code = _exit_code(report, config.output.fail_on)
    if code == EXIT_OK and config.output.fail_on_incomplete and report.stats.incomplete:
        code = EXIT_FINDINGS
    return code


_LOCATION = re.compile(r"^(.+?):(\d+)(?::(\d+))?$")


def cmd_explain(args, config: Config) -> int:
    """Analyse the program (FILE and the other PATHs) with explanations kept; print those of the
    accesses at FILE:LINE[:COL]. Exit 0; 2 when there is no access there."""
    _check_simd_request()
    m = _LOCATION.match(args.location)
    if not m:
        raise UsageError(f"explain: expected FILE:LINE or FILE:LINE:COL, got {args.location!r}")
    file, line, column = m.group(1), int(m.group(2)), int(m.group(3)) if m.group(3) else None
    if not os.path.isfile(file):
        raise UsageError(f"explain: no such file: {file}")
    others = collect_sources(args.paths) if args.paths else []
    key = os.path.realpath(file)
    # a header is analysed through the files that include it, not alone
    files = ([] if file.endswith(".h") else [file]) + \
        [f for f in others if os.path.realpath(f) != key]
    if not files:
        raise UsageError(f"explain: {file} is a header: name the .c files that include it too")
    program = _load_program(files, config.frontend)
    if args.debug:
        problems = _verify_program(program)
        if problems:
            raise InternalError(f"the front end produced invalid IR ({len(problems)} problems)")
    entry = config.analysis.entry
    if entry is not None and entry not in program.functions:
        raise UsageError(f"--entry: no function named {entry!r} with a body")
    report = run_analysis(program, config, sys.stderr.isatty())
    from absint.report.explain import accesses_at, explain_json, explain_text
    same = lambda path: path == file or os.path.realpath(path) == key  # noqa: E731
    found = accesses_at(report, same, line, column)
    if not found:
        lines = sorted({a.line for a in report.accesses if same(a.file)})
        near = sorted(lines, key=lambda n: (abs(n - line), n))[:8]
        where = f"{file}:{line}" + (f":{column}" if column is not None else "")
        raise UsageError(f"explain: no access at {where}" + (
            f"; accesses in {file} are on lines {', '.join(map(str, sorted(near)))}"
            + (" ..." if len(lines) > len(near) else "") if lines else f"; {file} has none"))
    text = explain_json(found, args.location, absint.__version__) if args.format == "json" \
        else explain_text(found)
    sys.stdout.write(text)
    sys.stdout.flush()
    return EXIT_OK


def cmd_ir(args, config: Config) -> int:
    _, program = _load(args, config)
    text = _format_program(program)
    sys.stdout.write(text if text.endswith("\n") else text + "\n")
    sys.stdout.flush()
    return EXIT_OK


def _run(argv) -> int:
    args = build_parser().parse_args(argv)
    if args.version:
        print(f"absint {absint.__version__} (simd: {simd_kernel()})")
        return EXIT_OK
    if args.command is None:
        raise UsageError("missing command (try 'absint check FILE.c' or 'absint --help')")
    try:
        base = Config() if args.no_config else load_config(os.getcwd())
    except ConfigError as e:
        raise UsageError(str(e)) from None
    config = make_config(args, base)
    if args.command == "explain":
        return cmd_explain(args, config)
    if args.command == "ir":
        return cmd_ir(args, config)
    return cmd_check(args, config, argv)


def _error(message: str) -> None:
    # One line, whatever the message holds.
    print("absint: error: " + " ".join(str(message).split()), file=sys.stderr)


def main(argv=None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    debug = "--debug" in argv
    try:
        return _run(argv)
    except UsageError as e:
        _error(e)
        return EXIT_USAGE
    except KeyboardInterrupt:
        return EXIT_INTERRUPTED
    except SystemExit as e:  # --help
        return e.code if isinstance(e.code, int) else EXIT_OK
    except BrokenPipeError:
        # The reader went away (e.g. `| head`): nothing more to say, and nowhere to say it.
        with contextlib.suppress(OSError):
            os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return EXIT_FINDINGS
    except Exception as e:
        if debug:
            traceback.print_exc()
        message = f"internal error: {type(e).__name__}: {e}"
        if not debug:
            message += " (run with --debug for the traceback)"
        _error(message)
        return EXIT_INTERNAL
