"""IR well-formedness checks (run by the tests and under --debug). verify_program returns a list of
problems, each one line, empty when the Program satisfies the invariants of absint.ir.nodes."""
from __future__ import annotations

from absint.ir.nodes import (ARITH_OPS, REL_OPS, AddrOf, Assign, Assume, BinOp, Call, Cast,
                             CheckSite, Const, DeclBlock, FloatT, Havoc, IntT, Load, Nondet, PtrAdd,
                             PtrDiff, PtrT, Return, Store, UnOp, Var)

_TYPES = (IntT, FloatT, PtrT)
_SITE_KINDS = ("index", "pointer", "call")


def verify_program(p) -> list:
    problems: list = []
    site_ids: dict = {}
    block_names = set()
    for b in p.blocks:
        if b.name in block_names:
            problems.append(f"block {b.name}: defined twice")
        block_names.add(b.name)
        problems += _check_block(b, ("global", "string"))
    for f in p.functions.values():
        for b in f.blocks:
            if b.name in block_names:
                problems.append(f"block {b.name}: defined twice")
            block_names.add(b.name)
            problems += _check_block(b, ("local", "param"))
    globals_ = {v.name: v for v in p.globals}
    for name in globals_:
        if not name.startswith("@"):
            problems.append(f"global {name}: name does not start with '@'")
    funcs = set(p.functions) | set(p.declared)
    init_scope = dict(globals_)
    for v in p.init_locals:
        init_scope[v.name] = v
    for s in p.init:
        problems += [f"init: {m}" for m in _check_stmt(s, init_scope, block_names, funcs, site_ids, "<init>")]
        if isinstance(s, (Return, Assume)):
            problems.append(f"init: {type(s).__name__} not allowed in init")
    for name, f in p.functions.items():
        problems += [f"{name}: {m}" for m in _check_function(f, globals_, block_names, funcs, site_ids)]
    return problems


def _check_block(b, kinds) -> list:
    out = []
    if b.kind not in kinds:
        out.append(f"block {b.name}: kind {b.kind!r} not allowed here")
    if b.size is not None and b.size < 0:
        out.append(f"block {b.name}: negative size")
    if b.count is not None and b.size is not None and b.count * b.elem_size != b.size:
        out.append(f"block {b.name}: count {b.count} x elem {b.elem_size} != size {b.size}")
    if b.kind == "string" and (b.init is None or not b.readonly or len(b.init) != b.size):
        out.append(f"block {b.name}: string literal needs readonly and init of size bytes")
    return out


def _check_function(f, globals_, blocks, funcs, site_ids) -> list:
    out = []
    scope = dict(globals_)
    for v in tuple(f.params) + tuple(f.locals):
        if not isinstance(v, Var) or not isinstance(v.type, _TYPES):
            out.append(f"bad variable {v!r}")
            continue
        if v.name in scope and not v.name.startswith("@"):
            out.append(f"variable {v.name} declared twice")
        if v.name.startswith("@"):
            out.append(f"local {v.name} uses the global prefix '@'")
        scope[v.name] = v
    cfg = f.cfg
    if cfg.entry not in cfg.nodes or cfg.exit not in cfg.nodes:
        out.append("entry or exit node missing")
        return out
    for nid, node in cfg.nodes.items():
        if node.id != nid:
            out.append(f"node key {nid} != node.id {node.id}")
    for e in cfg.edges:
        if e.src not in cfg.nodes or e.dst not in cfg.nodes:
            out.append(f"edge n{e.src}->n{e.dst} to a missing node")
    succ, pred = cfg.adjacency()
    if pred[cfg.entry]:
        out.append("entry node has predecessors")
    if succ[cfg.exit]:
        out.append("exit node has successors")
    if cfg.nodes[cfg.exit].stmts:
        out.append("exit node holds statements")
    # reachability from the entry
    seen, work = {cfg.entry}, [cfg.entry]
    while work:
        n = work.pop()
        for d in succ.get(n, ()):
            if d not in seen:
                seen.add(d)
                work.append(d)
    for nid in cfg.nodes:
        if nid not in seen and nid != cfg.exit:
            out.append(f"n{nid} unreachable from the entry")
    for nid, node in cfg.nodes.items():
        preds = pred[nid]
        succs = succ[nid]
        for i, s in enumerate(node.stmts):
            for m in _check_stmt(s, scope, blocks, funcs, site_ids, f.name):
                out.append(f"n{nid}[{i}]: {m}")
            if isinstance(s, Return):
                if i != len(node.stmts) - 1:
                    out.append(f"n{nid}: statements after return")
                if succs != [cfg.exit]:
                    out.append(f"n{nid}: return node must have the exit as its only successor")
                if (s.value is None) != (f.ret is None):
                    out.append(f"n{nid}: return value does not match the function's type")
                if s.value is not None and _type(s.value) != f.ret:
                    out.append(f"n{nid}: return of {_type(s.value)} from a function returning {f.ret}")
        if cfg.exit in succs and not (node.stmts and isinstance(node.stmts[-1], Return)):
            out.append(f"n{nid}: edge to exit without a return")
        # guards: a node with several successors branches only through Assume-headed nodes
        if len(succs) > 1:
            for d in succs:
                st = cfg.nodes[d].stmts
                if not st or not isinstance(st[0], Assume):
                    out.append(f"n{nid}: branch successor n{d} does not start with an Assume")
        if preds and len(preds) > 1 and node.stmts and isinstance(node.stmts[0], Assume):
            out.append(f"n{nid}: guard node with several predecessors")
    return out


