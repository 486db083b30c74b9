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
import stat
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

def _load_program(paths, options, per_file=None, on_error=None, parsed=None, store=None):
    from absint.frontend import FrontendError, load_program
    try:
        if per_file is None and on_error is None and parsed is None and store is None:
            return load_program(paths, options)
        return load_program(paths, options, per_file=per_file, on_error=on_error, parsed=parsed,
                            store=store)
    except FrontendError as e:
        raise UsageError(str(e)) from None
    except OSError as e:  # an input file vanished or is unreadable between our check and the read
        raise UsageError(f"cannot read {e.filename or 'input'}: {e.strerror or e}") from None
    except UnicodeDecodeError as e:
        raise UsageError(f"input is not text: {e.reason}") from None


def _analyze(program, options, progress=None, execution=None) -> Report:
    from absint.checks import analyze
    return analyze(program, options, progress, execution)


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


def _jobs(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"expected a number of processes, got {text!r}") from None
    if value < 0:
        raise argparse.ArgumentTypeError(f"expected a number of processes (0: all cores), got {text!r}")
    return value


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


def _add_project_options(parser) -> None:
    """Options of absint.project: the build's compilation database, the tree, suppressions and
    baselines."""
    database = parser.add_mutually_exclusive_group()
    database.add_argument("-p", dest="build_dir", default=None, metavar="BUILD_DIR",
                          help="take files and flags from BUILD_DIR/compile_commands.json")
    database.add_argument("--compile-commands", dest="compile_commands", default=None,
                          metavar="FILE", help="take files and flags from this compilation database")
    parser.add_argument("--whole-program", action="store_true", default=None,
                        help="with a database: all its files as one program (default: each file "
                        "with the files defining what it calls)")
    parser.add_argument("--exclude", dest="exclude", action="append", default=[], metavar="GLOB",
                        help="leave out files and directories matching GLOB (repeatable)")
    parser.add_argument("--baseline", default=None, metavar="FILE",
                        help="report only findings not recorded in FILE")
    parser.add_argument("--update-baseline", action="store_true",
                        help="record the current findings in the --baseline FILE")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog="absint", description="Prove, or refute, that every array and buffer "
                     "access of a C program stays in bounds.")
    parser.add_argument("--version", action="store_true", help="print version and SIMD kernel")
    parser.add_argument("--debug", action="store_true",
                        help="verify the IR, and show tracebacks of internal errors")
    commands = parser.add_subparsers(dest="command", parser_class=_Parser, metavar="COMMAND")

    check = commands.add_parser("check", help="analyse C files (a directory means its .c files)",
                                description="Analyse C files as one program, or the units of a "
                                "compilation database (-p), each with the units defining what it "
                                "uses.")
    check.add_argument("paths", nargs="*", metavar="PATH",
                       help="C file or directory (with -p: selects the database's units below it)")
    _add_frontend_options(check)
    _add_project_options(check)
    check.add_argument("--entry", default=None, metavar="NAME",
                       help="entry function (default: main, else every function nobody calls)")
    check.add_argument("--format", choices=FORMATS, default=None, help="report format (text)")
    check.add_argument("-o", dest="output", default=None, metavar="FILE",
                       help="write the report to FILE (atomically) instead of stdout")
    check.add_argument("--fail-on", choices=FAIL_ON, default=None,
                       help="exit 1 on findings at or above this level (default warning)")
    check.add_argument("-j", dest="jobs", type=_jobs, default=None, metavar="N",
                       help="run the analysis's tasks in N processes (0: one per core)")
    check.add_argument("--scheduler", default=None, metavar="ADDRESS",
                       help="run them on a Dask cluster (tcp://HOST:8786; needs absint[cluster])")
    caching = check.add_mutually_exclusive_group()
    caching.add_argument("--cache", nargs="?", const="", default=None, metavar="DIR",
                         help="reuse the results of unchanged tasks, kept in DIR "
                              "(default: .absint-cache in the project)")
    caching.add_argument("--no-cache", dest="cache", action="store_const", const=None,
                         help="no cache (the default)")
    _add_budget_options(check)
    check.add_argument("--fail-on-incomplete", action="store_true", default=None,
                       help="exit 1 also when an access is incomplete (a time budget ran out)")
    check.add_argument("--contracts", action="store_true", default=None,
                       help="print each library entry's contract (what it requires of its "
                            "pointer arguments) with the findings; JSON and SARIF always carry "
                            "them as notes")
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
    database = explain.add_mutually_exclusive_group()
    database.add_argument("-p", dest="build_dir", default=None, metavar="BUILD_DIR",
                          help="the flags, and the program around FILE, from "
                               "BUILD_DIR/compile_commands.json")
    database.add_argument("--compile-commands", dest="compile_commands", default=None,
                          metavar="FILE", help="the same from this compilation database")
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
            **_budgets(args, base.analysis)),
            project=dataclasses.replace(base.project, compile_commands=_database_option(
                args, base.project)))
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
                                                         or base.output.fail_on_incomplete),
                                 contracts=bool(args.contracts or base.output.contracts))
    return dataclasses.replace(config, analysis=analysis, output=output,
                               jobs=args.jobs if args.jobs is not None else base.jobs,
                               scheduler=args.scheduler, cache=args.cache,
                               project=_project_options(args, base.project))


