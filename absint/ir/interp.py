"""A small concrete interpreter of the IR, for tests: runs a Program on concrete inputs.

Values: ints (wrapped to their IntT), floats, and pointers as Ptr(instance, offset) (null is the int 0).
Memory: one bytearray per block instance plus a shadow map of the pointers stored in it. Every access
is bounds-checked (InterpError), so tests can also observe real overflows. Branches: at a node with
several successors, the successor whose leading Assumes hold is taken. Nondet, Havoc and unknown
library calls raise InterpError (tests use deterministic programs).
"""
from __future__ import annotations

import math
import struct
from dataclasses import dataclass

from absint.ir.nodes import (AddrOf, Assign, Assume, BinOp, Call, Cast, Const, DeclBlock, FloatT,
                             Havoc, IntT, Load, Nondet, PtrAdd, PtrDiff, PtrT, Return, Store, UnOp,
                             Var)


class InterpError(Exception):
    pass


class ProgramExit(Exception):
    def __init__(self, status: int):
        super().__init__(status)
        self.status = status


@dataclass(frozen=True)
class Ptr:
    inst: int
    offset: int


@dataclass(frozen=True)
class FnPtr:
    name: str


def wrap(v: int, t: IntT) -> int:
    v &= (1 << t.bits) - 1
    if t.signed and v >= 1 << (t.bits - 1):
        v -= 1 << t.bits
    return v


