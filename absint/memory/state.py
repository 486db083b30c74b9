"""The abstract state of the engine: a Pentagon over scalars and ghosts, plus the memory part.

Representation (all immutable; every operation returns a new AbsState):
- `num`: a Pentagon over
    * scalar variables (frame-qualified names: "i" in the entry function, "i#2" at call depth 2,
      "@g" for globals), and pointer variables, whose numeric value is their OFFSET in units of the
      pointed-to block (see below);
    * ghosts: "size(b)" the number of units of block b, "len(b)" the element index of the first NUL
      of a char/wchar_t block b (`len(b) < size(b)` when b holds a terminated string), "val(b)" the
      smashed summary of b's contents, "val(b@o:s)" a cell of b (s bytes at byte offset o).
- `pts`: for every pointer-valued name (variable or content ghost), the set of blocks it may point
  into: block names, "null", "unknown" (anything), and "fn:NAME" for function addresses. A name
  absent from `pts` holds no pointer (or an uninitialized one).
- `blocks`: the live blocks, name -> BlockState (its cells and whether it is a summary of several
  concrete blocks, on which every update is weak).
- `defs`: defining expressions of temporaries (t := n * 4, t := (size_t) n), as small trees over
  variables that were not redefined since; they let allocation sizes be related to n exactly.
- `tainted`: names whose value comes from an unsupported construct (checks on them are never safe).
- `inputs`: names whose value may depend on the program's inputs (rand, scanf, argv, unknown
  functions...). An access that may fail and depends on no input fails on the one execution there
  is: the checks report it as an error rather than a warning.

Units: every block has a fixed unit (bytes per unit, BlockInfo.unit in the analyzer's registry):
its element size when known (int array: 4) and 1 otherwise. A block's size and every offset into it
are counted in that unit, so `p = malloc(n * sizeof(int))` gets `size(b) == n` and `p[i]` the offset
i: the Pentagon relates them directly. A pointer whose targets disagree on the unit is kept in bytes
(the analyzer converts before joining).
"""
from __future__ import annotations

import functools
from dataclasses import dataclass, field, replace
from math import gcd
from typing import Mapping

import numpy as np

from absint.domains import Pentagon
from absint.domains.linear import Linear
from absint.memory.blocks import Ptr

NULL = "null"
UNKNOWN = "unknown"
UNINIT = "uninit"    # target of a pointer not yet assigned (its use is reported, its offset is
                     # borrowed from the other side at joins)


def size_var(block: str) -> str:
    return f"size({block})"


def len_var(block: str) -> str:
    return f"len({block})"


def nul_var(block: str) -> str:
    """A NUL of a concrete char block at or after its first one (len(b) <= nul(b)), kept when a
    NUL is written before the terminator (`*eq = '\\0'; value = eq + 1;`): the string that starts
    past the first NUL ends there at the latest. Like len(b), it says something only when it is
    below size(b). Absent (or unconstrained) when nothing is known beyond len(b); any write the
    store of one element does not account for (a library call, a havoc, a callee) drops it."""
    return f"nul({block})"


def nonnull_var(block: str) -> str:
    """1 where the pointer a symbolic view stands for is known not NULL (tested, or dereferenced
    before): a caller passing NULL cannot reach what follows. Absent: not known."""
    return f"nn({block})"


def summary_var(block: str) -> str:
    return f"val({block})"


def cell_var(block: str, offset: int, size: int) -> str:
    return f"val({block}@{offset}:{size})"


def cell_parts(ghost: str):
    """(block, offset, size) of a cell ghost val(b@o:s) (cell_var's inverse), else None."""
    if not ghost.startswith("val(") or not ghost.endswith(")"):
        return None
    inner = ghost[4:-1]
    block, sep, rest = inner.rpartition("@")
    if not sep or ":" not in rest:
        return None
    o, _, s = rest.partition(":")
    if not (o.isdigit() and s.isdigit()):
        return None
    return block, int(o), int(s)


def _fold_write(num, written: str, into: str):
    """num with the write record `written` (a cell's wr()) joined into `into` (its block
    summary's wr()) and dropped."""
    num = num.join(num.assign(into, written)) if into in num.vars else \
        num.add_vars([into]).assign(into, written)
    return num.remove_vars([written])


def before_var(block: str) -> str:
    """Units of a *view* block before the pointer it is seen from (see absint.engine.symbolic)."""
    return f"before({block})"


def entry_var(ghost: str) -> str:
    """The value `ghost` had at the entry of the function being summarized (never assigned)."""
    return f"in:{ghost}"


def written_var(ghost: str) -> str:
    """The hull of the values written to `ghost` of a symbolic block since the function's entry.
    Absent means nothing was written (at joins, absent is the empty set, not "any value")."""
    return f"wr({ghost})"


def moved_pointer_var(ghost: str) -> str:
    """Present when a pointer that may not be at offset 0 of its block (or unknown bytes) may
    have been written to `ghost` of a symbolic block since the function's entry. Absent: every
    pointer there is the caller's (a view of its path block, seen from offset 0), NULL, or one
    written here at offset 0 of its block. Numbers written do not count: a pointer is not read
    where only a number was stored (C's effective types). A wr(...) name: absent on one side
    of a join means nothing of the kind was written there."""
    return f"wr(&{ghost})"


def is_moved_pointer_var(name: str) -> bool:
    return name.startswith("wr(&")


def is_written_var(name: str) -> bool:
    return name.startswith("wr(")


_WRITTEN: dict = {}   # id(variables tuple) -> (the tuple, its wr(...) names): Pentagons derived
                      # from one another share their variables tuple
_NULS: dict = {}      # the same for nul(...) names


def _names_among(cache: dict, names, prefix: str) -> tuple:
    """The names starting with `prefix` among `names` (a Pentagon's variables), in order,
    remembered per variables tuple in `cache`."""
    hit = cache.get(id(names))
    if hit is not None and hit[0] is names:
        return hit[1]
    out = tuple(n for n in names if n.startswith(prefix))
    if len(cache) > 4096:
        cache.clear()
    cache[id(names)] = (names, out)
    return out


def _written_vars(names) -> tuple:
    """The wr(...) names among `names` (a Pentagon's variables), in order."""
    return _names_among(_WRITTEN, names, "wr(")


def _nul_vars(names) -> tuple:
    """The nul(...) names among `names` (a Pentagon's variables), in order."""
    return _names_among(_NULS, names, "nul(")


MAX_PATH_DEPTH = 2    # symbolic path blocks deeper than this are one `root~` block per root