def _database_option(args, base):
    """The compilation database named by -p/--compile-commands, else the configured one."""
    if args.build_dir is not None or args.compile_commands is not None:
        from absint.project.compdb import database_path
        return database_path(args.build_dir, args.compile_commands)
    return base.compile_commands


def _project_options(args, base):
    if args.update_baseline and not (args.baseline or base.baseline):
        raise UsageError("--update-baseline needs --baseline FILE (or baseline in [tool.absint])")
    database = _database_option(args, base)
    if not args.paths and database is None:
        raise UsageError("PATH is required (a C file or directory), or -p BUILD_DIR")
    whole = base.whole_program if args.whole_program is None else args.whole_program
    if whole and database is None:
        raise UsageError("--whole-program needs a compilation database (-p BUILD_DIR); the files "
                         "of one invocation are one program already")
    return dataclasses.replace(base, exclude=tuple(base.exclude) + tuple(args.exclude),
                               compile_commands=database, whole_program=whole,
                               baseline=args.baseline or base.baseline,
                               update_baseline=args.update_baseline)


# ---------------------------------------------------------------- inputs and outputs

def collect_sources(paths, exclude=()) -> list:
    """The files to analyse, as the user named them: a file as given, a directory as its .c files
    (recursively, sorted), less those matching an --exclude glob (absint.project.sources). Each
    file once."""
    from absint.project.sources import SourceError, collect_sources as collect
    try:
        return collect(paths, exclude)
    except SourceError as e:
        raise UsageError(str(e)) from None


def write_atomically(path: str, text: str) -> None:
    """Write `text` to `path` through a temporary file in the same directory and a rename: readers
    see the old file or the whole new one, never a part. A symbolic link is followed (the link
    stays); what is not a regular file (`-o /dev/null`, a FIFO, /dev/stdout) is written to as it
    is: a rename would put a regular file in its place."""
    path = os.path.realpath(path)
    if os.path.exists(path) and not stat.S_ISREG(os.stat(path).st_mode):
        with open(path, "w", encoding="utf-8") as f:
            f.write(text)
        return
    directory = os.path.dirname(path)
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


# ---------------------------------------------------------------- analysis

def _budgets(args, base) -> dict:
    """--time-budget / --run-time-budget over [tool.absint]'s."""
    return {"time_budget": args.time_budget if args.time_budget is not None else base.time_budget,
            "run_time_budget": args.run_time_budget if args.run_time_budget is not None
            else base.run_time_budget}


def run_analysis(program, config: Config, show_progress: bool) -> Report:
    """analyze() of the whole program: its task graph in this process (-j 1), in N processes
    (-j N, -j 0: every core) or on a Dask cluster (--scheduler), with or without the cache; the
    report is the same."""
    execution = _execution(config)
    if not show_progress:
        report = _analyze(program, config.analysis, None, *execution)
    else:
        from absint.progress import TerminalProgress
        with TerminalProgress(len(getattr(program, "files", ()) or ())) as progress:
            report = _analyze(program, config.analysis, progress, *execution)
    if execution and config.output.verbosity >= 1:
        ex = execution[0]
        where = f"on {config.scheduler}" if config.scheduler else \
            f"in {ex.jobs or 'all'} processes" if ex.jobs != 1 else "in this process"
        cache = f"; cache {ex.cache_dir}" if ex.cache_dir else ""
        print(f"absint: tasks: {ex.ran} run {where}, {ex.cached} from the cache{cache}",
              file=sys.stderr)
    return report


