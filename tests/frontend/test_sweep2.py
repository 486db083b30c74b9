"""Valid C that real projects write and that the front end rejected (the second robustness sweep):
each test is a small program of our own with the construct."""
import json

from absint import cli
from .lowered import lower, sites, stmts


def unsupported(program):
    return [d for d in program.diagnostics if d.level == "unsupported"]


def check_json(tmp_path, capsys, monkeypatch, text, *extra):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "p.c").write_text(text)
    code = cli.main(["check", "p.c", "--format", "json", "--fail-on", "none", *extra])
    out, err = capsys.readouterr()
    assert code == 0, err
    return json.loads(out)


# ---- a _Pragma expanded inside a declaration (gcc < 4.4's DONT_VECTORIZE in zstd)

def test_pragma_operator_inside_a_declaration_is_dropped(tmp_path):
    program = lower(tmp_path,
                    '#define NOVEC _Pragma("GCC optimize(\\"no-tree-vectorize\\")")\n'
                    "static inline int\nNOVEC\nf(int *a, int n) {\n"
                    "#pragma GCC unroll 4\n"
                    "    for (int i = 0; i < n; i++) a[i] = i;\n"
                    '    _Pragma("GCC diagnostic push") return a[0]; }\n'
                    "#pragma omp declare simd\nint g(int x) { return x; }\n")
    assert "f" in program.functions and "g" in program.functions
    assert not unsupported(program)


def test_pragma_pack_still_packs(tmp_path):
    program = lower(tmp_path, "#pragma pack(push, 1)\nstruct s { char c; int i; };\n#pragma pack(pop)\n"
                              "#pragma GCC diagnostic ignored \"-Wall\"\n"
                              "int f(void) { return sizeof(struct s); }\n")
    from absint.ir.interp import Interpreter
    assert Interpreter(program).run("f") == 5


# ---- compound literals in static initializers (chibicc's `Type *ty_int = &(Type){...};`)

def test_static_compound_literals_are_static_objects(tmp_path):
    program = lower(tmp_path, "struct t { int kind, size; };\n"
                              "static struct t *ti = &(struct t){ 1, 4 };\n"
                              "int *tab = (int[]){ 1, 2, 3 };\n"
                              "int f(int i) { return ti->size + tab[i]; }\n")
    literals = {b.name: b for b in program.blocks if b.display == "compound literal"}
    assert sorted(b.size for b in literals.values()) == [8, 12]
    assert all(b.kind == "global" for b in literals.values())
    assert not unsupported(program)


def test_static_compound_literal_overflow_is_found(tmp_path, capsys, monkeypatch):
    doc = check_json(tmp_path, capsys, monkeypatch,
                     "static int *tab = (int[]){ 1, 2, 3 };\n"
                     "struct t { int n; int v[2]; };\n"
                     "static struct t *one = &(struct t){ 2, { 5, 6 } };\n"
                     "int main(void) { int s = 0; for (int i = 0; i <= 3; i++) s += tab[i];\n"
                     "  for (int j = 0; j < one->n; j++) s += one->v[j];\n"
                     "  return s + one->v[one->n]; }\n")
    assert doc["stats"]["safe"] < doc["stats"]["accesses"]
    lines = sorted((f["line"], f["severity"]) for f in doc["findings"])
    assert (4, "error") in lines or (4, "warning") in lines
    assert 6 in [line for line, _s in lines]


# ---- header constants the sweep found missing: they are the kernel's values

def test_prctl_constants_are_the_kernels():
    import os
    import re
    import pytest
    from absint.frontend.preprocess import INCLUDE_DIR
    host = "/usr/include/linux/prctl.h"
    if not os.path.isfile(host):
        pytest.skip("needs the kernel's linux/prctl.h")
    pattern = r"^#\s*define\s+(PR_\w+)\s+(-?\d+|0x[0-9a-fA-F]+)\b"
    ours = dict(re.findall(pattern, open(os.path.join(INCLUDE_DIR, "sys/prctl.h")).read(), re.M))
    theirs = dict(re.findall(pattern, open(host).read(), re.M))
    assert "PR_TASK_PERF_EVENTS_ENABLE" in ours
    assert {k: v for k, v in ours.items() if k in theirs and int(theirs[k], 0) != int(v, 0)} == {}


# ---- inline asm whose qualifiers cpp separated by line markers (gcc's <pconfigintrin.h>, reached
#      from <immintrin.h>, expands `__asm__ __volatile__` with markers between the tokens)

ASM_WITH_MARKERS = """int f(int x) {
  int r = 0;
  int a[4];
  if (x > 0)
    __asm__
# 7 "t.c"
   volatile
# 9 "t.c"
   ("mov %1, %0" : "=r" (r)
     : "r" (x));
  else
    r = 2;
  return a[r];
}
"""


def test_asm_qualifiers_after_line_markers(tmp_path):
    from absint.ir.nodes import Havoc
    program = lower(tmp_path, ASM_WITH_MARKERS)
    havocs = [s for s in stmts(program.functions["f"]) if isinstance(s, Havoc)]
    assert havocs and all(h.coord.line == 5 for h in havocs)
    # the line numbers after the asm are the file's: the access is on line 13
    assert [s.coord.line for s in sites(program)] == [13]