def path_block(block: str, offset) -> str:
    """The symbolic block a pointer stored in symbolic `block` at byte `offset` points to at entry
    (offset None: a pointer read from the block's summary, standing for several blocks)."""
    return f"{block}@{offset}" if offset is not None else f"{block}[]"


def view_root_depth(name: str) -> tuple:
    """(root view, depth) of a symbolic view by its name: `arg:F.p@8@0` is (`arg:F.p`, 2),
    `*@g[]` (`*@g`, 1), `arg:F.p~` deeper than MAX_PATH_DEPTH."""
    if name.endswith("~"):
        return name[:-1], MAX_PATH_DEPTH + 1
    start = 2 if name.startswith("*@") else 0
    cuts = [i for i in (name.find("@", start), name.find("[", start)) if i != -1]
    cut = min(cuts) if cuts else len(name)
    rest = name[cut:]
    return name[:cut], rest.count("@") + rest.count("[]")


def entry_target(block: str, offset) -> str:
    """The view a pointer stored at entry in symbolic `block` at byte `offset` designates (the
    path block, or the root's `~` block past MAX_PATH_DEPTH)."""
    root, depth = view_root_depth(block)
    if depth >= MAX_PATH_DEPTH:
        return root + "~"
    return path_block(block, offset)


def block_vars(block: str, state: "AbsState") -> list:
    """Every numeric name that belongs to block (size, len, contents)."""
    bs = state.blocks.get(block)
    names = [size_var(block), len_var(block), nul_var(block), summary_var(block)]
    if bs is not None and bs.symbolic:
        names += [before_var(block), nonnull_var(block)]
    if bs is not None:
        names += [cell_var(block, o, s) for (o, s) in bs.cells]
    return names


@dataclass(frozen=True)
class BlockState:
    """Per-state facts of a live block. `cells` are the (byte offset, byte size) slots tracked one
    by one (strong updates); every other byte is summarized by val(b). `summary`: the block stands for
    several concrete blocks (recency abstraction's old blocks), so updates and size facts are weak.

    `symbolic`: the block is an input of the function being summarized (what a pointer parameter,
    a global or a pointer read from such memory designates at entry). Its size is a symbol; its
    contents are the caller's. While nothing was written outside its cells (no wr(val(b))) the block
    is *pristine*: a cell not tracked yet still holds its entry value in:val(b@o:s), so a read
    materializes it (entry_cell), and two paths that tracked different cells are aligned by
    materializing rather than folding. Writes to a symbolic block's ghosts also go to wr(ghost)."""
    cells: frozenset = frozenset()
    summary: bool = False
    symbolic: bool = False


def cells_over(cells, first: int, end: int) -> list:
    """The cells (byte offset, byte size) of `cells` that overlap bytes [first, end), in order."""
    return [c for c in sorted(cells) if c[0] < end and first < c[0] + c[1]]


SPLIT_DEPTH = 4   # splits held inside a split's cases, at most (see AbsState.split)


def _split_bounded(state: "AbsState", depth: int) -> "AbsState":
    """state with the splits its cases hold cut below `depth` levels."""
    sp = state._split()
    if sp is None:
        return state
    if depth <= 0:
        return state.without_split()
    low = [_split_bounded(c, depth - 1) for c in sp[1:]]
    if all(a is b for a, b in zip(low, sp[1:])):
        return state
    return state.without_split()._holding(sp[0], *low)


