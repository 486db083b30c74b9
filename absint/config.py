"""Parameters, as frozen dataclasses passed down from the CLI (never globals).

Values come from defaults, then `[tool.absint]` in the nearest pyproject.toml, then the command line.
"""
from __future__ import annotations

import dataclasses
import os
import tomllib
from dataclasses import dataclass
from typing import Optional

MACHINES = ("lp64", "ilp32")
FORMATS = ("text", "json", "sarif", "html")
FAIL_ON = ("error", "warning", "none")


@dataclass(frozen=True)
class FrontendOptions:
    include_dirs: tuple = ()        # -I DIR, in order
    defines: tuple = ()             # -D NAME or NAME=VALUE, in order
    undefines: tuple = ()           # -U NAME
    machine: str = "lp64"           # data model: "lp64" | "ilp32"
    cpp: str = "gcc"                # the C preprocessor driver (run as `cpp -E`)
    std: Optional[str] = None       # -std=STD for the preprocessor (a compilation database's)
    forced_includes: tuple = ()     # -include FILE, in order (a compilation database's)


@dataclass(frozen=True)
class AnalysisOptions:
    entry: Optional[str] = None     # entry function; None: main, else every uncalled function
    entries: tuple = ()             # these entry functions (one -j worker's share); overrides entry
    widening_delay: int = 2         # plain joins at a loop head before widening
    narrowing_steps: int = 2        # decreasing iterations after the ascending fixpoint
    inline_depth: int = 6           # call-string depth analysed in context; deeper calls use summaries
    context_work: int = 20000       # steps of a function's analysis past which aliased arguments
                                    # no longer send a call into context (Calls.needs_context)
    polyhedral: bool = True         # send what the Pentagon cannot prove to the polyhedral prover
    function_budget: int = 200000   # fixpoint steps per function analysis (calls analysed in its
                                    # context included); beyond, its accesses are not checked
    time_budget: Optional[float] = None      # --time-budget: seconds per function analysis;
    run_time_budget: Optional[float] = None  # --run-time-budget: seconds for the whole analysis;
                                    # what is not finished in time is "incomplete" (never safe)
    explain: bool = False           # keep the invariant of every judgement (explain, html)
    loop_unroll: int = 16           # loops expected to run at most this many times are analysed
                                    # one iteration at a time (absint.engine.fixpoint)


@dataclass(frozen=True)
class OutputOptions:
    format: str = "text"            # "text" | "json" | "sarif" | "html"
    output: Optional[str] = None    # -o FILE; None: stdout
    fail_on: str = "warning"        # "error" | "warning" | "none"
    verbosity: int = 0              # -q: -1, default 0, -v: 1, -vv: 2
    fail_on_incomplete: bool = False  # exit 1 also when an access is incomplete (a time budget)
    contracts: bool = False         # --contracts: print the library entries' contracts (text)


@dataclass(frozen=True)
class ProjectOptions:
    """How absint meets a project's tree and build (absint.project)."""
    exclude: tuple = ()             # --exclude GLOB: files and directories left out
    compile_commands: Optional[str] = None  # -p DIR / --compile-commands FILE: the database file
    whole_program: bool = False     # all database entries as one program (default: one per entry)
    baseline: Optional[str] = None  # --baseline FILE: findings recorded there are not reported
    update_baseline: bool = False   # --update-baseline: write the current findings to it


@dataclass(frozen=True)
class Config:
    frontend: FrontendOptions = FrontendOptions()
    analysis: AnalysisOptions = AnalysisOptions()
    output: OutputOptions = OutputOptions()
    jobs: int = 1
    project: ProjectOptions = ProjectOptions()
    scheduler: Optional[str] = None   # --scheduler: a Dask scheduler's address
    cache: Optional[str] = None       # --cache DIR ("": .absint-cache in the project); None: none


class ConfigError(ValueError):
    """A configuration value is wrong. str(e) is one line, fit for `absint: error: ...`."""


# ---------------------------------------------------------------- [tool.absint]

# key in [tool.absint] (dashes or underscores) -> (section of Config, field, checker)
def _str_list(key, value):
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise ConfigError(f"[tool.absint] {key} must be a list of strings")
    return tuple(value)


def _choice(choices):
    def check(key, value):
        if value not in choices:
            raise ConfigError(f"[tool.absint] {key} must be one of {', '.join(choices)} (got {value!r})")
        return value
    return check


def _int_at_least(low):
    def check(key, value):
        if isinstance(value, bool) or not isinstance(value, int) or value < low:
            raise ConfigError(f"[tool.absint] {key} must be an integer >= {low} (got {value!r})")
        return value
    return check