_CACHE_DIR = ".absint-cache"


def _cache_dir(config: Config):
    """--cache's directory (its default: .absint-cache in the project), or None."""
    cache = config.cache
    if cache == "":
        from absint.config import find_pyproject
        found = find_pyproject(os.getcwd())
        cache = os.path.join(os.path.dirname(found) if found else os.getcwd(), _CACHE_DIR)
    return cache


def _ast_store(config: Config):
    """With --cache, the store of parsed translation units (absint.frontend.pipeline.parse_stored),
    in the same directory as the tasks' results; else None."""
    directory = _cache_dir(config)
    if directory is None:
        return None
    from absint.engine.cache import TaskCache
    try:
        return TaskCache(directory)
    except OSError:
        return None     # a cache that cannot be made is only slower


def _execution(config: Config) -> tuple:
    """(Execution,) for -j/--scheduler/--cache, or () for the default (one process, no cache:
    analyze() called as before)."""
    if config.jobs == 1 and not config.scheduler and config.cache is None:
        return ()
    from absint.engine.modular import Execution
    cache = _cache_dir(config)
    if config.scheduler:
        try:
            import distributed  # noqa: F401
        except ImportError:
            raise UsageError("--scheduler needs the 'distributed' package: "
                             "pip install 'absint[cluster]'") from None
    return (Execution(config.jobs, config.scheduler, cache),)


def _exit_code(report: Report, fail_on: str) -> int:
    """Only open findings count: not those suppressed inline nor those in the baseline."""
    failing = {"error": ("error",), "warning": ("error", "warning"), "none": ()}[fail_on]
    if any(a.verdict in failing for a in report.open_findings):
        return EXIT_FINDINGS
    return EXIT_FINDINGS if any(d.level in failing for d in report.rule_findings) else EXIT_OK


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
    return format_report(report, TextOptions(colour=colour, verbosity=config.output.verbosity,
                                             contracts=config.output.contracts))


def _load(args, config: Config):
    files = collect_sources(args.paths, config.project.exclude if args.command == "check" else ())
    program = _load_program(files, config.frontend)
    _debug_verify(args, program)
    return files, program


def _debug_verify(args, program) -> None:
    if args.debug:
        problems = _verify_program(program)
        for problem in problems:
            print(f"absint: debug: IR: {problem}", file=sys.stderr)
        if problems:
            raise InternalError(f"the front end produced invalid IR ({len(problems)} problems)")


# ---------------------------------------------------------------- programs: files or a database

class _Skipped:
    """Files that could not be preprocessed or parsed: left out, the rest analysed. Told on stderr
    (one line each) once something was analysed, and kept in the report as error diagnostics."""

    _WHERE = re.compile(r"^(.*?):(\d+)(?::(\d+))?: ")

    def __init__(self):
        self.files: dict = {}     # path -> message

    def __call__(self, path: str, message: str) -> None:
        self.files.setdefault(path, " ".join(str(message).split()))

    def diagnostics(self) -> tuple:
        from absint.report.model import Diagnostic
        out = []
        for path, message in self.files.items():
            m = self._WHERE.match(message)
            file, line, column = (m.group(1), int(m.group(2)), int(m.group(3) or 0)) if m else \
                (path, 0, 0)
            text = message[m.end():] if m else message
            out.append(Diagnostic("error", file, line, f"{text} ({path} not analysed)", column))
        return tuple(out)

    def tell(self) -> None:
        for path, message in self.files.items():
            # (the line that stopped it may be in a header: then the file left out is named too)
            where = "" if message.startswith(path + ":") else f"{path}: "
            print(f"absint: skipped: {where}{message}", file=sys.stderr)