@dataclass(frozen=True)
class AbsState:
    num: Pentagon
    pts: Mapping = field(default_factory=dict)
    blocks: Mapping = field(default_factory=dict)
    defs: Mapping = field(default_factory=dict)
    tainted: frozenset = frozenset()
    inputs: frozenset = frozenset()
    cong: Mapping = field(default_factory=dict)   # name -> (m, r): value == r (mod m), m >= 2 or
                                                  # m == 0 (the constant r); absent: no information
    # name -> Linear over entry symbols (in:...) it equals exactly, for plain variables only (no
    # ghosts): what a summary needs of straight-line arithmetic (`return n + 1`), which the
    # Pentagon cannot hold. Kept by ValueTransfer.assign_num; any other write drops the entry.
    forms: Mapping = field(default_factory=dict)
    # A case split left by a library call on the pointer it returned (fgets: the string read, or
    # NULL with the array as it was): (owner, name, state if name is NULL, state if it is not).
    # It holds only for the very object `owner`: every operation makes a new AbsState without it
    # (dataclasses.replace too: not an __init__ field), so a split never outlives a change. The
    # cases' own splits nest at most SPLIT_DEPTH deep (a chain of them, each kept alive by the
    # next, grew to hundreds in md4c: the cache's fingerprint recursed past Python's limit).
    split: tuple = field(default=(), init=False, compare=False, repr=False)

    # ------------------------------------------------------------------ basics
    @staticmethod
    def initial() -> "AbsState":
        return AbsState(Pentagon.top([]))

    def is_bottom(self) -> bool:
        return self.num.is_bottom()

    def with_split(self, name: str, if_null: "AbsState", if_not: "AbsState") -> "AbsState":
        """self (the join of if_null and if_not) remembering both cases of `name`. When one case
        cannot happen the state is the other one (a character read before a string's end is
        not its NUL: what the store of it then does is the non-zero case's, exactly)."""
        base = self
        if if_null.is_bottom() != if_not.is_bottom():
            base = if_not if if_null.is_bottom() else if_null
        return base.without_split()._holding(name, _split_bounded(if_null, SPLIT_DEPTH - 1),
                                             _split_bounded(if_not, SPLIT_DEPTH - 1))

    def _holding(self, name: str, if_null: "AbsState", if_not: "AbsState") -> "AbsState":
        """self, a state made for it, holding the split as given (its cases already bounded)."""
        object.__setattr__(self, "split", (self, name, if_null, if_not))
        return self

    def __getstate__(self):
        # the split without its owner (itself): a pickle, or the cache's canonical walk, of a
        # state holding a split is no cycle
        state = dict(self.__dict__)
        sp = self._split()
        state["split"] = sp if sp is not None else ()
        return state

    def __setstate__(self, state):
        sp = state.pop("split", ())
        for k, v in state.items():
            object.__setattr__(self, k, v)
        object.__setattr__(self, "split", (self,) + tuple(sp) if sp else ())

    def without_split(self) -> "AbsState":
        return AbsState(self.num, self.pts, self.blocks, self.defs, self.tainted, self.inputs,
                        self.cong, self.forms)

    def split_on(self, name: str):
        """(state if name is NULL, state if not) when a split on `name` holds here, else None."""
        sp = self._split()
        return sp[1:] if sp is not None and sp[0] == name else None

    def split_on_int(self, names):
        """(name, state if name == 0, state if not) when a split on one of `names` holds here."""
        sp = self._split()
        return sp if sp is not None and sp[0] in names else None

    def _split(self):
        """(name, state if NULL, state if not) of the split that holds here, or None."""
        sp = self.split
        return sp[1:] if sp and sp[0] is self else None

    def carry_split(self, f) -> "AbsState":
        """f(self), keeping a split of self with f applied to both of its cases."""
        out = f(self)
        sp = self._split()
        if sp is None or out.is_bottom():
            return out
        return out.with_split(sp[0], f(sp[1]), f(sp[2]))

    def with_num(self, num) -> "AbsState":
        return AbsState(num, self.pts, self.blocks, self.defs, self.tainted, self.inputs, self.cong, self.forms)

    def targets(self, name: str) -> frozenset:
        p = self.pts.get(name)
        return p.targets if p is not None else frozenset()

    def stored_targets(self, block: str) -> frozenset:
        """Targets of the pointers block holds (its summary and each cell)."""
        bs = self.blocks[block]
        out = self.targets(summary_var(block))
        for (o, s) in bs.cells:
            out = out | self.targets(cell_var(block, o, s))
        return out

    def unit(self, name: str) -> int:
        p = self.pts.get(name)
        return p.unit if p is not None else 1

    def set_pts(self, name: str, ptr) -> "AbsState":
        """ptr: a Ptr, or None when `name` no longer holds a pointer."""
        pts = dict(self.pts)
        if ptr is None:
            pts.pop(name, None)
        else:
            pts[name] = ptr
        return AbsState(self.num, pts, self.blocks, self.defs, self.tainted, self.inputs, self.cong, self.forms)

    def drop_names(self, names) -> "AbsState":
        """Forget variables entirely (numeric value, targets, definitions, taint)."""
        names = set(names)
        known = self.num.vars if len(names) < 8 else set(self.num.vars)   # (a tuple: O(n) a test)
        present = [n for n in names if n in known]
        num = self.num.remove_vars(present) if present else self.num
        pts = {k: v for k, v in self.pts.items() if k not in names}
        defs = _defs_without(self.defs, names, self.num) if self.defs else self.defs
        tainted = self.tainted - names
        cong = {k: v for k, v in self.cong.items() if k not in names} if self.cong else self.cong
        forms = self.forms
        if forms and (names & set(forms) or any(v in names for f in forms.values()
                                                 for v in f.coeffs)):
            forms = {k: f for k, f in forms.items()
                     if k not in names and not any(v in names for v in f.coeffs)}
        out = AbsState(num, pts, self.blocks, defs, tainted, self.inputs - names, cong, forms)
        sp = self._split()
        if sp is not None and sp[0] not in names:   # (dead temporaries after the call)
            out = out.with_split(sp[0], sp[1].drop_names(names), sp[2].drop_names(names))
        return out

    def mark_input(self, names, on: bool = True) -> "AbsState":
        names = {names} if isinstance(names, str) else set(names)
        inputs = (self.inputs | names) if on else (self.inputs - names)
        if inputs == self.inputs:
            return self
        return AbsState(self.num, self.pts, self.blocks, self.defs, self.tainted,
                        frozenset(inputs), self.cong, self.forms)

    def set_cong(self, name: str, value) -> "AbsState":
        """name's congruence (m, r), or None for none."""
        if value is None and name not in self.cong:
            return self
        cong = dict(self.cong)
        if value is None:
            cong.pop(name, None)
        else:
            cong[name] = value
        return AbsState(self.num, self.pts, self.blocks, self.defs, self.tainted, self.inputs, cong,
                        self.forms)

    def kill_defs(self, name: str) -> "AbsState":
        """`name` is being redefined: forget its definition and definitions that mention it."""
        if not self.defs:
            return self
        if name not in self.defs and name not in _defs_vars(self.defs):
            return self
        doomed = [k for k, v in self.defs.items() if k == name or name in _tree_vars(v)]
        if not doomed:
            return self
        defs = dict(self.defs)
        for k in doomed:
            del defs[k]
        return AbsState(self.num, self.pts, self.blocks, defs, self.tainted, self.inputs, self.cong, self.forms)

    # ------------------------------------------------------------------ lattice
    def _align(self, other: "AbsState") -> tuple:
        """Make both states track the same cells: a cell known on one side only is folded into the
        block's summary on that side (its bytes go back under the summary)."""
        a, b = self, other
        bpts = b.pts
        for name in ([] if a.pts is bpts else [n for n in a.pts if n in bpts]):
            pa, pb = a.pts[name], b.pts[name]
            if pa is pb:
                continue
            if pa.targets == _UNINIT and pb.targets - _UNINIT:   # no offset of its own
                a = a._borrow_offset(b, name)
            elif pb.targets == _UNINIT and pa.targets - _UNINIT:
                b = b._borrow_offset(a, name)
            ua, ub = a.pts[name].unit, b.pts[name].unit
            if ua != ub:
                a = a.rescale(name, gcd(ua, ub))
                b = b.rescale(name, gcd(ua, ub))
        a, b = a._align_written(b)
        a, b = a._align_nuls(b)
        if a.blocks is b.blocks:
            return a._align_unwritten(b)
        # a symbolic block seen on one side only exists on the other too (not yet materialized)
        only_a = [n for n in a.blocks if n not in b.blocks and a.blocks[n].symbolic]
        only_b = [n for n in b.blocks if n not in a.blocks and b.blocks[n].symbolic]
        if only_a:
            b = b.with_symbolic_blocks(a, only_a)
        if only_b:
            a = a.with_symbolic_blocks(b, only_b)
        for name in [n for n in a.blocks if n in b.blocks]:
            ca, cb = a.blocks[name].cells, b.blocks[name].cells
            if ca != cb:
                if a.blocks[name].symbolic:
                    # cells tracked on one side only: the other side still holds their entry
                    # values where it is pristine; elsewhere they are folded as usual
                    a, left_a = a.materialize_cells(name, cb - ca, b)
                    b, left_b = b.materialize_cells(name, ca - cb, a)
                    b = b.fold_cells(name, left_a)
                    a = a.fold_cells(name, left_b)
                    ca, cb = a.blocks[name].cells, b.blocks[name].cells
                    if ca == cb:
                        continue
                else:
                    # bytes never written on one side (its summary absent, no cell there: `if
                    # (s) s->a = malloc(n);`): that side takes the other's cells, as a first
                    # store would define them, rather than both losing them to the summary
                    a, b = a._lend_cells(b, name, cb - ca), b._lend_cells(a, name, ca - cb)
                    ca, cb = a.blocks[name].cells, b.blocks[name].cells
                    a, b = a._zero_cells(name, cb - ca), b._zero_cells(name, ca - cb)
                    ca, cb = a.blocks[name].cells, b.blocks[name].cells
                    if ca == cb:
                        continue
                a = a.fold_cells(name, ca - cb)
                b = b.fold_cells(name, cb - ca)
        a, b = a._align_unwritten(b)
        # a block live on one side only does not exist on the other: its ghosts may take any
        # value there, so give them the live side's bounds (the join then keeps those bounds)
        only_a = [n for n in a.blocks if n not in b.blocks]
        only_b = [n for n in b.blocks if n not in a.blocks]
        if only_a:
            b = b._borrow_ghosts(a, only_a)
        if only_b:
            a = a._borrow_ghosts(b, only_b)
        return a, b

    def _align_written(self, other: "AbsState") -> tuple:
        """wr(...) ghosts known on one side only: nothing was written on the other side, so there
        they take this side's bounds (the join then keeps them)."""
        a, b = self, other
        wa = _written_vars(a.num.vars)
        wb = _written_vars(b.num.vars)
        if not wa and not wb:
            return a, b
        sa, sb = set(wa), set(wb)
        if sa != sb:
            b = b._borrow_names(a, [n for n in wa if n not in sb])
            a = a._borrow_names(b, [n for n in wb if n not in sa])
        return a, b

    def _align_nuls(self, other: "AbsState") -> tuple:
        """nul(b) known on one side only: on the other, the first NUL len(b) is one at or after
        itself, so nul(b) := len(b) there (the join keeps len(b) <= nul(b) from both sides)."""
        a, b = self, other
        na, nb = _nul_vars(a.num.vars), _nul_vars(b.num.vars)
        if na == nb:
            return a, b
        return a._nul_at_len(nb), b._nul_at_len(na)

    def _nul_at_len(self, nuls) -> "AbsState":
        """nul(b) := len(b) for each of `nuls` (the other side's) this state lacks, where it
        tracks len(b)."""
        num = self.num
        for nv in nuls:
            block = nv[4:-1]
            bs = self.blocks.get(block)
            if nv in num.vars or bs is None or bs.summary or len_var(block) not in num.vars \
                    or num.is_bottom():
                continue
            num = num.assign(nv, Linear.var(len_var(block)))
        return self if num is self.num else self.with_num(num)

    def _align_unwritten(self, other: "AbsState") -> tuple:
        """A block's summary never written on one side (absent from num and pts: indeterminate
        bytes, reading them is undefined; a havoc always leaves it present) takes the other
        side's bounds and targets there, as a first store defines it (write_value)."""
        a, b = self, other
        va, vb = a.num.vars, b.num.vars
        if (va is vb or va == vb) and (a.pts is b.pts or a.pts.keys() == b.pts.keys()):
            return a, b
        na, nb = set(va) | a.pts.keys(), set(vb) | b.pts.keys()
        borrow_a, borrow_b = [], []
        for g in na ^ nb:
            if not g.startswith("val("):
                continue
            block = g[4:-1]
            if summary_var(block) != g or block not in a.blocks or block not in b.blocks or \
                    a.blocks[block].symbolic:
                continue
            (borrow_b if g in na else borrow_a).append(g)
        if borrow_a:
            a = a._borrow_names(b, sorted(borrow_a))
        if borrow_b:
            b = b._borrow_names(a, sorted(borrow_b))
        return a, b

    def holds_zero(self, ghost: str) -> bool:
        """Is `ghost` a number known to be 0 with no pointer stored there? Its bytes are then all
        zero (calloc, memset, `= {0}`), which read as a pointer are NULL (C11 6.2.6.1 leaves it
        to the implementation; every ABI absint models has an all-zero NULL)."""
        return ghost not in self.pts and ghost in self.num.vars \
            and self.num.interval(ghost) == (0, 0)

    def never_written(self, block: str) -> bool:
        """Were block's bytes outside its cells never written (indeterminate)? Its summary is
        then absent from num and pts. Not for a symbolic block, whose absent summary is its
        caller's contents; a havoc always leaves the summary present."""
        sv = summary_var(block)
        return sv not in self.num.vars and sv not in self.pts and not self.blocks[block].symbolic

    def _lend_cells(self, other: "AbsState", block: str, cells) -> "AbsState":
        """self with other's `cells` of block, where self never wrote them (block's summary absent
        from num and pts, no cell of self's overlapping): their values as other has them."""
        if not cells or not self.never_written(block):
            return self
        mine = self.blocks[block].cells
        lent = _clear_of(cells, mine)
        if not lent:
            return self
        out = self._borrow_names(other, [cell_var(block, o, sz) for (o, sz) in lent])
        blocks = dict(out.blocks)
        blocks[block] = replace(blocks[block], cells=mine | frozenset(lent))
        inputs = out.inputs | {cell_var(block, o, sz) for (o, sz) in lent
                               if cell_var(block, o, sz) in other.inputs}
        tainted = out.tainted | {cell_var(block, o, sz) for (o, sz) in lent
                                 if cell_var(block, o, sz) in other.tainted}
        return AbsState(out.num, out.pts, blocks, out.defs, tainted, inputs, out.cong, out.forms)

    def _zero_cells(self, block: str, cells) -> "AbsState":
        """self with `cells` of block, each 0, where its bytes there are all 0: the summary is 0
        and holds no pointer, and no cell of self's overlaps (a calloc'd or memset block with a
        field stored on one path only keeps that field at the join, rather than folding it)."""
        sv = summary_var(block)
        if not cells or not self.holds_zero(sv):
            return self
        mine = self.blocks[block].cells
        zeros = _clear_of(cells, mine)
        if not zeros:
            return self
        names = [cell_var(block, o, sz) for (o, sz) in zeros]
        num = self.num.add_vars(names)
        for g in names:
            num = num.with_interval(g, 0, 0)
        blocks = dict(self.blocks)
        blocks[block] = replace(blocks[block], cells=mine | frozenset(zeros))
        inputs = self.inputs | set(names) if sv in self.inputs else self.inputs
        tainted = self.tainted | set(names) if sv in self.tainted else self.tainted
        return AbsState(num, self.pts, blocks, self.defs, tainted, inputs, self.cong, self.forms)

    def _borrow_names(self, other: "AbsState", names) -> "AbsState":
        """Add `names` with other's bounds and targets."""
        if not names or other.num.is_bottom():
            return self
        num = self.num.add_vars(names)
        pts = self.pts
        for g in names:
            lo, hi = other.num.interval(g)
            if lo is not None or hi is not None:
                num = num.with_interval(g, lo, hi)
            if g in other.pts:
                pts = dict(pts) if pts is self.pts else pts
                pts[g] = other.pts[g]
        return AbsState(num, pts, self.blocks, self.defs, self.tainted, self.inputs, self.cong, self.forms)

    def is_pristine(self, block: str) -> bool:
        bs = self.blocks.get(block)
        return bs is not None and bs.symbolic and not bs.summary and \
            written_var(summary_var(block)) not in self.num.vars

    def entry_only(self, block: str) -> bool:
        """Does every pointer in symbolic `block`'s summary sit at offset 0 of what it points to:
        the caller's (a view of its path block, seen from offset 0), NULL, or one written here
        at offset 0 (moved_pointer_var absent)? A pointer read from it is then at offset 0,
        whatever the widths of the other values smashed into the summary."""
        bs = self.blocks.get(block)
        return bs is not None and bs.symbolic and \
            moved_pointer_var(summary_var(block)) not in self.num.vars

    def entry_cell(self, block: str, offset: int, size: int, targets=None,
                   unit: int = 1) -> "AbsState":
        """Track the cell (offset, size) of a pristine symbolic block: its value is the entry
        value in:val(b@o:s). targets: for a pointer read there, the blocks it may point into (a
        view of its path block: offset 0)."""
        cv = cell_var(block, offset, size)
        num = self.num
        if targets is not None:
            # a pointer: a view of its path block, seen from offset 0
            num = num.assign(cv, 0)
        else:
            ev = entry_var(cv)
            missing = [n for n in (ev, cv) if n not in num.vars]
            if missing:
                num = num.add_vars(missing)
            num = num.with_eq(cv, ev)
        blocks = dict(self.blocks)
        bs = blocks[block]
        blocks[block] = replace(bs, cells=bs.cells | {(offset, size)})
        pts = self.pts
        if targets is not None:
            pts = dict(pts)
            pts[cv] = Ptr(frozenset(targets), unit)
        return AbsState(num, pts, blocks, self.defs, self.tainted, self.inputs, self.cong, self.forms)

    def materialize_cells(self, block: str, cells, other: "AbsState") -> tuple:
        """Track `cells` of pristine symbolic `block` as entry cells (their targets as in other,
        which tracks them). Returns (state, the cells that could not be: not pristine here, or
        overlapping a tracked cell)."""
        left = set()
        state = self
        for (o, sz) in sorted(cells):
            bs = state.blocks[block]
            if not state.is_pristine(block) or any(co < o + sz and o < co + cs
                                                   for (co, cs) in bs.cells):
                left.add((o, sz))
                continue
            cv = cell_var(block, o, sz)
            p = other.pts.get(cv)
            targets = None
            if p is not None:
                targets = {t for t in p.targets if t.startswith(block)} | {NULL}
                if not targets - {NULL}:
                    targets.add(entry_target(block, o))
            state = state.entry_cell(block, o, sz, targets, p.unit if p is not None else 1)
        return state, left

    def with_symbolic_blocks(self, other: "AbsState", names) -> "AbsState":
        """Symbolic blocks other has materialized and this state has not: here they hold their
        entry contents, unconstrained."""
        blocks = dict(self.blocks)
        for n in names:
            blocks[n] = BlockState(summary=other.blocks[n].summary, symbolic=True)
        return AbsState(self.num, self.pts, blocks, self.defs, self.tainted, self.inputs, self.cong, self.forms)

    def _borrow_offset(self, other: "AbsState", name: str) -> "AbsState":
        """Pointer `name` points nowhere here (uninitialized): give it other's unit and bounds."""
        num = self.num
        pts = dict(self.pts)
        pts[name] = Ptr(_UNINIT, other.pts[name].unit)
        if name in other.num.vars and not other.num.is_bottom():
            lo, hi = other.num.interval(name)
            num = num.havoc(name) if name in num.vars else num.add_vars([name])
            num = num.with_interval(name, lo, hi)
        forms = {k: f for k, f in self.forms.items() if k != name} if name in self.forms \
            else self.forms
        return AbsState(num, pts, self.blocks, self.defs, self.tainted, self.inputs, self.cong, forms)

    def _borrow_ghosts(self, other: "AbsState", blocks) -> "AbsState":
        num = self.num
        names = [g for blk in blocks for g in block_vars(blk, other) if g in other.num.vars
                 and g not in num.vars]
        if not names or other.num.is_bottom():
            return self
        num = num.add_vars(names)
        for g in names:
            lo, hi = other.num.interval(g)
            if lo is not None or hi is not None:
                num = num.with_interval(g, lo, hi)
        return replace(self, num=num)

    def rescale(self, name: str, unit: int) -> "AbsState":
        """Count the offset of pointer `name` in `unit` bytes (a divisor of its current unit)."""
        p = self.pts[name]
        if p.unit == unit:
            return self
        num = self.num
        if name in num.vars:
            num = num.assign(name, Linear({name: p.unit // unit}))
        pts = dict(self.pts)
        pts[name] = Ptr(p.targets, unit)
        forms = self.forms
        if name in forms:
            forms = dict(forms)
            forms[name] = forms[name] * (p.unit // unit)
        return AbsState(num, pts, self.blocks, self.defs, self.tainted, self.inputs, self.cong, forms)

    def fold_cells(self, block: str, cells) -> "AbsState":
        """Give up tracking `cells` of block separately: weakly merge them into its summary."""
        if not cells:
            return self
        num = self.num
        summ = summary_var(block)
        pts = dict(self.pts)
        for (o, s) in cells:
            cv = cell_var(block, o, s)
            if cv in num.vars:
                lo, hi = num.interval(cv)
                never = summ not in num.vars and summ not in pts and \
                    not self.blocks[block].symbolic
                if never:
                    # a summary never written (absent: indeterminate bytes) is defined by the
                    # cell, as a first store defines it (write_value): absent must keep meaning
                    # "never written" (_align_unwritten lends such a summary the other side's)
                    num = num.add_vars([summ])
                if summ in num.vars:   # (a summary with targets only has any offset already)
                    if s == 1 or cv in pts or (lo == 0 and hi == 0):
                        new = num.assign(summ, cv)
                    else:
                        # the summary may be read per byte (a byte block) or per value: cover
                        # both, the bytes of a value in [lo, hi] being in [0, 255] at most
                        blo = None if lo is None else min(lo, 0 if lo >= 0 else -128)
                        bhi = None if hi is None else max(hi, 255 if lo is None or lo < 0 else 0)
                        new = num.assign_interval(summ, blo, bhi)
                    num = new if never else num.join(new)
                num = num.remove_vars([cv])
            if cv in pts:
                pc = pts.pop(cv)
                if self.blocks[block].symbolic and (cv not in self.num.vars
                                                    or self.num.interval(cv) != (0, 0)):
                    # a pointer of this cell, perhaps not at offset 0, joins the summary
                    mv = moved_pointer_var(summ)
                    if mv not in num.vars:
                        num = num.add_vars([mv])
                old = pts.get(summ)
                if old is None:
                    pts[summ] = pc
                else:   # units: keep the cell's only if they agree, else bytes are lost: unknown
                    unit = gcd(old.unit, pc.unit)
                    pts[summ] = Ptr(old.targets | pc.targets, unit)
                    if unit != old.unit or unit != pc.unit:
                        num = num.havoc(summ)
        bs = self.blocks[block]
        if bs.symbolic:
            # a written cell's values now live in the summary: the block is no longer pristine
            wsum = written_var(summ)
            for (o, s) in cells:
                wc = written_var(cell_var(block, o, s))
                if wc in num.vars:
                    num = _fold_write(num, wc, wsum)
        blocks = dict(self.blocks)
        blocks[block] = replace(bs, cells=bs.cells - frozenset(cells))
        tainted, inputs = self.tainted, self.inputs
        if any(cell_var(block, o, s) in tainted for (o, s) in cells):
            tainted = tainted | {summ}
        if any(cell_var(block, o, s) in inputs for (o, s) in cells):
            inputs = inputs | {summ}
        return AbsState(num, pts, blocks, self.defs, tainted, inputs, self.cong, self.forms)

    def fold_cells_beyond(self, other: "AbsState") -> "AbsState":
        """self with the cells of its symbolic blocks that other does not track folded into
        their summaries: a widening of the set of cells, which an exit state whose cells move
        on at every round (a global code pointer stepped by a recursive descent: c4's `*++e`)
        never stops growing otherwise."""
        out = self
        for name, bs in self.blocks.items():
            o = other.blocks.get(name)
            if bs.symbolic and o is not None and bs.cells - o.cells:
                out = out.fold_cells(name, bs.cells - o.cells)
        # likewise what names a cell that is gone and other does not have (each round's land
        # further on, where the recursive calls left the pointer): its write record goes into
        # the summary's, its entry value goes, and marks on its names become the summary's
        def untracked(name):
            """The symbolic block of the untracked cell `name` is about, else None."""
            base = name[3:] if name.startswith("in:") else \
                name[3:-1] if is_written_var(name) and not is_moved_pointer_var(name) else name
            cell = cell_parts(base)
            if cell is None or name in other.num.vars:
                return None
            bs = out.blocks.get(cell[0])
            if bs is None or not bs.symbolic or (cell[1], cell[2]) in bs.cells:
                return None
            return cell[0]
        num = out.num
        gone = []
        for v in num.vars:
            block = untracked(v) if is_written_var(v) or v.startswith("in:") else None
            if block is None:
                continue
            if is_written_var(v):
                num = _fold_write(num, v, written_var(summary_var(block)))
            else:
                gone.append(v)
        if gone:
            num = num.remove_vars(gone)

        def relabel(names):
            out_names = set()
            for n in names:
                blk = untracked(n) if n not in other.inputs and n not in other.tainted else None
                out_names.add(n if blk is None else summary_var(blk))
            return frozenset(out_names)
        if num is out.num and not any(untracked(n) for n in out.inputs | out.tainted
                                      if n not in other.inputs and n not in other.tainted):
            return out
        dropped = set(gone)
        forms = {k: f for k, f in out.forms.items()
                 if k not in dropped and not dropped.intersection(f.coeffs)}
        return AbsState(num, out.pts, out.blocks, out.defs, relabel(out.tainted),
                        relabel(out.inputs), out.cong, forms)

    def _structure(self, other: "AbsState", num) -> "AbsState":
        # (the maps are often the very same objects, or equal: reuse them, do not rebuild)
        pts = self.pts
        if other.pts is not pts:
            changed = None
            for k, v in other.pts.items():
                mine = pts.get(k)
                if mine is None:
                    new = v
                elif mine is v or mine.targets >= v.targets:
                    continue
                else:
                    new = Ptr(mine.targets | v.targets, mine.unit)
                if changed is None:
                    changed = dict(pts)
                changed[k] = new
            pts = changed if changed is not None else pts
        blocks = self.blocks
        if other.blocks is not blocks:
            changed = None
            for k, v in other.blocks.items():
                mine = blocks.get(k)
                if mine is None:
                    new = v
                elif mine is v or mine.summary or not v.summary:
                    continue
                else:
                    new = replace(mine, summary=True)
                if changed is None:
                    changed = dict(blocks)
                changed[k] = new
            blocks = changed if changed is not None else blocks
        if other.defs is self.defs:
            defs = self.defs
        else:
            defs = {k: v for k, v in self.defs.items() if other.defs.get(k) == v}
            if len(defs) == len(self.defs):
                defs = self.defs
        tainted = self.tainted if other.tainted <= self.tainted else self.tainted | other.tainted
        inputs = self.inputs if other.inputs <= self.inputs else self.inputs | other.inputs
        cong = self.cong if other.cong is self.cong else _join_cong(self.cong, other.cong)
        forms = self.forms
        if other.forms is not forms:
            forms = {k: f for k, f in forms.items() if other.forms.get(k) == f}
        return AbsState(num, pts, blocks, defs, tainted, inputs, cong, forms)

    def join(self, other: "AbsState") -> "AbsState":
        if self.is_bottom():
            return other
        if other.is_bottom():
            return self
        a, b = self._align(other)
        return _merge_pc(a, b, a._structure(b, a.num.join(b.num)))

    def widen(self, other: "AbsState", thresholds=()) -> "AbsState":
        if self.is_bottom():
            return other
        if other.is_bottom():
            return self
        a, b = self._align(other)
        return _merge_pc(a, b, a._structure(b, a.num.widen(b.num, thresholds=thresholds)))

    def narrow(self, other: "AbsState") -> "AbsState":
        if self.is_bottom() or other.is_bottom():
            return other
        a, b = self._align(other)
        # keep the structure of the larger (self) state; refine only numbers
        return AbsState(a.num.narrow(b.num), a.pts, a.blocks, a.defs, a.tainted, a.inputs, a.cong,
                        a.forms)

    def leq(self, other: "AbsState") -> bool:
        if self.is_bottom():
            return True
        if other.is_bottom():
            return False
        # a cell other tracks in a symbolic block where self, pristine, tracks none: there self
        # holds its entry value, exactly as other's entry cell (materialized as the join does;
        # a loop reading old[i] dropped and made again such a cell at every visit, and its
        # head never compared below itself: 200,000 steps for an 8-line function, benhoyt/ht)
        for k, o in other.blocks.items():
            v = self.blocks.get(k)
            if v is not None and v.symbolic and o.symbolic and not o.cells <= v.cells:
                me, left = self.materialize_cells(k, o.cells - v.cells, other)
                if left:
                    return False
                return me.leq(other)
        # likewise a cell other tracks in a concrete block whose bytes there self never wrote or
        # knows to be 0: the join lends or zeroes it (_align), so compare as the join would (a
        # loop copying structs into a zeroed array folded and remade such cells at every visit,
        # and its head never compared below itself: 200,000 steps, Juliet's CWE805_struct_loop)
        for k, o in other.blocks.items():
            v = self.blocks.get(k)
            if v is not None and not v.symbolic and not o.symbolic and not o.cells <= v.cells:
                me = self._lend_cells(other, k, o.cells - v.cells)
                me = me._zero_cells(k, o.cells - me.blocks[k].cells)
                if me.blocks[k].cells != v.cells:
                    return me.leq(other)
        unmatched = False    # a pointer of self's held by a name other lacks (a cell it folded)
        for k, v in self.pts.items():
            o = other.pts.get(k)
            if o is None:
                unmatched = True
            elif not v.targets <= o.targets or v.unit != o.unit:
                return False
        for k, v in self.blocks.items():
            o = other.blocks.get(k)
            if o is None or (v.summary and not o.summary) or not o.cells <= v.cells:
                return False
        if not self.tainted <= other.tainted or not (self.inputs - {PC}) <= other.inputs:
            return False
        written = _written_vars(self.num.vars)
        if written and any(n not in other.num.vars for n in written):
            return False   # something written here and not there
        for k, v in other.defs.items():
            if self.defs.get(k) != v:
                return False
        for k, f in other.forms.items():
            if self.forms.get(k) != f:
                return False
        for k, (m, r) in other.cong.items():
            mine = self.cong.get(k)
            if mine is None or (m and (mine[0] % m or (mine[1] - r) % m)) or (not m and mine != (m, r)):
                return False
        a, b = self._align(other)
        if unmatched:
            # compared as the join compares them: a cell known here only is folded into its
            # block's summary (_align), whose targets must be other's. (A recursive
            # component whose exit kept a cell the widened exit had folded never stabilized:
            # parson's json_value_free, every access of its component "not checked".)
            for k, v in a.pts.items():
                o = b.pts.get(k)
                if o is None or not v.targets <= o.targets or v.unit != o.unit:
                    return False
        return a.num.leq(b.num)


_UNINIT = frozenset({UNINIT})
PC = "$pc"   # in `inputs`: the path to here took a branch decided by an input


def _merge_pc(a: AbsState, b: AbsState, out: AbsState) -> AbsState:
    """Where paths that branched on an input meet, every value that differs between them depends
    on that input."""
    if PC not in a.inputs and PC not in b.inputs:
        return out
    differ = {v for v in _differing_bounds(a.num, b.num) if v not in out.inputs}
    pa, pb = a.pts, b.pts
    if pa is not pb:
        for k in pa.keys() | pb.keys():
            x, y = pa.get(k), pb.get(k)
            if x is not y and x != y:
                differ.add(k)
    return replace(out, inputs=frozenset((out.inputs | differ) - {PC}))


def _join_cong(a: Mapping, b: Mapping) -> dict:
    """Congruences known on both sides, with the gcd of their moduli and residue gap."""
    if not a or not b:
        return {}
    if a == b:   # (often: one path's congruences on both sides) gcd(gcd(m, m), 0) == |m|
        return {k: (0, r) if m == 0 else (abs(m), r % abs(m)) for k, (m, r) in a.items()
                if m == 0 or abs(m) >= 2}
    out = {}
    for k, (m1, r1) in a.items():
        other = b.get(k)
        if other is None:
            continue
        m2, r2 = other
        m = gcd(gcd(m1, m2), abs(r1 - r2))
        if m == 0:
            out[k] = (0, r1)
        elif m >= 2:
            out[k] = (m, r1 % m)
    return out


def _differing_bounds(na, nb) -> set:
    """Variables whose intervals differ between two Pentagons (a variable only one has counts).
    Over the same variables, one comparison of the closed states' bound arrays."""
    try:
        if na.vars == nb.vars:
            sa, sb = na._closed_state(), nb._closed_state()
            if sa is not None and sb is not None and sa.inf == sb.inf:
                names = na.vars
                return {names[i] for i in np.flatnonzero((sa.lo != sb.lo) | (sa.hi != sb.hi))}
    except AttributeError:   # pragma: no cover - another Pentagon implementation
        pass
    try:   # different variables: compare the common ones' bound arrays at once
        sa, sb = na._closed_state(), nb._closed_state()
        if sa is not None and sb is not None and sa.inf == sb.inf:
            names_a, names_b, index_b = na.vars, nb.vars, nb._index
            pos_b = [index_b.get(v, -1) for v in names_a]
            out = set(names_b).difference(names_a)      # a variable one side only has differs
            common = []
            for i, j in enumerate(pos_b):
                if j < 0:
                    out.add(names_a[i])
                else:
                    common.append(i)
            if common:
                ia = np.array(common, dtype=np.intp)
                jb = np.array(pos_b, dtype=np.intp)[ia]
                for k in np.flatnonzero((sa.lo[ia] != sb.lo[jb]) | (sa.hi[ia] != sb.hi[jb])).tolist():
                    i, j = common[k], pos_b[common[k]]
                    # (stored bounds differ: compare their values, as _intervals would)
                    if (sa.get_lo(i), sa.get_hi(i)) != (sb.get_lo(j), sb.get_hi(j)):
                        out.add(names_a[i])
            return out
    except AttributeError:   # pragma: no cover - another Pentagon implementation
        pass
    ia, ib = _intervals(na), _intervals(nb)
    return {v for v in set(ia) | set(ib) if ia.get(v) != ib.get(v)}


def _intervals(num) -> dict:
    """name -> (lo, hi) of every variable, in one pass over the closed state."""
    try:   # the closed state's bound arrays: much cheaper than one interval() call per name
        st = num._closed_state()
        if st is None:
            return {}
        return {v: (st.get_lo(i), st.get_hi(i)) for i, v in enumerate(num.vars)}
    except AttributeError:   # pragma: no cover - another Pentagon implementation
        return {v: num.interval(v) for v in num.vars}


_TREE_VARS: dict = {}   # id(tree) -> (tree, its variables): trees are immutable and long-lived;
                       # keyed by identity (hashing a tree walks it), the tree kept to pin the id


def _clear_of(cells, mine) -> list:
    """The cells (offset, size) of `cells` that overlap none of `mine`, in order."""
    return [c for c in sorted(cells)
            if not any(m[0] < c[0] + c[1] and c[0] < m[0] + m[1] for m in mine)]


INLINE_TREE_NODES = 24     # a definition grows by an inlined one at most this far


def _defs_without(defs, names, num) -> dict:
    """defs without the variables `names`: a definition over one of them has its definition
    inlined, or goes when it has none or mentions another of them; a dropped variable's definition
    passes to the variables equal to it that have none (`%2 = %1 - 1; i = %2`, %2 dropped:
    `i = %1 - 1`, which `%1 > 0` still refines)."""
    out = {}
    for k, v in defs.items():
        if k in names:
            if not (_tree_vars(v) & names) and k in num.vars:
                for w in num.aliases(k):
                    if w not in names and w not in defs and w not in out:
                        out[w] = v
            continue
        gone = _tree_vars(v) & names
        if gone:
            v = _inline_defs(v, gone, defs, names)
            if v is None:
                continue
        out[k] = v
    return out


def _inline_defs(tree, gone, defs, names):
    """tree with each variable of `gone` replaced by its definition (its copy unwrapped); None
    when one has none, its definition mentions a dropped variable, or the tree grows too large."""
    sub = {}
    for d in gone:
        t = defs.get(d)
        if t is None or _tree_vars(t) & names:
            return None
        sub[d] = t[1] if t[0] == "copy" else t

    def walk(t):
        if t[0] == "var":
            return sub.get(t[1], t)
        if t[0] == "const":
            return t
        return tuple(walk(c) if isinstance(c, tuple) else c for c in t)
    out = walk(tree)
    if out[0] == "copy" and out[1][0] != "var":
        out = out[1]          # (a copy of a variable only: the copy of a sum is the sum)
    return out if _tree_size(out) <= INLINE_TREE_NODES else None


def _tree_size(tree) -> int:
    return 1 + sum(_tree_size(c) for c in tree[1:] if isinstance(c, tuple) and c and
                   isinstance(c[0], str))


def _tree_vars(tree) -> frozenset:
    """Variables a definition tree mentions. Trees: ("var", name) | ("const", c) |
    (op, child...) with op in "+", "-", "*", "cast"."""
    hit = _TREE_VARS.get(id(tree))
    if hit is not None and hit[0] is tree:
        return hit[1]
    out = _tree_vars_of(tree)
    if len(_TREE_VARS) > 8192:
        _TREE_VARS.clear()
    _TREE_VARS[id(tree)] = (tree, out)
    return out


_DEFS_VARS: dict = {}   # id(defs mapping) -> (mapping, every variable its trees mention)


def _defs_vars(defs) -> frozenset:
    hit = _DEFS_VARS.get(id(defs))
    if hit is not None and hit[0] is defs:
        return hit[1]
    out = frozenset().union(*(_tree_vars(t) for t in defs.values()))
    if len(_DEFS_VARS) > 4096:
        _DEFS_VARS.clear()
    _DEFS_VARS[id(defs)] = (defs, out)
    return out


def _tree_vars_of(tree) -> frozenset:
    if tree[0] == "var":
        return frozenset({tree[1]})
    if tree[0] == "const":
        return frozenset()
    out = set()
    for child in tree[1:]:
        if isinstance(child, tuple):
            out |= _tree_vars(child)
    return frozenset(out)


class StateLattice:
    """Adapter for the fixpoint iterator (absint.engine.fixpoint.Lattice) with widening thresholds."""

    def __init__(self, thresholds=()):
        self.thresholds = tuple(thresholds)
        self._bottom = AbsState(Pentagon.bottom([]))

    def bottom(self):
        return self._bottom

    def is_bottom(self, a):
        return a.is_bottom()

    def join(self, a, b):
        return a.join(b)

    def leq(self, a, b):
        return a.leq(b)

    def widen(self, a, b, thresholds: bool = True):
        return a.widen(b, self.thresholds if thresholds else ())

    def narrow(self, a, b):
        return a.narrow(b)

    def trip_bound(self, first, second, invariant):
        """How many times a loop's head is reached, as its numbers suggest: a variable that is
        one number on entry (first) and another after one iteration (second) steps by their
        difference, and its range over every iteration (invariant) holds so many steps. The
        fewest over such variables (one the loop's test does not bound ranges up to its type's
        limit), or None. An estimate only (a flag set once says two): the fixpoint runs the
        iterations to see (absint.engine.fixpoint.Strategy.unroll)."""
        if first.is_bottom() or second.is_bottom() or invariant.is_bottom():
            return None
        a, b, r = first.num, second.num, invariant.num
        best = None
        for v in a.vars:
            lo, hi = a.interval(v)
            if lo is None or lo != hi or v not in b.vars or v not in r.vars:
                continue
            lo2, hi2 = b.interval(v)
            if lo2 is None or lo2 != hi2 or lo2 == lo:
                continue
            rlo, rhi = r.interval(v)
            if rlo is None or rhi is None:
                continue
            n = (rhi - rlo) // abs(lo2 - lo) + 1
            best = n if best is None else min(best, n)
        return best

    def give_up(self, a, b):
        """Above a and b, without relations or bounds on the numbers that differ."""
        j = a.widen(b, ())
        differ = [v for v in j.num.vars
                  if v not in a.num.vars or a.num.interval(v) != j.num.interval(v)]
        if not differ:
            return j
        forms = {k: f for k, f in j.forms.items() if k not in differ}
        return replace(j, num=j.num.havoc_many(differ), forms=forms)
