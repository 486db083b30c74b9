"""Deterministic text form of the IR (what `absint ir FILE.c` prints).

    global @count: i32
    block buf: global 40 bytes = 10 x 4
    init:
      @count = 0
    func main(argc: i32, argv: ptr<8>) -> i32   ; a.c:3
      local i: i32
      block main.buf: local 40 bytes = 10 x 4
      n0 (entry):
        ...
        -> n2
"""
from __future__ import annotations

from absint.ir.nodes import (AddrOf, Assign, Assume, BinOp, Call, Cast, CheckSite, Const, DeclBlock,
                             Havoc, Load, Nondet, PtrAdd, PtrDiff, Return, Store, UnOp, Var)


def fmt_operand(op) -> str:
    if isinstance(op, Var):
        return op.name
    if isinstance(op, Const):
        return f"{op.value!r}:{op.type}"
    return str(op)


def fmt_expr(e) -> str:
    if isinstance(e, (Var, Const)):
        return fmt_operand(e)
    if isinstance(e, BinOp):
        return f"{fmt_operand(e.left)} {e.op} {fmt_operand(e.right)}"
    if isinstance(e, UnOp):
        return f"{e.op}{fmt_operand(e.operand)}"
    if isinstance(e, Cast):
        return f"({e.to}) {fmt_operand(e.operand)}"
    if isinstance(e, AddrOf):
        return f"&{'fn ' if e.function else ''}{e.block}"
    if isinstance(e, PtrAdd):
        return f"{fmt_operand(e.base)} +p {fmt_operand(e.index)}*{e.scale}"
    if isinstance(e, PtrDiff):
        return f"({fmt_operand(e.left)} -p {fmt_operand(e.right)})/{e.scale}"
    if isinstance(e, Nondet):
        return f"nondet {e.type}" + (f" ({e.reason})" if e.reason else "")
    return repr(e)


def fmt_site(s: CheckSite) -> str:
    head = f"#{s.id} {s.access} {s.kind} {s.array}"
    if s.kind == "index":
        body = f"[{fmt_operand(s.index)} < {fmt_operand(s.extent)}] ({s.index_text})"
    elif s.kind == "pointer":
        body = f"{fmt_operand(s.pointer)} len {fmt_operand(s.length)}"
    else:
        body = f"{s.callee} arg{s.arg} {s.role} {fmt_operand(s.pointer)}"
        if s.extent is not None:
            body += f" within {fmt_operand(s.extent)}"
    extra = " unsupported" if s.unsupported else ""
    return f"{head} {body} @{s.coord.line}:{s.coord.column}{extra}"


def fmt_sites(sites) -> str:
    return "".join(f"  {{{fmt_site(s)}}}" for s in sites)


def fmt_stmt(s) -> str:
    if isinstance(s, Assign):
        return f"{s.dst.name} = {fmt_expr(s.expr)}"
    if isinstance(s, Load):
        return f"{s.dst.name} = load{s.size} {fmt_operand(s.addr)}{fmt_sites(s.sites)}"
    if isinstance(s, Store):
        return f"store{s.size} {fmt_operand(s.addr)} <- {fmt_operand(s.value)}{fmt_sites(s.sites)}"
    if isinstance(s, Assume):
        c = fmt_expr(s.cond)
        return f"assume {c}" if s.positive else f"assume !({c})"
    if isinstance(s, Call):
        callee = s.callee if isinstance(s.callee, str) else f"*{fmt_operand(s.callee)}"
        args = ", ".join(fmt_operand(a) for a in s.args)
        dst = f"{s.dst.name} = " if s.dst is not None else ""
        return f"{dst}call {callee}({args}){fmt_sites(s.sites)}"
    if isinstance(s, Return):
        return "return" + (f" {fmt_operand(s.value)}" if s.value is not None else "")
    if isinstance(s, Havoc):
        vs = ", ".join(v.name for v in s.vars)
        mem = " memory" if s.memory else ""
        ptrs = (" via " + ", ".join(fmt_operand(p) for p in s.pointers)) if s.pointers else ""
        return f"havoc [{vs}]{mem}{ptrs} ({s.reason})"
    if isinstance(s, DeclBlock):
        cnt = f" count {fmt_operand(s.count)} x {s.elem_size}" if s.count is not None else ""
        return f"decl {s.block} size {fmt_operand(s.size)}{cnt}"
    return repr(s)


def fmt_block(b) -> str:
    size = "vla" if b.size is None else f"{b.size} bytes"
    shape = f" = {b.count} x {b.elem_size}" if b.count is not None else ""
    flags = "".join(f" {f}" for f, on in (("readonly", b.readonly), ("char", b.is_char),
                                           ("zero", b.zero_init)) if on)
    init = f" init {b.init!r}" if b.init is not None else ""
    shown = b.display if b.display[:1] in ("\"", "L", "u", "U") and b.kind == "string" else f"\"{b.display}\""
    disp = f" {shown}" if b.display and b.display != b.name else ""
    return f"block {b.name}: {b.kind} {size}{shape}{flags}{disp}{init}"


def format_function(f) -> str:
    lines = []
    params = ", ".join(f"{p.name}: {p.type}" for p in f.params)
    ret = f" -> {f.ret}" if f.ret is not None else ""
    where = f"   ; {f.coord}" if f.coord is not None else ""
    lines.append(f"func {f.name}({params}{', ...' if f.variadic else ''}){ret}{where}")
    for v in f.locals:
        lines.append(f"  local {v.name}: {v.type}")
    for b in f.blocks:
        lines.append("  " + fmt_block(b))
    cfg = f.cfg
    successors, _ = cfg.adjacency()
    for nid in sorted(cfg.nodes):
        tag = " (entry)" if nid == cfg.entry else (" (exit)" if nid == cfg.exit else "")
        lines.append(f"  n{nid}{tag}:")
        for s in cfg.nodes[nid].stmts:
            where = f"   ; {s.coord.line}" if getattr(s, "coord", None) is not None else ""
            lines.append(f"    {fmt_stmt(s)}{where}")
        succ = successors[nid]
        if succ:
            lines.append("    -> " + ", ".join(f"n{d}" for d in succ))
    return "\n".join(lines)


def format_program(p) -> str:
    lines = [f"; machine {p.machine}"]
    for v in p.globals:
        lines.append(f"global {v.name}: {v.type}")
    for b in p.blocks:
        lines.append(fmt_block(b))
    if p.init:
        lines.append("init:")
        for v in p.init_locals:
            lines.append(f"  local {v.name}: {v.type}")
        for s in p.init:
            lines.append(f"  {fmt_stmt(s)}")
    for name, (ret, params, variadic) in p.declared.items():
        ps = ", ".join(str(t) for t in params) + (", ..." if variadic else "")
        lines.append(f"declare {name}({ps})" + (f" -> {ret}" if ret is not None else ""))
    for name in sorted(p.functions):
        lines.append("")
        lines.append(format_function(p.functions[name]))
    for d in p.diagnostics:
        lines.append(f"; {d.level}: {d.coord}: {d.message}")
    return "\n".join(lines) + "\n"
