"""Static facts about abstract memory blocks (the analyzer's registry) and pointer values.

A block's unit is fixed when it is first created (see absint.memory.state for why sizes and offsets
are counted in units). Per-state facts (cells, summary) live in AbsState.blocks.
"""
from __future__ import annotations

from dataclasses import dataclass
from math import gcd


@dataclass(frozen=True)
class BlockInfo:
    name: str
    display: str             # what the user calls it: "buf", "memory allocated at line 12"
    kind: str                # "global" | "local" | "string" | "param" | "heap" | "alloca" | "arg" | "argv"
    unit: int = 1            # bytes per unit of size(b) and of offsets into b
    is_char: bool = False    # has a string-length ghost len(b) (in units)
    readonly: bool = False
    array: bool = True       # array-like (contents smashed) rather than a struct/scalar (cells)
    known_size: bool = True  # False for blocks of unknown size (pointer arguments of entry functions)
    static_units: object = None  # the size in units when fixed by the program text (no size ghost)
    members: tuple = ()      # ((byte offset, size, "p->len"), ...): named cells, for contracts


@dataclass(frozen=True)
class Ptr:
    """The targets of a pointer-valued name and the unit (bytes) its numeric offset is counted in."""
    targets: frozenset
    unit: int = 1


def common_unit(a: int, b: int) -> int:
    return gcd(a, b) or 1


class PerTarget(tuple):
    """The lengths of one call site computed once per part of a split call (see
    absint.memory.libc.split_site_lengths): ((pointer overrides {name: Ptr}, (length, note)), ...).
    Every execution takes one part; the site's ranges are those of every part, each computed with
    its overrides, all to be checked in the one state of the call."""