class Interpreter:
    def __init__(self, program, max_steps: int = 1_000_000):
        self.p = program
        self.steps = 0
        self.max_steps = max_steps
        self.mem: dict = {}        # instance -> bytearray
        self.shadow: dict = {}     # instance -> {offset: Ptr}
        self.names: dict = {}      # instance -> block name
        self.freed: set = set()
        self.global_inst: dict = {}
        self.globals: dict = {}
        self.output: list = []
        for b in program.blocks:
            data = bytearray(b.init) if b.init is not None else bytearray(b.size or 0)
            self.global_inst[b.name] = self.new_instance(b.name, data)
        for v in program.globals:
            self.globals[v.name] = 0
        frame = {"vars": {}, "blocks": {}}
        for s in program.init:
            self.exec_stmt(s, frame)

    def new_instance(self, name: str, data: bytearray) -> int:
        inst = len(self.mem) + 1
        self.mem[inst] = data
        self.shadow[inst] = {}
        self.names[inst] = name
        return inst

    # ---- values
    def get(self, op, frame):
        if isinstance(op, Const):
            return op.value
        if op.name.startswith("@"):
            if op.name not in self.globals:   # an extern-only global: defined in no analysed file
                raise InterpError(f"read of global {op.name}, whose value is unknown (extern)")
            return self.globals[op.name]
        if op.name not in frame["vars"]:
            raise InterpError(f"read of unassigned variable {op.name}")
        return frame["vars"][op.name]

    def set(self, var: Var, value, frame) -> None:
        value = self.fit(value, var.type)
        if var.name.startswith("@"):
            self.globals[var.name] = value
        else:
            frame["vars"][var.name] = value

    def fit(self, value, t):
        if isinstance(t, IntT):
            if isinstance(value, Ptr):
                raise InterpError("pointer stored in an integer variable without a cast")
            return wrap(int(value), t)
        if isinstance(t, FloatT):
            return float(value) if t.bits != 32 else struct.unpack("<f", struct.pack("<f", float(value)))[0]
        return value

    def eval(self, e, frame, dst_type):
        if isinstance(e, (Var, Const)):
            return self.get(e, frame)
        if isinstance(e, BinOp):
            return self.binop(e.op, self.get(e.left, frame), self.get(e.right, frame), e.left.type)
        if isinstance(e, UnOp):
            v = self.get(e.operand, frame)
            if e.op == "-":
                return -v
            if e.op == "~":
                return ~int(v)
            return int(not v)
        if isinstance(e, Cast):
            return self.cast(self.get(e.operand, frame), e.operand.type, e.to)
        if isinstance(e, AddrOf):
            if e.function:
                return FnPtr(e.block)
            inst = frame["blocks"].get(e.block) or self.global_inst.get(e.block)
            if inst is None:
                raise InterpError(f"address of block {e.block} before its declaration")
            return Ptr(inst, 0)
        if isinstance(e, PtrAdd):
            base = self.get(e.base, frame)
            idx = self.get(e.index, frame)
            if isinstance(base, Ptr):
                return Ptr(base.inst, base.offset + idx * e.scale)
            return base + idx * e.scale
        if isinstance(e, PtrDiff):
            a, b = self.get(e.left, frame), self.get(e.right, frame)
            if isinstance(a, Ptr) and isinstance(b, Ptr):
                if a.inst != b.inst:
                    raise InterpError("difference of pointers into different blocks")
                d = a.offset - b.offset
            else:
                d = a - b
            return int(d / e.scale)
        if isinstance(e, Nondet):
            raise InterpError(f"nondeterministic value ({e.reason})")
        raise InterpError(f"cannot evaluate {e!r}")

    def binop(self, op, a, b, t):
        if op in ("==", "!=", "<", "<=", ">", ">="):
            if isinstance(a, (Ptr, FnPtr)) or isinstance(b, (Ptr, FnPtr)):
                if isinstance(a, Ptr) and isinstance(b, Ptr) and a.inst == b.inst:
                    a, b = a.offset, b.offset
                elif op in ("==", "!="):
                    eq = a == b
                    return int(eq if op == "==" else not eq)
                else:
                    raise InterpError("ordering of unrelated pointers")
            return int({"==": a == b, "!=": a != b, "<": a < b, "<=": a <= b, ">": a > b,
                        ">=": a >= b}[op])
        if isinstance(t, FloatT):
            if op == "/":
                if b == 0:
                    return math.copysign(math.inf, a) if a else math.nan
                return a / b
            return {"+": a + b, "-": a - b, "*": a * b}[op]
        if op in ("/", "%"):
            if b == 0:
                raise InterpError("division by zero")
            q = abs(a) // abs(b)
            q = q if (a >= 0) == (b >= 0) else -q
            return q if op == "/" else a - q * b
        if op in ("<<", ">>"):
            if b < 0 or b >= t.bits:
                raise InterpError("shift count out of range")
            return a << b if op == "<<" else a >> b
        return {"+": a + b, "-": a - b, "*": a * b, "&": a & b, "|": a | b, "^": a ^ b}[op]

    def cast(self, v, src, to):
        if isinstance(to, IntT):
            if isinstance(v, FnPtr):
                raise InterpError("function pointer converted to an integer")
            if isinstance(v, Ptr):
                return wrap(self.address(v), to)
            if isinstance(v, float):
                if math.isnan(v) or math.isinf(v):
                    raise InterpError("conversion of a non-finite float to an integer")
                return wrap(int(v), to)
            return wrap(v, to)
        if isinstance(to, FloatT):
            if isinstance(v, Ptr):
                raise InterpError("pointer converted to float")
            return self.fit(float(v), to)
        # to a pointer
        if isinstance(v, (Ptr, FnPtr)):
            return v
        if isinstance(v, int):
            return self.pointer_at(v)
        raise InterpError("float converted to pointer")

    def address(self, p: Ptr) -> int:
        return (p.inst << 32) + p.offset

    def pointer_at(self, a: int):
        if a == 0:
            return 0
        inst, off = a >> 32, a & 0xFFFFFFFF
        if inst in self.mem:
            return Ptr(inst, off)
        return a

    # ---- memory
    def check(self, p, size: int, what: str) -> None:
        if not isinstance(p, Ptr) or p.inst not in self.mem:
            raise InterpError(f"{what} through an invalid pointer {p!r}")
        if p.inst in self.freed:
            raise InterpError(f"{what} of freed memory")
        if p.offset < 0 or p.offset + size > len(self.mem[p.inst]):
            raise InterpError(f"{what} out of bounds: {self.names[p.inst]}[{p.offset}:{p.offset + size}] "
                              f"of {len(self.mem[p.inst])} bytes")

    def load(self, p, t, size: int):
        self.check(p, size, "read")
        raw = bytes(self.mem[p.inst][p.offset:p.offset + size])
        if isinstance(t, PtrT):
            sh = self.shadow[p.inst].get(p.offset)
            if sh is not None and sh[1] == size:
                return sh[0]
            return self.pointer_at(int.from_bytes(raw, "little"))
        if isinstance(t, FloatT):
            return struct.unpack("<f" if size == 4 else "<d", raw[:8] if size > 8 else raw)[0]
        return wrap(int.from_bytes(raw, "little"), t)

    def store(self, p, v, t, size: int) -> None:
        self.check(p, size, "write")
        sh = self.shadow[p.inst]
        for off in [o for o, (_v, n) in sh.items() if o < p.offset + size and p.offset < o + n]:
            del sh[off]   # overwritten (partly): no longer a whole pointer
        if isinstance(v, FnPtr):
            sh[p.offset] = (v, size)
            raw = b"\xff" * size
        elif isinstance(v, Ptr):
            sh[p.offset] = (v, size)
            raw = (self.address(v) & ((1 << (8 * size)) - 1)).to_bytes(size, "little")  # shadow keeps v
        elif isinstance(v, float):
            raw = struct.pack("<f" if size == 4 else "<d", v).ljust(size, b"\0")
        else:
            raw = (int(v) & ((1 << (8 * size)) - 1)).to_bytes(size, "little")
        self.mem[p.inst][p.offset:p.offset + size] = raw

    # ---- statements
    def exec_stmt(self, s, frame):
        if isinstance(s, Assign):
            if isinstance(s.expr, Nondet) and s.expr.reason in ("uninitialized", "extern"):
                # reading it before an assignment is an error
                (self.globals if s.dst.name.startswith("@") else frame["vars"]).pop(s.dst.name, None)
                return
            self.set(s.dst, self.eval(s.expr, frame, s.dst.type), frame)
        elif isinstance(s, Load):
            self.set(s.dst, self.load(self.get(s.addr, frame), s.dst.type, s.size), frame)
        elif isinstance(s, Store):
            self.store(self.get(s.addr, frame), self.get(s.value, frame), s.value.type, s.size)
        elif isinstance(s, DeclBlock):
            size = self.get(s.size, frame)
            frame["blocks"][s.block] = self.new_instance(s.block, bytearray(size))
        elif isinstance(s, Call):
            v = self.call(s, frame)
            if s.dst is not None:
                self.set(s.dst, v, frame)
        elif isinstance(s, Assume):
            if not self.holds(s, frame):
                raise InterpError("assumption violated on the executed path")
        elif isinstance(s, Havoc):
            raise InterpError(f"havoc: {s.reason}")
        else:
            raise InterpError(f"cannot execute {type(s).__name__} here")

    def holds(self, a: Assume, frame) -> bool:
        c = a.cond
        v = self.binop(c.op, self.get(c.left, frame), self.get(c.right, frame), c.left.type) \
            if isinstance(c, BinOp) else self.get(c, frame)
        truth = v != 0 if not isinstance(v, (Ptr, FnPtr)) else True
        return truth == a.positive

    def run(self, name: str = "main", args=()):
        """Run function `name` with concrete arguments; returns its return value (None for void)."""
        return self.invoke(self.p.functions[name], list(args))

    def invoke(self, f, args):
        frame = {"vars": {}, "blocks": {}}
        if len(args) != len(f.params):
            raise InterpError(f"{f.name}: expected {len(f.params)} arguments, got {len(args)}")
        for prm, a in zip(f.params, args):
            self.set(prm, a, frame)
        cfg = f.cfg
        succ: dict = {}
        for e in cfg.edges:
            succ.setdefault(e.src, []).append(e.dst)
        nid = cfg.entry
        while True:
            self.steps += 1
            if self.steps > self.max_steps:
                raise InterpError("step limit exceeded")
            for s in cfg.nodes[nid].stmts:
                if isinstance(s, Return):
                    return None if s.value is None else self.get(s.value, frame)
                self.exec_stmt(s, frame)
            nexts = succ.get(nid, [])
            if not nexts:
                raise InterpError(f"{f.name}: control reached n{nid} without successor")
            if len(nexts) == 1:
                nid = nexts[0]
                continue
            chosen = [d for d in nexts if self.guard_ok(cfg.nodes[d].stmts, frame)]
            if len(chosen) != 1:
                raise InterpError(f"{f.name}: {len(chosen)} feasible successors at n{nid}")
            nid = chosen[0]

    def guard_ok(self, stmts, frame) -> bool:
        for s in stmts:
            if not isinstance(s, Assume):
                break
            if not self.holds(s, frame):
                return False
        return True

    def call(self, s: Call, frame):
        args = [self.get(a, frame) for a in s.args]
        if isinstance(s.callee, str):
            name = s.callee
        else:
            target = self.get(s.callee, frame)
            if not isinstance(target, FnPtr):
                raise InterpError(f"call through a non-function pointer {target!r}")
            name = target.name
        if name in self.p.functions:
            return self.invoke(self.p.functions[name], args)
        if name in ("malloc", "alloca", "__builtin_alloca"):
            return Ptr(self.new_instance(f"heap.{len(self.mem) + 1}", bytearray(args[0])), 0)
        if name == "calloc":
            return Ptr(self.new_instance(f"heap.{len(self.mem) + 1}", bytearray(args[0] * args[1])), 0)
        if name == "free":
            if isinstance(args[0], Ptr):
                self.freed.add(args[0].inst)
            return None
        if name == "memset":
            p, c, n = args
            self.check(p, n, "write") if n else None
            self.mem[p.inst][p.offset:p.offset + n] = bytes([c & 0xFF]) * n
            sh = self.shadow[p.inst]
            for off in [o for o, (_v, k) in sh.items() if o < p.offset + n and p.offset < o + k]:
                del sh[off]
            return p
        if name in ("memcpy", "memmove"):
            d, src, n = args
            if n:
                self.check(d, n, "write")
                self.check(src, n, "read")
                self.mem[d.inst][d.offset:d.offset + n] = bytes(self.mem[src.inst][src.offset:src.offset + n])
                dsh = self.shadow[d.inst]
                for off in [o for o, (_v, k) in dsh.items() if o < d.offset + n and d.offset < o + k]:
                    del dsh[off]
                for off, v in list(self.shadow[src.inst].items()):
                    if src.offset <= off and off + v[1] <= src.offset + n:
                        dsh[d.offset + off - src.offset] = v
            return d
        if name == "strlen":
            p = args[0]
            n = 0
            while True:
                self.check(Ptr(p.inst, p.offset + n), 1, "read")
                if self.mem[p.inst][p.offset + n] == 0:
                    return n
                n += 1
        if name in ("abort", "exit", "_Exit", "__assert_fail"):
            raise ProgramExit(args[0] if args else 134)
        if name in ("printf", "puts", "putchar"):
            self.output.append(tuple(args))
            return 0
        raise InterpError(f"no concrete model of {name}")
