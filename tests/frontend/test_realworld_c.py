"""C as real programs write it (the recon on Juliet / SV-COMP / PolyBench): gcc's predefined macros,
extern-only globals, function-like -D, typeof, _Generic, builtins, flexible and zero-length arrays,
errno. The computing side of these constructs is in exec/e16_*.c and exec/e17_*.c (checked against
gcc); here are the properties of the IR they lower to."""
import platform
import re
import shutil
import subprocess

import pytest

from absint import cli
from absint.config import FrontendOptions
from absint.frontend import load_program
from absint.frontend.errors import FrontendError
from absint.ir.interp import Interpreter, InterpError
from absint.ir.nodes import Assign, Call, Const, Load, Nondet, Store
from .lowered import lower, sites, stmts


def unsupported(program):
    return [d for d in program.diagnostics if d.level == "unsupported"]


# ---- D3: gcc's predefined macros survive -undef, per data model

@pytest.mark.parametrize("machine,bits", [("lp64", 64), ("ilp32", 32)])
def test_gcc_type_macros_follow_the_data_model(tmp_path, machine, bits):
    program = lower(tmp_path, "extern void *memset(void *, int, __SIZE_TYPE__);\n"
                              "__PTRDIFF_TYPE__ d; __INTPTR_TYPE__ ip; __UINTMAX_TYPE__ um;\n"
                              "__WCHAR_TYPE__ w; __WINT_TYPE__ wi; __INTMAX_TYPE__ im;\n"
                              "int f(char *p) { memset(p, 0, 4); return (int)(d + ip + um + w + wi + im); }\n",
                    machine=machine)
    assert program.declared["memset"][1][2].bits == bits
    types = {v.name: v.type for v in program.globals}
    assert (types["@d"].bits, types["@d"].signed) == (bits, True)
    assert (types["@ip"].bits, types["@um"].bits, types["@im"].bits) == (bits, 64, 64)
    assert (types["@w"].bits, types["@w"].signed, types["@wi"].bits, types["@wi"].signed) == (32, True, 32, False)


@pytest.mark.parametrize("machine", ["lp64", "ilp32"])
def test_gcc_value_macros_are_gccs(tmp_path, machine):
    wide = machine == "lp64"
    checks = ["__CHAR_BIT__ == 8", "__SIZEOF_INT__ == 4", "__SIZEOF_SHORT__ == 2",
              f"__SIZEOF_LONG__ == {8 if wide else 4}", f"__SIZEOF_POINTER__ == {8 if wide else 4}",
              f"__SIZEOF_SIZE_T__ == {8 if wide else 4}", "__INT_MAX__ == 2147483647",
              f"__LONG_MAX__ == {'9223372036854775807L' if wide else '2147483647L'}",
              "__SCHAR_MAX__ == 127", "__SHRT_MAX__ == 32767", "__WCHAR_MAX__ == 2147483647",
              f"__SIZE_MAX__ == {'18446744073709551615UL' if wide else '4294967295U'}",
              "__GNUC__ >= 4", "__STDC__ == 1", "__STDC_VERSION__ >= 199901L", "__STDC_HOSTED__ == 1",
              "__BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__",
              "defined(__x86_64__)" if wide else "defined(__i386__)",
              "!defined(__i386__)" if wide else "!defined(__x86_64__)",
              "defined(__SIZEOF_INT128__)" if wide else "!defined(__SIZEOF_INT128__)"]
    text = "".join(f"#if !({c})\n#error {c}\n#endif\n" for c in checks) + "int f(void) { return 0; }\n"
    lower(tmp_path, text, machine=machine)   # an #error would raise FrontendError


def test_recon_repro_size_type_analyses(tmp_path):
    program = lower(tmp_path, "extern void *memset(void *, int, __SIZE_TYPE__);\n"
                              "int f(void) { char b[4]; __PTRDIFF_TYPE__ d = 3; memset(b, 0, 4); return b[d]; }\n")
    assert len(sites(program)) == 2 and not unsupported(program)


# ---- D1: extern-only globals have unknown contents

