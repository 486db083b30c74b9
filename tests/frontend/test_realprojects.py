"""Constructs met in real projects (issue 10's sweep over zlib, Lua, stb, sds, ...), each shown by a
small program of our own: what the front end must accept, and how it keeps the analysis sound."""
from absint.ir.nodes import Assign, Havoc, Nondet
from .lowered import lower, sites, stmts


def havocs(program, fname="f"):
    """Lines of the havocs of everything that unsupported constructs emit."""
    return sorted(s.coord.line for s in stmts(program.functions[fname]) if isinstance(s, Havoc))


def unsupported(program):
    return [(d.coord.file.rsplit("/", 1)[-1], d.coord.line, d.message)
            for d in program.diagnostics if d.level == "unsupported"]


# ---- labels as values: a dispatch table #included inside the initializer's braces (line markers
# come between `{` or `,` and `&&label`); `goto *e` jumps to any label and changes nothing

def test_label_address_table_from_an_included_header(tmp_path):
    (tmp_path / "jumps.h").write_text("&&op_add,\n&&op_sub,\n&&op_end\n")
    program = lower(tmp_path, """
int a[4];
int f(const unsigned char *code, int k) {
    static const void *const table[3] = {
#include "jumps.h"
    };
    goto *table[*code++];
op_add: k++; goto *table[*code++];
op_sub: k--; goto *table[*code++];
op_end: return a[k];
}
""")
    notes = [(d.coord.file.rsplit("/", 1)[-1], d.coord.line, d.message)
             for d in program.diagnostics if d.level == "note"]
    assert ("jumps.h", 1, "address of a label (labels as values): an unknown pointer") in notes
    assert ("jumps.h", 3, "address of a label (labels as values): an unknown pointer") in notes
    assert ("t.c", 7, "computed goto: may jump to any label of the function") in notes
    assert unsupported(program) == [] and havocs(program) == []


# ---- va_arg: a scalar is any value of its type, with no havoc; an aggregate stays unsupported

def test_va_arg_of_a_scalar_is_an_unknown_value_not_a_havoc(tmp_path):
    program = lower(tmp_path, """
#include <stdarg.h>
int a[8];
int f(int n, ...) {
    va_list ap;
    va_start(ap, n);
    int k = va_arg(ap, int);
    char *p = va_arg(ap, char *);
    double d = va_arg(ap, double);
    va_end(ap);
    a[n & 7] = k;
    return p[0] + (int)d;
}
""")
    assert unsupported(program) == []
    nondets = [s.expr.reason for s in stmts(program.functions["f"])
               if isinstance(s, Assign) and isinstance(s.expr, Nondet)]
    assert nondets.count("va_arg") == 3
    assert havocs(program) == []
    assert sites(program) and not any(s.unsupported for s in sites(program))


def test_va_arg_of_a_struct_stays_unsupported(tmp_path):
    program = lower(tmp_path, """
#include <stdarg.h>
struct pair { int x, y; };
int a[8];
int f(int n, ...) {
    va_list ap;
    va_start(ap, n);
    struct pair q = va_arg(ap, struct pair);
    va_end(ap);
    return a[n & 7] + q.x;
}
""")
    assert [(line, m) for _f, line, m in unsupported(program)] == [
        (8, "va_arg (variadic argument access)")]
    assert havocs(program) == [8]


# ---- GNU vectors (the compilers' SIMD intrinsics headers): a subscript is a lane of the vector,
# not a front-end failure of the whole file (nor, since the sixteenth session, unsupported)

def test_vector_subscript_is_a_lane(tmp_path):
    program = lower(tmp_path, """
typedef float v4sf __attribute__((vector_size(16)));
typedef int v4si __attribute__((vector_size(16)));
int a[8];
int f(v4sf x, v4si y, int n) {
    float first = x[0];
    y[1] = n;
    return (int)first + y[2] + a[n & 7];
}
""")
    assert not unsupported(program)
    lanes = [s for s in sites(program) if s.kind == "index" and s.coord.line in (6, 7, 8)
             and s.array != "a"]
    assert len(lanes) == 3 and all(s.extent.value == 4 for s in lanes)


# ---- a variable named like the typedef of its own type (`rax *rax = malloc(sizeof(*rax));`):
# its scope begins after its declarator, so the initializer's name is the variable (C11 6.2.1p7)

def test_variable_hiding_its_typedef_in_its_own_initializer(tmp_path):
    program = lower(tmp_path, """
typedef struct node { int len; char buf[8]; } node;
void *malloc(unsigned long);
int f(int i) {
    node *node = malloc(sizeof(*node));
    if (!node) return 0;
    node->buf[i] = 0;
    return node->len;
}
int g(void) { node n = {0}; return n.len; }
""")
    assert unsupported(program) == []
    assert len(sites(program)) >= 1
    assert "g" in program.functions   # the typedef is visible again after f's block