def _type(op):
    return op.type


def _check_operand(op, scope) -> list:
    if isinstance(op, Var):
        if op.name not in scope:
            return [f"undeclared variable {op.name}"]
        if scope[op.name].type != op.type:
            return [f"variable {op.name} used as {op.type}, declared {scope[op.name].type}"]
        return []
    if isinstance(op, Const):
        if not isinstance(op.type, _TYPES):
            return [f"constant {op.value!r} has no IR type"]
        if isinstance(op.type, IntT) and not (op.type.min <= op.value <= op.type.max):
            return [f"constant {op.value} out of range of {op.type}"]
        if isinstance(op.type, (IntT, PtrT)) and not isinstance(op.value, int):
            return [f"constant {op.value!r} of {op.type} is not an int"]
        return []
    return [f"operand {op!r} is not a Var or Const"]


def _check_expr(e, dst_type, scope, blocks, funcs) -> list:
    out = []
    if isinstance(e, (Var, Const)):
        out += _check_operand(e, scope)
        if not out and _type(e) != dst_type:
            out.append(f"assignment of {_type(e)} to {dst_type} without a Cast")
    elif isinstance(e, BinOp):
        out += _check_operand(e.left, scope) + _check_operand(e.right, scope)
        if e.op not in ARITH_OPS + REL_OPS:
            out.append(f"unknown operator {e.op}")
        elif not out:
            lt, rt = _type(e.left), _type(e.right)
            if lt != rt:
                out.append(f"operands of {e.op} have different types {lt} and {rt}")
            if e.op in ARITH_OPS and lt != dst_type:
                out.append(f"{e.op} on {lt} assigned to {dst_type}")
            if e.op in REL_OPS and not isinstance(dst_type, IntT):
                out.append(f"comparison assigned to {dst_type}")
            if e.op in ARITH_OPS and isinstance(lt, PtrT):
                out.append(f"arithmetic {e.op} on pointers (use PtrAdd/PtrDiff)")
    elif isinstance(e, UnOp):
        out += _check_operand(e.operand, scope)
        if e.op not in ("-", "~", "!"):
            out.append(f"unknown unary operator {e.op}")
        elif not out and e.op != "!" and _type(e.operand) != dst_type:
            out.append(f"unary {e.op} on {_type(e.operand)} assigned to {dst_type}")
    elif isinstance(e, Cast):
        out += _check_operand(e.operand, scope)
        if e.to != dst_type:
            out.append(f"cast to {e.to} assigned to {dst_type}")
    elif isinstance(e, AddrOf):
        if e.function:
            if e.block not in funcs:
                out.append(f"address of unknown function {e.block}")
        elif e.block not in blocks:
            out.append(f"address of unknown block {e.block}")
        if not isinstance(dst_type, PtrT):
            out.append("address assigned to a non-pointer")
    elif isinstance(e, PtrAdd):
        out += _check_operand(e.base, scope) + _check_operand(e.index, scope)
        if not out:
            if not isinstance(_type(e.base), PtrT):
                out.append("PtrAdd base is not a pointer")
            if not isinstance(_type(e.index), IntT) or not _type(e.index).signed:
                out.append("PtrAdd index is not a signed integer")
        if not isinstance(dst_type, PtrT):
            out.append("PtrAdd assigned to a non-pointer")
        if not isinstance(e.scale, int) or e.scale <= 0:
            out.append(f"PtrAdd scale {e.scale!r} is not a positive int")
    elif isinstance(e, PtrDiff):
        out += _check_operand(e.left, scope) + _check_operand(e.right, scope)
        if not out and not (isinstance(_type(e.left), PtrT) and isinstance(_type(e.right), PtrT)):
            out.append("PtrDiff of non-pointers")
        if not isinstance(dst_type, IntT):
            out.append("PtrDiff assigned to a non-integer")
    elif isinstance(e, Nondet):
        if e.type != dst_type:
            out.append(f"nondet {e.type} assigned to {dst_type}")
    else:
        out.append(f"unknown expression {type(e).__name__}")
    return out