def _database_inputs(args, config: Config):
    """(units' files, {file: FrontendOptions}, the files selected) from the compilation database,
    less the excluded files. Named paths select the units below them (a named file the database
    lacks is analysed with the configured flags); without, every unit is selected."""
    from absint.project.compdb import DatabaseError, Unit, load_database
    from absint.project.sources import excluded
    try:
        database = load_database(config.project.compile_commands)
    except DatabaseError as e:
        raise UsageError(str(e)) from None
    for file, why in database.skipped:
        if config.output.verbosity >= 1:
            print(f"absint: note: {file}: {why}; left out", file=sys.stderr)
    units = [u for u in database.units if not excluded(u.file, config.project.exclude)]
    selected = [u.file for u in units]
    if args.paths:
        named = collect_sources(args.paths, config.project.exclude)
        wanted = [os.path.realpath(p) for p in args.paths]
        in_db = {os.path.realpath(u.file) for u in units}
        selected = [u.file for u in units if any(
            os.path.realpath(u.file) == w or os.path.realpath(u.file).startswith(w + os.sep)
            for w in wanted)]
        extra = [Unit(file=f, directory=os.getcwd()) for f in named
                 if os.path.realpath(f) not in in_db and f in args.paths]
        units += extra
        selected += [u.file for u in extra]
        if not named:            # every named file is excluded (as pre-commit may pass them)
            return [u.file for u in units], {}, []
    if not selected:
        raise UsageError(f"{database.path}: no C file to analyse"
                         + (" among the named paths" if args.paths else "")
                         + (" (after --exclude)" if config.project.exclude else ""))
    per_file = {u.file: u.options(config.frontend, args.machine) for u in units}
    return [u.file for u in units], per_file, selected


def _plans(args, config: Config, skipped: _Skipped, parsed: dict):
    """(files, per-file options or None, [ProgramPlan]) of this invocation. `parsed`: the front
    end's parse cache, filled by the planning of a database's programs."""
    from absint.project.programs import ProgramPlan, index_unit, plan_programs
    if config.project.compile_commands is None:
        files = collect_sources(args.paths, config.project.exclude)
        return files, None, [ProgramPlan(tuple(files))] if files else []
    files, per_file, selected = _database_inputs(args, config)
    if not selected:
        return [], per_file, []
    if config.project.whole_program or len(files) == 1:
        machines = {per_file[f].machine for f in selected}
        if len(machines) > 1:
            raise UsageError("--whole-program: the database mixes data models (-m32 and not); "
                             "pick one with --machine")
        return selected, per_file, [ProgramPlan(tuple(selected))]
    if config.analysis.entry is not None:
        raise UsageError("--entry with a compilation database needs --whole-program")
    from absint.frontend import FrontendError
    indexes = []
    for f in files:
        try:
            indexes.append(index_unit(f, per_file[f], parsed))
        except FrontendError as e:
            skipped(f, str(e))
        except (OSError, UnicodeDecodeError) as e:
            skipped(f, f"{f}: cannot read: {getattr(e, 'strerror', None) or e}")
    chosen = set(selected)
    plans = [p for p in plan_programs(indexes) if p.primary in chosen]
    if not plans:
        raise UsageError(next((m for f, m in skipped.files.items() if f in chosen),
                              "no unit of the database could be parsed"))
    return files, per_file, plans


def _owned_functions(program, plan, unit_files) -> set:
    """(file, line, function) of the functions a program counts as its own: those of its primary
    unit and of headers (the units it pulls in count them in their own programs). A header's
    function seen by several programs is one function."""
    owned = set()
    for name, fn in getattr(program, "functions", {}).items():
        coord = getattr(fn, "coord", None)
        file = getattr(coord, "file", None)
        if file is None or file == plan.primary or file not in unit_files:
            owned.add((file, getattr(coord, "line", 0), name.split("<")[0]))
    return owned