def test_extern_scalars_and_blocks_are_unknown_not_zero(tmp_path):
    program = lower(tmp_path, "extern int flag; extern const int LIMIT; extern char *name;\n"
                              "extern int table[4]; int defined_g; int defined_a[2];\n"
                              "int f(void) { return flag + LIMIT + name[0] + table[1] + defined_g + defined_a[0]; }\n")
    inits = {s.dst.name: s.expr for s in program.init if isinstance(s, Assign)}
    for g in ("@flag", "@LIMIT", "@name"):
        assert isinstance(inits[g], Nondet) and inits[g].reason == "extern", g
    assert inits["@defined_g"] == Const(0, inits["@defined_g"].type)   # C zero-fills what it defines
    assert {b.name: b.zero_init for b in program.blocks} == {"table": False, "defined_a": True}


def test_extern_defined_in_another_analysed_file_is_not_unknown(tmp_path):
    (tmp_path / "a.c").write_text("int flag = 7;\n")
    (tmp_path / "b.c").write_text("extern int flag;\nint f(void) { return flag; }\n")
    program = load_program([str(tmp_path / "a.c"), str(tmp_path / "b.c")], FrontendOptions())
    assert not [s for s in program.init if isinstance(s, Assign) and isinstance(s.expr, Nondet)]


def test_concrete_interpreter_refuses_to_read_an_extern_only_global(tmp_path):
    program = lower(tmp_path, "extern int flag;\nint g(void) { return 1; }\nint f(void) { return flag; }\n")
    interp = Interpreter(program)          # the init itself runs
    assert interp.run("g") == 1
    with pytest.raises(InterpError, match="extern"):
        interp.run("f")


# ---- D9: function-like -D

def test_function_like_define_is_accepted(tmp_path, capsys, monkeypatch):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "p.c").write_text("#include <stdlib.h>\nint main(void) { char *p = ALLOC(4, 1);"
                                  " if (!p) return 0; return ADD1(p[VA(1, 2)]); }\n")
    code = cli.main(["ir", "p.c", "-DALLOC(n,s)=malloc((n)*(s))", "-D", "ADD1(x)=x+1",
                     "-DVA(...)=__VA_ARGS__", "-D", "NOARGS()=0"])
    out, err = capsys.readouterr()
    assert code == 0, err
    assert "call malloc" in out


@pytest.mark.parametrize("argv", [["-DF("], ["-DF(x"], ["-DF(1x)=1"], ["-D(x)=1"], ["-UF(x)"]])
def test_malformed_macro_options_are_usage_errors(tmp_path, capsys, monkeypatch, argv):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "p.c").write_text("int main(void) { return 0; }\n")
    code = cli.main(["ir", "p.c"] + argv)
    _out, err = capsys.readouterr()
    assert code == 2 and err.startswith("absint: error: -") and len(err.splitlines()) == 1


# ---- typeof and _Generic

def test_typeof_of_expressions_and_types(tmp_path):
    program = lower(tmp_path, "int g[10];\n__typeof__(g) h;\n"
                              "int f(int i) { typeof(int[3]) a; __typeof(a) b; a[2] = 1; b[i] = 2; return h[i]; }\n")
    extents = sorted(s.extent.value for s in sites(program) if s.kind == "index")
    assert extents == [3, 3, 10]
    assert {b.name: b.size for b in program.blocks} == {"g": 40, "h": 40}


def test_typeof_does_not_evaluate_its_expression(tmp_path):
    program = lower(tmp_path, "int n(void);\nint f(int *p) { typeof(p[n()]) x = 1; return x; }\n")
    assert not [s for s in stmts(program.functions["f"]) if isinstance(s, (Call, Load))]


def test_generic_selects_by_decayed_type(tmp_path):
    program = lower(tmp_path, "#define K(x) _Generic((x), int: 1, char *: 2, long: 3, default: 0)\n"
                              "int f(void) { char b[8]; long l = 0; b[K(b)] = 0; b[K(l)] = 0; b[K(1.0)] = 0; return 0; }\n")
    stores = [s for s in stmts(program.functions["f"]) if isinstance(s, Store)]
    assert not unsupported(program) and len(stores) == 3


