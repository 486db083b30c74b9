"""Parameters, as frozen dataclasses passed down from the CLI (never globals).

Values come from defaults, then `[tool.absint]` in the nearest pyproject.toml, then the command line.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Optional

MACHINES = ("lp64", "ilp32")


@dataclass(frozen=True)
class FrontendOptions:
    include_dirs: tuple = ()        # -I DIR, in order
    defines: tuple = ()             # -D NAME or NAME=VALUE, in order
    undefines: tuple = ()           # -U NAME
    machine: str = "lp64"           # data model: "lp64" | "ilp32"
    cpp: str = "gcc"                # the C preprocessor driver (run as `cpp -E`)


@dataclass(frozen=True)
class AnalysisOptions:
    entry: Optional[str] = None     # entry function; None: main, else every uncalled function
    widening_delay: int = 2         # plain joins at a loop head before widening
    narrowing_steps: int = 2        # decreasing iterations after the ascending fixpoint
    inline_depth: int = 6           # call-string depth analysed in context; deeper calls use summaries
    polyhedral: bool = True         # send what the Pentagon cannot prove to the polyhedral prover


@dataclass(frozen=True)
class OutputOptions:
    format: str = "text"            # "text" | "json" | "sarif" | "html"
    output: Optional[str] = None    # -o FILE; None: stdout
    fail_on: str = "warning"        # "error" | "warning" | "none"
    verbosity: int = 0              # -q: -1, default 0, -v: 1, -vv: 2


@dataclass(frozen=True)
class Config:
    frontend: FrontendOptions = FrontendOptions()
    analysis: AnalysisOptions = AnalysisOptions()
    output: OutputOptions = OutputOptions()
    jobs: int = 1