def analyse_inputs(args, config: Config, show_progress: bool):
    """Load and analyse every program of this invocation: (Report, files analysed, skipped)."""
    from absint.project.programs import combine_reports, relative_paths
    skipped = _Skipped()
    parsed: dict = {}      # each file parsed once, however many programs it belongs to
    files, per_file, plans = _plans(args, config, skipped, parsed)
    if not plans:      # every named file is excluded: nothing to say, nothing wrong
        return Report(), [], skipped
    results, analysed, functions = [], [], set()
    store = _ast_store(config)
    for plan in plans:
        plan_files = [f for f in plan.files if f not in skipped.files]
        if not plan_files or plan.primary in skipped.files:
            continue
        options = per_file[plan_files[0]] if per_file else config.frontend
        try:
            on_error = skipped if len(plan_files) > 1 or len(plans) > 1 else None
            extra = {k: v for k, v in (("per_file", per_file), ("on_error", on_error),
                                       ("parsed", parsed if len(plans) > 1 else None),
                                       ("store", store))
                     if v is not None}
            program = _load_program(plan_files, options, **extra)
        except UsageError:
            if len(plans) == 1:
                raise
            continue             # told by `skipped`
        _debug_verify(args, program)
        entry = config.analysis.entry
        if entry is not None and entry not in program.functions:
            raise UsageError(f"--entry: no function named {entry!r} with a body")
        report = run_analysis(program, config, show_progress)
        if plan.primary is not None:
            owned = _owned_functions(program, plan, set(files))
            report = dataclasses.replace(report, stats=dataclasses.replace(
                report.stats, functions=len(owned - functions)))
            functions |= owned
            analysed.append(plan.primary)
        else:
            analysed += [f for f in getattr(program, "files", plan_files) or plan_files
                         if f not in skipped.files]
        results.append((plan, report))
    if not results:
        raise UsageError(next(iter(skipped.files.values()), "nothing could be analysed"))
    report = combine_reports(results, analysed)
    if per_file is not None:
        report = relative_paths(report, os.getcwd())
    if skipped.files:
        report = dataclasses.replace(
            report, diagnostics=tuple(report.diagnostics) + skipped.diagnostics(),
            stats=dataclasses.replace(report.stats, skipped_files=len(skipped.files)))
    return report, analysed, skipped


def triage(report: Report, config: Config, sources) -> Report:
    """Inline suppressions, then the baseline (absint.project)."""
    from absint.project.suppressions import apply_suppressions
    report = apply_suppressions(report, sources)
    path = config.project.baseline
    if path is None:
        return report
    from absint.project.baseline import BaselineError, apply_baseline, baseline_document, \
        read_baseline
    try:
        if config.project.update_baseline:
            text = baseline_document(report, path)
            write_atomically(path, text)
            recorded = sum(1 for a in report.findings if a.suppression is None)
            if config.output.verbosity >= 0:
                print(f"absint: baseline {path}: {recorded} "
                      f"{'finding' if recorded == 1 else 'findings'} recorded", file=sys.stderr)
        known = read_baseline(path)
    except BaselineError as e:
        raise UsageError(str(e)) from None
    except OSError as e:
        raise UsageError(f"--baseline: cannot write {path}: {e.strerror or e}") from None
    report = apply_baseline(report, known, path)
    gone = len(known) - report.stats.baselined
    if gone and config.output.verbosity >= 1:
        print(f"absint: note: baseline {path}: {gone} recorded "
              f"{'finding is' if gone == 1 else 'findings are'} gone (fixed, or the code changed); "
              f"--update-baseline drops {'it' if gone == 1 else 'them'}", file=sys.stderr)
    return report


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
    show_progress = config.output.verbosity >= 0 and sys.stderr.isatty()
    report, files, skipped = analyse_inputs(args, config, show_progress)
    report = triage(report, config, files)
    report = dataclasses.replace(
        report, simd=report.simd or simd_kernel(),
        stats=dataclasses.replace(report.stats, files=report.stats.files or len(files),
                                  seconds=time.perf_counter() - started))
    if not files and config.output.verbosity >= 0:
        print("absint: note: every named file is excluded; nothing to analyse", file=sys.stderr)
    to_file = config.output.output is not None
    if to_file or config.output.format != "text":
        skipped.tell()           # (the text report on stdout says it already)
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


def _explain_program(file: str, args, config: Config):
    others = collect_sources(args.paths) if args.paths else []
    key = os.path.realpath(file)
    # a header is analysed through the files that include it, not alone
    files = ([] if file.endswith(".h") else [file]) + \
        [f for f in others if os.path.realpath(f) != key]
    if not files:
        raise UsageError(f"explain: {file} is a header: name the .c files that include it too")
    return _load_program(files, config.frontend)