def test_generic_without_match_is_a_clear_error(tmp_path):
    with pytest.raises(FrontendError, match="_Generic"):
        lower(tmp_path, "int f(void) { return _Generic(1.0, int: 1); }\n")


# ---- builtins

def test_builtin_offsetof_with_and_without_stddef(tmp_path):
    for head in ("#include <stddef.h>\n", ""):
        program = lower(tmp_path, head + "struct S { int a; char b[10]; };\n"
                                         "int f(void) { char c[10]; c[__builtin_offsetof(struct S, b)] = 1; return 0; }\n")
        (site,) = sites(program)
        assert site.kind == "index" and site.extent.value == 10 and site.index.value == 4


def test_builtin_constant_p_and_object_size_are_constants(tmp_path):
    program = lower(tmp_path, "unsigned long a, b; int k, m;\n"
                              "int f(int x, char *p) { k = __builtin_constant_p(3 + 4); m = __builtin_constant_p(x);\n"
                              "  a = __builtin_object_size(p, 0); b = __builtin_object_size(p, 2); return 0; }\n")
    consts = {s.dst.name: s.expr.value for s in stmts(program.functions["f"])
              if isinstance(s, Assign) and s.dst.name.startswith("@") and isinstance(s.expr, Const)}
    assert consts == {"@k": 1, "@m": 0, "@a": (1 << 64) - 1, "@b": 0}
    assert not [s for s in stmts(program.functions["f"]) if isinstance(s, Call)]
    assert "__builtin_object_size" not in program.declared


def test_builtin_string_functions_are_the_library_ones(tmp_path):
    program = lower(tmp_path, "int f(char *d, char *s) { __builtin_memcpy(d, s, 4); __builtin_memset(d, 0, 4);\n"
                              "  return (int)__builtin_strlen(s); }\n")
    calls = [s.callee for s in stmts(program.functions["f"]) if isinstance(s, Call)]
    assert calls == ["memcpy", "memset", "strlen"]
    assert all(s.kind == "call" for s in sites(program))


def test_noreturn_builtins_end_the_path(tmp_path):
    program = lower(tmp_path, "int f(int x) { if (x > 3) __builtin_trap(); if (x < 0) __builtin_unreachable();\n"
                              "  char b[4]; return b[x]; }\n")
    assert len(sites(program)) == 1


# ---- flexible array members and GNU zero-length arrays: indexed within the enclosing block

@pytest.mark.parametrize("member", ["data[]", "data[0]", "data[1]"])
def test_trailing_array_without_extent_is_indexed_as_a_pointer(tmp_path, member):
    program = lower(tmp_path, f"struct s {{ int n; char {member}; }};\n"
                              "int f(struct s *p) { p->data[5] = 1; return 0; }\n"
                              "void *memset(void *, int, unsigned long);\n"
                              "void g(struct s *p) { memset(p->data, 0, 8); }\n")
    (site,) = sites(program)
    assert site.kind == "pointer"        # checked against the block p points to, not 0 elements
    (call_site,) = sites(program, "g")
    assert call_site.kind == "call" and call_site.extent is None   # not "an array of 0 bytes"


def test_one_element_array_is_a_real_array_unless_it_ends_the_struct(tmp_path):
    program = lower(tmp_path, "struct s { char tag[1]; int n; char data[2]; };\n"
                              "union u { int n; char data[1]; };\n"
                              "int f(struct s *p, union u *q) { p->tag[0] = 1; p->data[1] = 1;\n"
                              "  return q->data[0]; }\n")
    # (through a pointer, each access is also checked against the block p points to)
    assert [s.kind for s in sites(program)].count("index") == 3
    hack = lower(tmp_path, "struct s { int n; char data[1]; };\n"
                           "int f(struct s *p) { p->data[3] = 1; return p->data[2]; }\n")
    assert [s.kind for s in sites(hack)] == ["pointer", "pointer"]
    notes = [d for d in hack.diagnostics if d.level == "note" and "struct hack" in d.message]
    assert len(notes) == 1 and notes[0].coord.line == 2      # once per member


# ---- errno, std streams, messages