def _string(key, value):
    if not isinstance(value, str) or not value:
        raise ConfigError(f"[tool.absint] {key} must be a non-empty string")
    return value


def _positive_seconds(key, value):
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not value > 0 \
            or value == float("inf"):
        raise ConfigError(f"[tool.absint] {key} must be a positive number of seconds (got {value!r})")
    return float(value)


def _boolean(key, value):
    if not isinstance(value, bool):
        raise ConfigError(f"[tool.absint] {key} must be true or false")
    return value


_KEYS = {
    "include_dirs": ("frontend", "include_dirs", _str_list),
    "defines": ("frontend", "defines", _str_list),
    "undefines": ("frontend", "undefines", _str_list),
    "machine": ("frontend", "machine", _choice(MACHINES)),
    "cpp": ("frontend", "cpp", _string),
    "entry": ("analysis", "entry", _string),
    "widening_delay": ("analysis", "widening_delay", _int_at_least(0)),
    "narrowing_steps": ("analysis", "narrowing_steps", _int_at_least(0)),
    "inline_depth": ("analysis", "inline_depth", _int_at_least(0)),
    "loop_unroll": ("analysis", "loop_unroll", _int_at_least(0)),
    "polyhedral": ("analysis", "polyhedral", _boolean),
    "time_budget": ("analysis", "time_budget", _positive_seconds),
    "run_time_budget": ("analysis", "run_time_budget", _positive_seconds),
    "fail_on_incomplete": ("output", "fail_on_incomplete", _boolean),
    "contracts": ("output", "contracts", _boolean),
    "format": ("output", "format", _choice(FORMATS)),
    "fail_on": ("output", "fail_on", _choice(FAIL_ON)),
    "jobs": (None, "jobs", _int_at_least(1)),
    "exclude": ("project", "exclude", _str_list),
    "compile_commands": ("project", "compile_commands", _string),
    "whole_program": ("project", "whole_program", _boolean),
    "baseline": ("project", "baseline", _string),
}


def find_pyproject(start: str) -> Optional[str]:
    """The nearest pyproject.toml in `start` or one of its parents, or None."""
    directory = os.path.abspath(start)
    while True:
        candidate = os.path.join(directory, "pyproject.toml")
        if os.path.isfile(candidate):
            return candidate
        parent = os.path.dirname(directory)
        if parent == directory:
            return None
        directory = parent


def read_tool_table(pyproject: str) -> dict:
    """The `[tool.absint]` table of a pyproject.toml ({} when it has none)."""
    try:
        with open(pyproject, "rb") as f:
            data = tomllib.load(f)
    except OSError as e:
        raise ConfigError(f"cannot read {pyproject}: {e.strerror}") from None
    except tomllib.TOMLDecodeError as e:
        raise ConfigError(f"{pyproject}: invalid TOML: {e}") from None
    table = data.get("tool", {}).get("absint", {})
    if not isinstance(table, dict):
        raise ConfigError(f"{pyproject}: [tool.absint] must be a table")
    return table


def apply_table(config: Config, table: dict, base_dir: str = ".") -> Config:
    """`config` with the values of a [tool.absint] table. Relative include dirs are taken relative to
    `base_dir` (the pyproject's directory), so the table means the same from any working directory."""
    sections = {"frontend": {}, "analysis": {}, "output": {}, "project": {}, None: {}}
    for raw_key, value in table.items():
        key = raw_key.replace("-", "_")
        if key not in _KEYS:
            raise ConfigError(f"[tool.absint] unknown key {raw_key!r}")
        section, name, check = _KEYS[key]
        value = check(raw_key, value)
        if name == "include_dirs":
            value = tuple(d if os.path.isabs(d) else os.path.normpath(os.path.join(base_dir, d))
                          for d in value)
        elif name in ("compile_commands", "baseline"):   # files named relative to the pyproject
            value = value if os.path.isabs(value) else os.path.normpath(os.path.join(base_dir, value))
        sections[section][name] = value
    return dataclasses.replace(
        config,
        frontend=dataclasses.replace(config.frontend, **sections["frontend"]),
        analysis=dataclasses.replace(config.analysis, **sections["analysis"]),
        output=dataclasses.replace(config.output, **sections["output"]),
        project=dataclasses.replace(config.project, **sections["project"]),
        **sections[None])


def load_config(start: str = ".") -> Config:
    """Defaults, then [tool.absint] of the nearest pyproject.toml above `start`."""
    pyproject = find_pyproject(start)
    if pyproject is None:
        return Config()
    return apply_table(Config(), read_tool_table(pyproject), os.path.dirname(pyproject))
