"""Targeted lowering properties: coordinates, multi-file programs, names, sites and diagnostics."""
from absint.config import FrontendOptions
from absint.frontend import load_program
from absint.ir.nodes import AddrOf, Assign, Call, Havoc, Load, Nondet, Store
from absint.ir.verify import verify_program


def lower(tmp_path, text, name="t.c", **options):
    p = tmp_path / name
    p.write_text(text)
    program = load_program([str(p)], FrontendOptions(**options))
    assert verify_program(program) == []
    return program, str(p)


def stmts(function):
    for nid in sorted(function.cfg.nodes):
        yield from function.cfg.nodes[nid].stmts


def sites(program):
    out = []
    for f in program.functions.values():
        for s in stmts(f):
            out.extend(getattr(s, "sites", ()))
    return out


def test_line_directives_are_honoured(tmp_path):
    program, _ = lower(tmp_path, '#line 100 "orig.c"\nint f(int *p) {\n  return p[3];\n}\n')
    (site,) = sites(program)
    assert (site.coord.file, site.coord.line) == ("orig.c", 101)
    assert site.kind == "pointer" and site.array == "p" and site.length.value == 4


def test_columns_are_one_based(tmp_path):
    program, path = lower(tmp_path, "int a[4];\nint f(int i) {\n    return a[i];\n}\n")
    (site,) = sites(program)
    assert site.coord.file == path and site.coord.line == 3 and site.coord.column >= 12


def test_site_ids_unique_across_files(tmp_path):
    a = tmp_path / "a.c"
    b = tmp_path / "b.c"
    a.write_text("int buf[8];\nstatic int h(int i) { return buf[i]; }\nint f(int i) { return h(i) + buf[0]; }\n")
    b.write_text("extern int buf[8];\nstatic int h(int i) { buf[i] = i; return 0; }\n"
                 "int f(int);\nint main(void) { return f(1) + h(2); }\n")
    program = load_program([str(a), str(b)], FrontendOptions())
    assert verify_program(program) == []
    ids = [s.id for s in sites(program)]
    assert len(ids) == len(set(ids)) == 3
    # one global block shared by both files; the two static h() stay apart
    assert [blk.name for blk in program.blocks] == ["buf"]
    assert {"f", "main", "h<a.c>", "h<b.c>"} <= set(program.functions)
    assert program.files == (str(a), str(b))


def test_address_taken_scalars_live_in_memory(tmp_path):
    program, _ = lower(tmp_path, "void g(int *);\nint f(void) { int x = 1; int y = 2; g(&x); return x + y; }\n")
    f = program.functions["f"]
    assert [b.display for b in f.blocks] == ["x"]
    assert [v.name for v in f.locals if not v.name.startswith("%")] == ["y"]
    assert any(isinstance(s, Load) for s in stmts(f))


def test_address_taken_is_decided_per_function(tmp_path):
    # `&x` and `&n` in h put h's x and n in memory, not f's parameter n or local x (a local's
    # address can only be taken in its own function); a global whose address any function takes
    # lives in memory, even where the `&` is of a local that shadows it
    program, _ = lower(tmp_path, "void g(int *);\nint gl; int sh;\n"
                                 "int f(int n) { int x = n; return x + gl + sh; }\n"
                                 "int h(void) { int x = 1; int n = 2; g(&x); g(&n); g(&gl); return x + n; }\n"
                                 "int k(void) { int sh = 0; g(&sh); return sh; }\n")
    f, h = program.functions["f"], program.functions["h"]
    assert f.blocks == ()
    assert [v.name for v in f.params] == ["n"] and [v.name for v in f.locals if "%" not in v.name] == ["x"]
    assert sorted(b.display for b in h.blocks) == ["n", "x"]
    assert {blk.name for blk in program.blocks} == {"gl", "sh"}


def test_shadowed_locals_get_unique_names(tmp_path):
    program, _ = lower(tmp_path, "int f(void) { int a[2]; int x = 0; { int a[3]; int x = 1; a[2] = x; } "
                                 "a[1] = x; return a[1]; }\n")
    f = program.functions["f"]
    assert [b.name for b in f.blocks] == ["f.a", "f.a.1"]
    assert sorted(v.name for v in f.locals if not v.name.startswith("%")) == ["x", "x.1"]
    exts = sorted(s.extent.value for s in sites(program))
    assert exts == [2, 2, 3]