def test_errno_reads_are_unknown_without_a_pointer(tmp_path):
    program = lower(tmp_path, "#include <errno.h>\n#include <stdio.h>\n"
                              "int f(void) { errno = 0; fputs(\"x\", stderr); return errno; }\n")
    body = list(stmts(program.functions["f"]))
    assert not [s for s in body if isinstance(s, (Load, Store))]
    assert [s for s in body if isinstance(s, Assign) and isinstance(s.expr, Nondet) and s.expr.reason == "errno"]


def test_subscript_in_a_macro_prints_on_one_line(tmp_path):
    # the column is one of the expanded text, past the end of the short source line
    program = lower(tmp_path, "#define AT(b, i) b[(i) + 0 + 0 + 0 + 0 + 0 + 0 + 0 + 0 + 0 + 0 + 0 + 0 + 0]\n"
                              "int f(void) { char b[4]; return AT(b, 3) + AT(b, 2); }\n")
    assert len(sites(program)) == 2


def test_statement_expression_subscript_prints_on_one_line(tmp_path):
    program = lower(tmp_path, "#define AT(b) b[({ int t = 2; t + 1; })]\n"
                              "int f(void) { char b[4]; AT(b) = 0; return 0; }\n")
    (site,) = sites(program)
    assert "\n" not in site.index_text and "t + 1" in site.index_text


def test_bit_builtins_are_pure_unknown_values(tmp_path):
    program = lower(tmp_path, "int g;\nint f(unsigned x) { return __builtin_popcount(x) + __builtin_clzll(x)\n"
                              "  + (int)__builtin_bswap32(x) + __builtin_ctz(g++); }\n")
    body = list(stmts(program.functions["f"]))
    assert not [s for s in body if isinstance(s, Call)]     # a call would havoc what it may touch
    reasons = sorted(s.expr.reason for s in body if isinstance(s, Assign) and isinstance(s.expr, Nondet))
    assert reasons == ["__builtin_bswap32", "__builtin_clzll", "__builtin_ctz", "__builtin_popcount"]
    assert [s for s in body if isinstance(s, Assign) and s.dst.name == "@g"]   # g++ still happens


def test_choose_expr_and_types_compatible_are_constant_expressions(tmp_path):
    program = lower(tmp_path, "typedef long L;\n"
                              "int f(void) { char b[__builtin_types_compatible_p(L, long) + 1];\n"
                              "  char c[__builtin_choose_expr(__builtin_types_compatible_p(int, char), 9, 3)];\n"
                              "  b[1] = 0; c[2] = 0; return 0; }\n")
    assert sorted(s.extent.value for s in sites(program)) == [2, 3]


def test_local_labels_are_accepted(tmp_path):
    program = lower(tmp_path, "int f(int *v) { int r = ({ __label__ out, also; int i; for (i = 0; i < 3; i++)\n"
                              "  if (v[i]) goto out; i = -1; out: i; }); return r; }\n")
    assert len(sites(program)) == 1


def test_signal_handler_may_run_after_registration(tmp_path):
    program = lower(tmp_path, "#include <signal.h>\nstatic char buf[4];\n"
                              "static void on_sig(int s) { buf[s] = 1; }\n"
                              "int f(void) { signal(SIGINT, on_sig); signal(SIGTERM, SIG_IGN); return buf[0]; }\n")
    f = program.functions["f"]
    handler_calls = [(nid, s) for nid, n in f.cfg.nodes.items() for s in n.stmts
                     if isinstance(s, Call) and s.callee == "on_sig"]
    (nid, call), = handler_calls
    assert call.args == (Const(2, call.args[0].type),)          # with the registered signal
    # in a branch: the path that skips it reaches the return too
    (guard,) = f.cfg.predecessors(nid)
    (src,) = f.cfg.predecessors(guard)
    assert len(f.cfg.successors(src)) == 2
    assert "on_sig" in program.functions
    assert len([s for s in stmts(f) if isinstance(s, Call) and s.callee == "signal"]) == 2