def test_strip_asm_keeps_the_last_line_marker():
    from absint.frontend.preprocess import strip_asm
    text = ('{ if (x)\n    __asm__ \n# 61 "h.h" 3 4\n   volatile \n# 61 "h.h"\n   ("p" : "=a" (r) : "a" (l));\n'
            "else r = 1; }\n")
    assert strip_asm(text) == '{ if (x)\n    __absint_asm(0, (r))\n# 61 "h.h"\n;\nelse r = 1; }\n'


# ---- a large table of byte constants is one memcpy from a data block (cmark's 20220-byte
#      entity text took a minute of initial state, one string-length update per byte)

BYTE_TABLE = ("static const unsigned char tab[100] = {"
              + ", ".join(str(k % 7 + 1) for k in range(70)) + ", 0, [90] = 9 };\n"
              "int f(int i) { if (i < 0 || i >= 100) return 0; return tab[i]; }\n")


def test_byte_table_initializer_is_one_memcpy(tmp_path):
    from absint.ir.nodes import Call, Store
    program = lower(tmp_path, BYTE_TABLE)
    copies = [s for s in program.init if isinstance(s, Call) and s.callee == "memcpy"]
    assert len(copies) == 1 and not any(isinstance(s, Store) for s in program.init)
    data = [b for b in program.blocks if b.display == "initializer"]
    assert len(data) == 1 and data[0].size == 92 and data[0].readonly
    assert data[0].init == bytes(k % 7 + 1 for k in range(70)) + bytes(20) + b"\x09\x00"


def test_byte_table_contents_and_length_are_known(tmp_path, capsys, monkeypatch):
    doc = check_json(tmp_path, capsys, monkeypatch,
                     "#include <string.h>\n"
                     "static const char msg[80] = {" + ", ".join(str(65 + k % 26) for k in range(70))
                     + "};\nchar out[71];\nint main(int argc, char **argv) {\n"
                     "  memcpy(out, msg, strlen(msg) + 1);\n"           # safe: strlen(msg) == 70
                     "  char small[8];\n"
                     "  memcpy(small, msg, strlen(msg));\n"             # error: 70 bytes into 8
                     "  return out[argc & 127] + small[0]; }\n")       # warning: argc & 127 up to 127
    found = sorted((f["line"], f["severity"]) for f in doc["findings"])
    assert (5, "error") not in found and (5, "warning") not in found
    assert (7, "error") in found
    assert any(line == 8 for line, _s in found)


# ---- C23 attributes: gcc takes them in every mode, and code picks them by __has_c_attribute

C23_ATTRIBUTES = """#if defined(__has_c_attribute)
#if __has_c_attribute(fallthrough)
#define FALLTHROUGH [[fallthrough]]
#endif
#endif
#ifndef FALLTHROUGH
#define FALLTHROUGH
#endif
[[nodiscard]] int f(int x) {
    int a[4] = { 0 };
    switch (x) { case 1: x++; FALLTHROUGH; case 2: return a[x]; default: return 0; }
}
[[gnu::unused]];
typedef int v4 [[gnu::vector_size(16)]];
"""


def test_c23_attributes_are_dropped(tmp_path):
    program = lower(tmp_path, C23_ATTRIBUTES)
    assert "f" in program.functions
    # the vector type is one of 16 bytes, as its __attribute__ form is
    assert [d.message for d in unsupported(program)] == []


def test_gnu_std_attributes_become_gnu_attributes():
    from absint.frontend.preprocess import gnu_std_attributes
    assert gnu_std_attributes("struct [[gnu::packed]] s { char c; };") == \
        "struct __attribute__((packed)) s { char c; };"
    assert gnu_std_attributes("int x [[__gnu__::aligned(8), maybe_unused]];") == \
        "int x __attribute__((aligned(8))) [[maybe_unused]];"
    # after a struct's closing brace gcc ignores the attribute (with a warning): so do we
    assert gnu_std_attributes("struct q { int i; } [[gnu::packed]];") == "struct q { int i; } ;"
    assert gnu_std_attributes('const char *s = "[[gnu::packed]]"; int a[2][2] = { [0][1] = 1 };') == \
        'const char *s = "[[gnu::packed]]"; int a[2][2] = { [0][1] = 1 };'


# ---- __attribute__((packed)) on one member: that member has alignment 1 (it was dropped, and the
#      struct looked larger than gcc makes it: an access past the real end looked in bounds)

def test_packed_member_makes_the_struct_as_small_as_gccs(tmp_path, capsys, monkeypatch):
    doc = check_json(tmp_path, capsys, monkeypatch,
                     "#include <stdlib.h>\n"
                     "struct hdr { char kind; int length __attribute__((packed)); };\n"
                     "int main(void) { char *p = malloc(sizeof(struct hdr)); if (!p) return 1;\n"
                     "  p[4] = 1;\n"                   # the last byte (sizeof is 5)
                     "  p[5] = 2;\n"                   # past the end: with the member unpacked, 8 bytes
                     "  free(p); return 0; }\n")
    found = {(f["line"], f["severity"]) for f in doc["findings"]}
    assert (5, "error") in found and not any(line == 4 for line, _s in found)


def test_packed_member_marker_goes_before_its_declaration():
    from absint.frontend.preprocess import strip_attributes
    out = strip_attributes("struct s { char c; struct { char a; int b; } in __attribute__((packed)); int d; };")
    assert out.replace(" ", "") == \
        "structs{charc;char__absint_packed_member[0];struct{chara;intb;}in;intd;};"