def test_unsupported_construct_taints_later_sites_of_the_statement(tmp_path):
    program, path = lower(tmp_path, "#include <setjmp.h>\nint f(int n) {\n  int b[4]; jmp_buf env;\n"
                                    "  (void)n;\n  b[setjmp(env)] = 1;\n  b[0] = 2;\n  return b[0];\n}\n")
    diags = [(d.level, d.coord.line) for d in program.diagnostics]
    assert ("unsupported", 5) in diags
    flags = [(s.coord.line, s.unsupported) for s in sites(program)]
    assert flags == [(5, True), (6, False), (7, False)]
    assert any(isinstance(s, Havoc) and s.memory for s in stmts(program.functions["f"]))


def test_library_call_sites_and_allocators(tmp_path):
    program, _ = lower(tmp_path, "#include <string.h>\n#include <stdlib.h>\n"
                                 "void f(const char *s) { char *d = malloc(10); strncpy(d, s, 10); free(d); }\n")
    calls = [s for s in stmts(program.functions["f"]) if isinstance(s, Call)]
    by_name = {c.callee: c for c in calls}
    assert by_name["malloc"].sites == () and by_name["free"].sites == ()
    roles = [(s.arg, s.role, s.access, s.callee) for s in by_name["strncpy"].sites]
    assert roles == [(0, "destination", "write", "strncpy"), (1, "source", "read", "strncpy")]
    assert by_name["strncpy"].sites[0].pointer == by_name["strncpy"].args[0]


def test_wide_string_literal_block(tmp_path):
    program, _ = lower(tmp_path, "#include <wchar.h>\nconst wchar_t *w = L\"ab\";\n")
    (blk,) = [b for b in program.blocks if b.kind == "string"]
    assert (blk.size, blk.elem_size, blk.count, blk.readonly) == (12, 4, 3, True)
    assert blk.init == b"a\0\0\0b\0\0\0\0\0\0\0"


def test_ilp32_pointer_and_size_types(tmp_path):
    program, _ = lower(tmp_path, "#include <stddef.h>\nsize_t f(char *p, long n) { return sizeof(p) + n; }\n",
                       machine="ilp32")
    f = program.functions["f"]
    assert [str(v.type) for v in f.params] == ["ptr<1>", "i32"] and f.params[0].type.bits == 32
    assert str(f.ret) == "u32"


def test_function_pointer_call_is_indirect(tmp_path):
    program, _ = lower(tmp_path, "static int g(int x) { return x; }\nint f(int (*h)(int)) { return h(1) + f(g); }\n")
    calls = [s for s in stmts(program.functions["f"]) if isinstance(s, Call)]
    assert calls[0].callee.name == "h"
    assigns = [s for s in stmts(program.functions["f"]) if isinstance(s, Assign) and isinstance(s.expr, AddrOf)]
    assert assigns[0].expr == AddrOf("g", function=True)


def test_nondet_and_range_inputs_stay_calls(tmp_path):
    program, _ = lower(tmp_path, "int __VERIFIER_nondet_int(void);\nint __absint_range(int, int);\n"
                                 "int f(void) { return __VERIFIER_nondet_int() + __absint_range(0, 9); }\n")
    names = [s.callee for s in stmts(program.functions["f"]) if isinstance(s, Call)]
    assert names == ["__VERIFIER_nondet_int", "__absint_range"]
    assert set(program.declared) == {"__VERIFIER_nondet_int", "__absint_range"}


def test_local_partial_initializer_is_zero_filled(tmp_path):
    program, _ = lower(tmp_path, "int f(void) { int a[100] = { 1 }; char s[50] = \"hi\"; return a[0] + s[0]; }\n")
    calls = [(s.callee, s.args[-1].value, s.sites) for s in stmts(program.functions["f"]) if isinstance(s, Call)]
    assert ("memset", 400, ()) in calls and ("memset", 50, ()) in calls
    stores = [s for s in stmts(program.functions["f"]) if isinstance(s, Store)]
    assert len(stores) == 1   # only the explicit element; the string is copied from its literal


def test_globals_are_zero_init_blocks(tmp_path):
    program, _ = lower(tmp_path, "int a[5];\nstruct { int x; } s;\nint n;\nint *p = &n;\n")
    assert {b.name: b.zero_init for b in program.blocks} == {"a": True, "s": True, "n": True}
    assert [v.name for v in program.globals] == ["@p"]


def test_extern_only_objects(tmp_path):
    program, _ = lower(tmp_path, "extern int unused_n;\nextern char unused_buf[];\nextern int n;\n"
                                 "extern char buf[16];\nint f(void) { return buf[n]; }\n")
    assert [v.name for v in program.globals] == ["@n"]
    assert [(b.name, b.zero_init) for b in program.blocks] == [("buf", False)]
    # its value is unknown (defined in a file not analysed): a Nondet, not the engine's default 0
    (init,) = [s for s in program.init if getattr(s, "dst", None) == program.globals[0]]
    assert isinstance(init.expr, Nondet) and init.expr.reason == "extern"
    assert init.coord.line == 3