def test_volatile_globals_read_as_unknown_and_locals_not(tmp_path):
    program = lower(tmp_path, "volatile int flag; static volatile int n = 3;\n"
                              "int f(void) { volatile int local = 1; int plain; flag = 1; plain = flag + n; return plain + local; }\n")
    reasons = [s.expr.reason for s in stmts(program.functions["f"])
               if isinstance(s, Assign) and isinstance(s.expr, Nondet)]
    assert reasons.count("volatile") == 2
    assert [s for s in stmts(program.functions["f"]) if isinstance(s, Assign) and s.dst.name == "@flag"]


PACKED_ENUMS = """enum e { A = -1, B = 100 } __attribute__((packed)); enum __attribute__((packed)) f { C = 300, };
enum g { D = 1 } __attribute__((packed)) gv; enum h { E = -200 } __attribute__((packed));
enum i { F __attribute__((deprecated)) = 70000 } __attribute__((__packed__));
int se = sizeof(enum e), sf = sizeof(enum f), sg = sizeof(gv), sh = sizeof(enum h), si = sizeof(enum i);
int vals = B + C + E;
"""


@pytest.mark.parametrize("machine", ["lp64", "ilp32"])
def test_packed_enums_take_gccs_smallest_type(tmp_path, machine):
    # sizes as gcc -m64/-m32 gives them (checked with _Static_assert when this test was written)
    program = lower(tmp_path, PACKED_ENUMS + "int f(void) { return 0; }\n", machine=machine)
    inits = {s.dst.name: s.expr.value for s in program.init if isinstance(s, Assign)}
    assert (inits["@se"], inits["@sf"], inits["@sg"], inits["@sh"], inits["@si"]) == (1, 2, 1, 2, 4)
    assert inits["@vals"] == 100 + 300 - 200
    assert not any(name.startswith("@__absint") for name in inits)


def test_static_asserts_are_checked_everywhere(tmp_path):
    text = ('_Static_assert(sizeof(long) == 8, "needs lp64");\n'
            'struct s { int a; _Static_assert(sizeof(int) == 4, "int"); };\n'
            'int f(void) { _Static_assert(__builtin_types_compatible_p(int, int), "same"); return 0; }\n')
    lower(tmp_path, text)
    with pytest.raises(FrontendError, match=r"t.c:1:1: static assertion failed: \"needs lp64\""):
        lower(tmp_path, text, machine="ilp32")
    with pytest.raises(FrontendError, match="static assertion failed"):
        lower(tmp_path, "int f(void) { _Static_assert(sizeof(char) == 2, \"c\"); return 0; }\n")
    with pytest.raises(FrontendError, match="static assertion failed"):
        lower(tmp_path, "struct s { int a; _Static_assert(0, \"m\"); };\n")


def test_fortified_calls_are_the_library_calls(tmp_path):
    program = lower(tmp_path, "int f(char *d, const char *s, int n) {\n"
                              "  __builtin___memcpy_chk(d, s, 4, __builtin_object_size(d, 0));\n"
                              "  __builtin___strcpy_chk(d, s, __builtin_object_size(d, 1));\n"
                              "  __builtin___snprintf_chk(d, 8, 1, __builtin_object_size(d, 1), \"%d\", n);\n"
                              "  __sprintf_chk(d, 1, 8, \"%s\", s);\n"
                              "  return __printf_chk(1, \"%s\", s); }\n")
    calls = [(s.callee, len(s.args)) for s in stmts(program.functions["f"]) if isinstance(s, Call)]
    assert calls == [("memcpy", 3), ("strcpy", 2), ("snprintf", 4), ("sprintf", 3), ("printf", 2)]
    assert program.declared["snprintf"][2] is True and len(program.declared["snprintf"][1]) == 3
    kinds = [(site.callee, site.role) for site in sites(program)]
    assert ("memcpy", "destination") in kinds and ("strcpy", "source") in kinds
    assert ("sprintf", "destination") in kinds


def test_undeclared_builtins_have_their_library_prototypes(tmp_path):
    program = lower(tmp_path, "int f(char *s) { char *p = __builtin_strchr(s, 'x');\n"
                              "  if (!p) __builtin_exit(1); return p[0] + (int)__builtin_fabs(-2.0); }\n")
    assert program.declared["strchr"][0].bits == 64            # a pointer, not an implicit int
    assert "exit" in program.declared and "fabs" in program.declared
    assert not [n for n in program.declared if n.startswith("__builtin")]


