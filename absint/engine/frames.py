"""An activation of a function in the analysis (Frame: how its names are qualified) and the CFG as
the fixpoint engine's graph."""
from __future__ import annotations

from typing import NamedTuple

from absint.ir import nodes as ir


class Frame:
    """One activation in the call string."""

    def __init__(self, fn: ir.Function, depth: int, calls: tuple, sites: tuple = ()):
        self.fn = fn
        self.depth = depth
        self.calls = calls          # function names from the entry to fn (inclusive)
        self.sites = sites          # coordinates of the calls that made this activation (inlined)
        self.types = {v.name: v.type for v in (*fn.params, *fn.locals)}

    @property
    def context(self) -> str:
        """The inlined call sites of this activation, as a suffix for names of what it creates
        (a block allocated in a wrapper is one block per call of the wrapper)."""
        return "".join(f"<{c.line}:{c.column}" for c in self.sites if c is not None)

    def q(self, name: str) -> str:
        if name.startswith("@") or self.depth == 0:
            return name
        return f"{name}#{self.depth}"

    @property
    def ret(self) -> str:
        return self.q("$ret")

    @property
    def suffixes(self) -> tuple:
        """(what locals carry, what globals carry) in this frame's state names."""
        return ("" if self.depth == 0 else f"#{self.depth}"), ""


class SuffixFrame(Frame):
    """A function's activation as it appears in some other state: its locals carry
    `local_suffix`, globals `global_suffix` (a callback made again in a caller's state, see
    absint.engine.summaries.instantiate_call)."""

    def __init__(self, fn: ir.Function, depth: int, calls: tuple, local_suffix: str,
                 global_suffix: str):
        super().__init__(fn, depth, calls)
        self.local_suffix, self.global_suffix = local_suffix, global_suffix

    def q(self, name: str) -> str:
        return name + (self.global_suffix if name.startswith("@") else self.local_suffix)

    @property
    def suffixes(self) -> tuple:
        return self.local_suffix, self.global_suffix


class DeferredAt(NamedTuple):
    """A call through a pointer the function being summarized received, where the recording
    pass met it: emitted as access queries are (Analyzer.emit), to the summary's callbacks."""
    frame: Frame
    call: ir.Call
    state: object


class CFGGraph:
    def __init__(self, cfg: ir.CFG):
        self.entry = cfg.entry
        self._succ: dict = {n: [] for n in cfg.nodes}
        self._pred: dict = {n: [] for n in cfg.nodes}
        for e in cfg.edges:
            self._succ.setdefault(e.src, []).append(e.dst)
            self._pred.setdefault(e.dst, []).append(e.src)

    def successors(self, v):
        return self._succ.get(v, [])

    def predecessors(self, v):
        return self._pred.get(v, [])


def in_frame(name: str, suffix: str) -> bool:
    if name.endswith(suffix):
        return True
    return (suffix + ")") in name or (suffix + "@") in name