def _explain_combined(reports) -> Report:
    """One report of the programs a unit belongs to (its own, and those of the units that call
    into it), each access's verdict combined by position as `check -p` combines it (a header's
    static function lowered once per unit is one access), its contexts all kept."""
    from absint.project.programs import ProgramPlan, combine_reports
    combined = combine_reports([(ProgramPlan((), f"<{n}>"), r) for n, r in enumerate(reports)], ())
    contexts: dict = {}
    for r in reports:
        for a in r.accesses:
            contexts.setdefault((a.file, a.line, a.column, a.array, a.access), []).extend(
                getattr(a, "contexts", ()))
    return dataclasses.replace(combined, accesses=tuple(
        dataclasses.replace(a, contexts=tuple(contexts.get(
            (a.file, a.line, a.column, a.array, a.access), ())))
        for a in combined.accesses))


def _explain_database_programs(file: str, args, config: Config) -> list:
    """The programs `check -p` analyses FILE in: those of the units (FILE, or for a header the
    units named as PATHs) and of the units whose programs pull them in, each unit with its
    database flags."""
    from absint.frontend import FrontendError
    from absint.project.programs import index_unit, plan_programs
    everything = argparse.Namespace(paths=[], machine=args.machine)
    units, per_file, _selected = _database_inputs(everything, config)
    by_path = {os.path.realpath(u): u for u in units}
    wanted = [os.path.realpath(file)] + [os.path.realpath(p) for p in args.paths]
    targets = [by_path[w] for w in wanted if w in by_path]
    if not targets:
        raise UsageError(f"explain: {file} is not a unit of {config.project.compile_commands}"
                         + (" (for a header, name a unit that includes it)"
                            if file.endswith(".h") else ""))
    parsed: dict = {}
    if config.project.whole_program:
        groups = [units]
    else:
        indexes = []
        for u in units:
            try:
                indexes.append(index_unit(u, per_file[u], parsed))
            except FrontendError as e:
                if u in targets:
                    raise UsageError(str(e)) from None
        groups = [list(p.files) for p in plan_programs(indexes)
                  if any(t in p.files for t in targets)]
    return [_load_program(files, per_file[files[0]], per_file=per_file, parsed=parsed)
            for files in groups]


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
    key = os.path.realpath(file)
    from absint.report.explain import accesses_at, explain_json, explain_text
    same = lambda path: path == file or os.path.realpath(path) == key  # noqa: E731
    if config.project.compile_commands is not None:
        programs = _explain_database_programs(file, args, config)
    else:
        programs = [_explain_program(file, args, config)]
    reports = []
    for program in programs:
        if args.debug:
            problems = _verify_program(program)
            if problems:
                raise InternalError(f"the front end produced invalid IR ({len(problems)} problems)")
        entry = config.analysis.entry
        if entry is not None and entry not in program.functions:
            raise UsageError(f"--entry: no function named {entry!r} with a body")
        reports.append(run_analysis(program, config, sys.stderr.isatty()))
    if config.project.compile_commands is not None:    # as `check -p` reports it
        from absint.project.programs import relative_paths
        report = relative_paths(_explain_combined(reports), os.getcwd())
    else:
        report = reports[0]
    from absint.project.suppressions import apply_suppressions
    report = apply_suppressions(report, [file])     # a suppressed finding says so, with its reason
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


def run() -> None:
    """The program (`absint`, `python -m absint`): main(), then exit without tearing the heap
    down. An analysis of a large program leaves millions of objects behind (the IR, summaries,
    the cache's results): the interpreter's orderly exit frees them one by one, which took 1.5 s
    of a 9 s run; the process is ending, so only the output streams are flushed (an error
    flushing them is the exit code's business, as it would be at an orderly exit). For the
    same reason what each task leaves alive is frozen out of the cyclic collector's walks
    (absint.engine.taskgraph.settle)."""
    from absint.engine import taskgraph
    taskgraph.ONE_SHOT = not os.environ.get("ABSINT_ORDERLY_EXIT")
    code = main()
    try:
        sys.stdout.flush()
    except (BrokenPipeError, OSError):
        code = code or EXIT_FINDINGS
    try:
        sys.stderr.flush()
    except OSError:
        pass
    if os.environ.get("ABSINT_ORDERLY_EXIT"):      # (coverage tools and the like: atexit runs)
        raise SystemExit(code)
    os._exit(code if isinstance(code, int) else 1)