def _check_sites(sites, access, site_ids, fname, scope) -> list:
    out = []
    for s in sites:
        if not isinstance(s, CheckSite):
            out.append(f"site {s!r} is not a CheckSite")
            continue
        if s.id in site_ids and site_ids[s.id] is not s:
            out.append(f"site id {s.id} used twice")
        site_ids[s.id] = s
        if s.kind not in _SITE_KINDS:
            out.append(f"site #{s.id}: unknown kind {s.kind}")
        if s.access not in ("read", "write"):
            out.append(f"site #{s.id}: access {s.access!r}")
        if access is not None and s.kind != "call" and s.access != access:
            out.append(f"site #{s.id}: {s.access} site on a {access}")
        if s.function != fname:
            out.append(f"site #{s.id}: function {s.function!r} != {fname!r}")
        if s.coord is None or s.coord.line <= 0:
            out.append(f"site #{s.id}: no coordinates")
        if s.kind == "index":
            if s.index is None or s.extent is None:
                out.append(f"site #{s.id}: index site without index/extent")
            else:
                out += _check_operand(s.index, scope) + _check_operand(s.extent, scope)
        elif s.kind in ("pointer", "call"):
            if s.pointer is None:
                out.append(f"site #{s.id}: no pointer")
            else:
                out += _check_operand(s.pointer, scope)
            if s.kind == "pointer" and not isinstance(s.length, Const):
                out.append(f"site #{s.id}: pointer site length must be a Const")
            if s.kind == "call" and (not s.callee or s.arg < 0 or not s.role):
                out.append(f"site #{s.id}: call site without callee/arg/role")
    return out


def _check_stmt(s, scope, blocks, funcs, site_ids, fname) -> list:
    out = []
    if isinstance(s, Assign):
        out += _check_operand(s.dst, scope)
        out += _check_expr(s.expr, s.dst.type, scope, blocks, funcs)
    elif isinstance(s, Load):
        out += _check_operand(s.dst, scope) + _check_operand(s.addr, scope)
        if not out and not isinstance(_type(s.addr), PtrT):
            out.append("load address is not a pointer")
        out += _check_sites(s.sites, "read", site_ids, fname, scope)
        if s.size <= 0:
            out.append("load of a non-positive size")
    elif isinstance(s, Store):
        out += _check_operand(s.addr, scope) + _check_operand(s.value, scope)
        if not out and not isinstance(_type(s.addr), PtrT):
            out.append("store address is not a pointer")
        out += _check_sites(s.sites, "write", site_ids, fname, scope)
        if s.size <= 0:
            out.append("store of a non-positive size")
    elif isinstance(s, Assume):
        if isinstance(s.cond, BinOp):
            if s.cond.op not in REL_OPS:
                out.append(f"assume of a non-comparison {s.cond.op}")
            out += _check_operand(s.cond.left, scope) + _check_operand(s.cond.right, scope)
            if not out and _type(s.cond.left) != _type(s.cond.right):
                out.append("assume compares different types")
        else:
            out += _check_operand(s.cond, scope)
    elif isinstance(s, Call):
        if s.dst is not None:
            out += _check_operand(s.dst, scope)
        if isinstance(s.callee, str):
            if s.callee not in funcs:
                out.append(f"call of undeclared function {s.callee}")
        else:
            out += _check_operand(s.callee, scope)
        for a in s.args:
            out += _check_operand(a, scope)
        out += _check_sites(s.sites, None, site_ids, fname, scope)
    elif isinstance(s, Return):
        if s.value is not None:
            out += _check_operand(s.value, scope)
    elif isinstance(s, Havoc):
        for v in s.vars:
            out += _check_operand(v, scope)
        for ptr in s.pointers:
            out += _check_operand(ptr, scope)
        if not s.reason:
            out.append("havoc without a reason")
    elif isinstance(s, DeclBlock):
        if s.block not in blocks:
            out.append(f"declaration of unknown block {s.block}")
        out += _check_operand(s.size, scope)
        if s.count is not None:
            out += _check_operand(s.count, scope)
    else:
        out.append(f"unknown statement {type(s).__name__}")
    if getattr(s, "coord", None) is None and not isinstance(s, Return):
        out.append(f"{type(s).__name__} without coordinates")
    return out