def test_vector_types_have_their_size(tmp_path):
    program = lower(tmp_path, "#include <stddef.h>\n\ntypedef int v4si __attribute__((vector_size(16)));\n"
                              "typedef float v4sf __attribute__ ((__vector_size__ (16)));\n"
                              "int f(v4si *p) { return sizeof(*p) + sizeof(v4sf); }\n"
                              "int g(void) { int x __attribute__((vector_size(16))); return 0; }\n")
    # (a vector_size outside a typedef keeps its element type, with a diagnostic)
    lines = [(d.coord.file.endswith("t.c"), d.coord.line) for d in unsupported(program)]
    assert lines == [(True, 6)]
    ret = [st for n in program.functions["f"].cfg.nodes.values() for st in n.stmts
           if type(st).__name__ == "Return"]
    assert ret and ret[0].value.value == 32


def test_thread_and_atexit_callbacks_may_run(tmp_path):
    program = lower(tmp_path, "#include <pthread.h>\n#include <stdlib.h>\nstruct job { int n; };\n"
                              "static void *worker(struct job *j) { j->n = 1; return 0; }\n"
                              "static void bye(void) { }\nstatic int wrong_shape(int a, int b) { return a + b; }\n"
                              "int f(void) { pthread_t t; struct job jb = { 0 }; atexit(bye); atexit((void (*)(void))wrong_shape);\n"
                              "  pthread_create(&t, NULL, (void *(*)(void *))worker, &jb); return jb.n; }\n")
    calls = [s for s in stmts(program.functions["f"]) if isinstance(s, Call)]
    names = [s.callee for s in calls]
    assert names == ["atexit", "bye", "atexit", "pthread_create", "worker"]
    (run,) = [s for s in calls if s.callee == "worker"]
    assert run.args[0].type == program.functions["worker"].params[0].type   # converted for the callee


def test_static_flexible_array_initializer_sizes_the_object(tmp_path):
    # gcc: such an object has offsetof(data) + initializer bytes (sizeof stays 4)
    program = lower(tmp_path, "struct s { int n; char data[]; };\nstatic struct s v = { 3, \"abc\" };\n"
                              "static struct s w = { 2, { 1, 2 } };\nstatic struct s empty = { 1 };\n"
                              "int f(void) { return v.data[2] + w.data[1] + (int)sizeof(v); }\n")
    assert {b.name: b.size for b in program.blocks if b.kind == "global"} == {"v": 8, "w": 6, "empty": 4}
    assert Interpreter(program).run("f") == ord("c") + 2 + 4


def test_glibc_style_declarations_and_int128_names(tmp_path):
    program = lower(tmp_path, '# 1 "x.c"\n__extension__ typedef long long int __quad_t;\n'
                              "typedef __builtin_va_list __gnuc_va_list;\n"
                              'extern int fscanf (void *__restrict __stream, const char *__restrict __format, ...)'
                              ' __asm__ ("" "__isoc99_fscanf") __attribute__ ((__nothrow__ , __leaf__));\n'
                              "extern __inline __attribute__ ((__gnu_inline__)) int\n"
                              "__attribute__ ((__nothrow__ , __leaf__)) low (int __c) { return __c + 1; }\n"
                              "__int128_t big; __uint128_t ubig;\n"
                              "int f(void) { char b[4]; b[low(1)] = 0; return (int)(big + ubig); }\n", name="t.i")
    assert {v.name: (v.type.bits, v.type.signed) for v in program.globals} == {"@big": (128, True), "@ubig": (128, False)}
    assert len(sites(program)) == 1


def test_sigaction_handlers_may_run_after_sigaction(tmp_path):
    program = lower(tmp_path, "#include <signal.h>\nstatic char buf[4];\n"
                              "static void on_int(int s) { buf[s] = 1; }\n"
                              "static void on_info(int s, siginfo_t *si, void *ctx) { buf[si->si_signo & 3] = 2; }\n"
                              "int f(void) { struct sigaction sa, sb = { .sa_sigaction = on_info };\n"
                              "  sa.sa_handler = on_int; sigaction(SIGINT, &sa, 0); return buf[0]; }\n")
    calls = [(s.callee, len(s.args)) for s in stmts(program.functions["f"])
             if isinstance(s, Call) and s.callee != "memset"]   # (sb's partial initializer)
    assert calls == [("sigaction", 3), ("on_int", 1), ("on_info", 3)]


