"""The progress display of a run on a terminal (stderr): files, functions analysed out of all,
elapsed time and the function being analysed, drawn with rich (transient: it is gone when the run
ends, so the report that follows is unchanged). The CLI shows it only when stderr is a terminal and
-q is not given; the analysis sees only the two methods of the protocol below.

Protocol (absint.engine.modular.ModularAnalysis, absint.checks.analyze): `start(total)` once with
the number of functions, `function(name)` when a function's analysis begins.
"""
from __future__ import annotations

import time


class TerminalProgress:
    """rich.progress on stderr; a context manager (the display is drawn between enter and exit)."""

    def __init__(self, files: int, stream=None):
        from rich.console import Console
        from rich.progress import (BarColumn, MofNCompleteColumn, Progress, SpinnerColumn,
                                   TextColumn, TimeElapsedColumn)
        self.files = files
        self.seen: set = set()
        self.console = Console(file=stream, stderr=stream is None)
        self.progress = Progress(
            SpinnerColumn(), TextColumn("absint: {task.fields[files]} {task.description}"),
            BarColumn(), MofNCompleteColumn(), TextColumn("functions"), TimeElapsedColumn(),
            TextColumn("{task.fields[current]}"),
            console=self.console, transient=True, refresh_per_second=8)
        self.task = None
        self.started = time.perf_counter()

    def __enter__(self):
        self.progress.start()
        self.task = self.progress.add_task(
            "analysing", total=None, files=f"{self.files} file{'s' if self.files != 1 else ''},",
            current="")
        return self

    def __exit__(self, *exc):
        self.progress.stop()
        return False

    def start(self, total: int) -> None:
        self.progress.update(self.task, total=total, completed=len(self.seen))

    def function(self, name: str) -> None:
        # a function analysed again (recursion, a closed entry in context) counts once
        if name not in self.seen:
            self.seen.add(name)
        self.progress.update(self.task, completed=max(len(self.seen) - 1, 0), current=name)