def test_deeply_nested_code(tmp_path):
    # long else-if chains and long expressions recurse per level in the parser and the lowering
    lines = ["int f(int x) { int r = 0;", "if (x == 0) r = 0;"]
    lines += [f"else if (x == {i}) r = {i};" for i in range(1, 400)]
    lines.append("return r + " + " + ".join(["x"] * 800) + "; }")
    program, _ = lower(tmp_path, "\n".join(lines) + "\n")
    assert len(program.functions["f"].cfg.nodes) > 800


def test_verifier_assume_becomes_guards(tmp_path):
    program, _ = lower(tmp_path, "void __VERIFIER_assume(int);\nint a[10];\n"
                                 "int f(int i) { __VERIFIER_assume(i >= 0 && i < 10); return a[i]; }\n")
    f = program.functions["f"]
    assert not [s for s in stmts(f) if isinstance(s, Call)]
    from absint.ir.nodes import Assume
    guards = [(s.cond.op, s.positive) for s in stmts(f) if isinstance(s, Assume)]
    assert guards == [(">=", True), (">=", False), ("<", True), ("<", False)]


def test_nested_conditional_expressions_stay_linear(tmp_path):
    e = "x"
    for i in range(30):   # typing both branches at every level would be 2**30 steps
        e = f"(x > {i} ? {e} : {i})"
    program, _ = lower(tmp_path, f"int f(int x) {{ return {e}; }}\n")
    assert "f" in program.functions


def test_uninitialized_scalars_are_any_value_at_each_declaration(tmp_path):
    program, _ = lower(tmp_path, "int f(int n) { int s = 0; for (int i = 0; i < n; i++) { int t; "
                                 "if (i) t = i; s += i; } return s; }\n")
    from absint.ir.nodes import Nondet
    resets = [s for s in stmts(program.functions["f"])
              if isinstance(s, Assign) and isinstance(s.expr, Nondet)]
    assert [(s.dst.name, s.expr.reason) for s in resets] == [("t", "uninitialized")]


def test_index_text_is_the_source_text(tmp_path):
    program, _ = lower(tmp_path, "#define SIZE 10\nint buf[SIZE];\nint f(int i) { buf[SIZE - 1] = 0; "
                                 "return buf[ i*2 ]; }\n")
    assert [s.index_text for s in sites(program)] == ["SIZE - 1", "i*2"]


def test_an_allocation_used_as_wchar_t_pointer_gets_its_type(tmp_path):
    """`(wchar_t *)malloc(400)` and `wchar_t *q = alloca(40)`: the call's result is a wchar_t *
    (so the block is counted in wchar_t units, with a string length); `(int *)malloc(400)` is an
    int * (counted in ints, no string); the hint goes to the allocation cast, not to calls in its
    arguments, and a struct pointer keeps void * (its fields are cells)."""
    program, _ = lower(tmp_path, "#include <stdlib.h>\n#include <wchar.h>\n#include <alloca.h>\n"
                       "void f(void) {\n  wchar_t *p = (wchar_t *)malloc(400);\n"
                       "  wchar_t *q = alloca(40);\n  int *r = (int *)malloc(400);\n"
                       "  p = (wchar_t *)realloc(p, wcslen((wchar_t *)malloc(8)) + 8);\n"
                       "  struct pair { int a, b; } *s = malloc(sizeof *s);\n"
                       "  (void)q; (void)r; (void)s;\n}\n")
    calls = {(s.coord.line, s.callee): s.dst.type for s in stmts(program.functions["f"])
             if isinstance(s, Call) and s.dst is not None}
    assert calls[(5, "malloc")].target_size == 4 and calls[(5, "malloc")].chars
    assert calls[(6, "alloca")].target_size == 4 and calls[(6, "alloca")].chars
    assert calls[(7, "malloc")].target_size == 4 and not calls[(7, "malloc")].chars
    assert calls[(9, "malloc")].target_size is None
    assert calls[(8, "realloc")].target_size == 4
    assert calls[(8, "malloc")].target_size == 4      # its own cast
    assert not hasattr(calls[(8, "wcslen")], "target_size")   # size_t, untouched


def test_pointer_types_to_char_and_int_of_one_size_are_one_ir_type():
    from absint.ir.nodes import PtrT
    assert PtrT(4, 64, True) == PtrT(4, 64) and hash(PtrT(4, 64, True)) == hash(PtrT(4, 64))
    assert str(PtrT(4, 64, True)) == "ptr<4>"