@pytest.mark.parametrize("machine,size", [("lp64", 152), ("ilp32", 140)])
def test_signal_header_types_have_glibcs_sizes(tmp_path, machine, size):
    lower(tmp_path, "#include <signal.h>\n_Static_assert(sizeof(siginfo_t) == 128, \"siginfo\");\n"
                    f"_Static_assert(sizeof(struct sigaction) == {size}, \"sigaction\");\n"
                    "_Static_assert(sizeof(sigset_t) == 128, \"sigset\");\n", machine=machine)


def test_qsort_and_bsearch_comparators_run_on_elements(tmp_path):
    program = lower(tmp_path, "#include <stdlib.h>\nstruct rec { int key; char tag[4]; };\n"
                              "static int by_key(const void *a, const void *b) { return ((const struct rec *)a)->key; }\n"
                              "int f(int *key) { struct rec r[10]; qsort(r, 10, sizeof r[0], by_key);\n"
                              "  return bsearch(key, r, 10, sizeof r[0], by_key) != 0; }\n")
    f = program.functions["f"]
    body = list(stmts(f))
    runs = [s for s in body if isinstance(s, Call) and s.callee == "by_key"]
    assert len(runs) == 2
    # every element pointer is base + k * 8 with a guard k < 10 on its path
    adds = [s for s in body if isinstance(s, Assign) and type(s.expr).__name__ == "PtrAdd" and s.expr.scale == 8]
    assert len(adds) == 3                      # two for qsort, one for bsearch (its key comes first)
    guards = [s for s in body if type(s).__name__ == "Assume" and getattr(s.cond, "op", None) in ("<", ">=")]
    assert len(guards) == 6
    assert runs[1].args[0] == [s for s in body if isinstance(s, Call) and s.callee == "bsearch"][0].args[0]


@pytest.mark.skipif(not shutil.which("gcc") or platform.machine() != "x86_64",
                    reason="compares with the host gcc on x86-64")
def test_predefined_macros_have_the_host_gccs_values(tmp_path):
    # every macro absint predefines for lp64 that gcc predefines too has gcc's value: integer
    # ones compared by the preprocessor (`0x7f` is `127`), the others as text; the version
    # macros say 4.2.1 on purpose, the C standard is C11 unless -std says otherwise
    from absint.frontend import preprocess
    ours = dict(d[2:].split("=", 1) for d in preprocess.machine_defines("lp64"))
    out = subprocess.run(["gcc", "-dM", "-E", "-x", "c", "-"], input="", capture_output=True,
                         text=True, check=True).stdout
    gccs = dict(re.match(r"#define (\S+) ?(.*)", line).groups() for line in out.splitlines())
    own = {"__GNUC__", "__GNUC_MINOR__", "__GNUC_PATCHLEVEL__", "__VERSION__", "__STDC_VERSION__"}
    both = sorted(k for k in ours if k in gccs and k not in own and "(" not in k)
    assert len(both) > 150
    integer = re.compile(r"(?=.*\d)[-+() 0-9a-fA-FxXuUlL]*|\(-__\w+ - 1\)")
    tests, texts = [], []
    for k in both:
        if integer.fullmatch(ours[k]) and integer.fullmatch(gccs[k]):
            tests.append(f"#if ({ours[k]}) != ({gccs[k]})\n#error {k}\n#endif\n")
        elif not re.fullmatch(r"[a-z ]+", gccs[k]):     # (type names: spelled differently)
            texts.append(k)
    src = tmp_path / "m.c"
    src.write_text("".join(tests))
    run = subprocess.run(["gcc", "-E", str(src)], capture_output=True, text=True)
    assert run.returncode == 0, run.stderr
    assert [k for k in texts if ours[k].strip() != gccs[k].strip()] == []
    assert len(tests) > 100 and "__FLT_MAX__" in texts
