"""sizeof, _Alignof and offsetof computed by the front end agree with gcc, for lp64 (-m64) and
ilp32 (-m32), including the sizes of the types our libc headers declare. gcc checks our numbers with
_Static_assert under -fsyntax-only (no 32-bit libc needed)."""
import os
import shutil
import subprocess

import pytest

from absint.config import FrontendOptions
from absint.frontend import load_program
from absint.frontend.preprocess import INCLUDE_DIR
from absint.ir.nodes import Const, Return

DECLS = r"""
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <wchar.h>
#include <time.h>
#include <sys/types.h>
#include <sys/socket.h>
#include <netinet/in.h>
#include <setjmp.h>
#include <stdalign.h>
#include <stdnoreturn.h>
#include <iso646.h>
#include <malloc.h>
#include <memory.h>
#include <libgen.h>
#include <getopt.h>
#include <sys/time.h>
#include <sys/wait.h>
#include <sys/select.h>
#include <poll.h>
#include <dirent.h>
#include <sys/mman.h>
#include <err.h>
#include <uchar.h>
#include <fenv.h>
#include <assert.h>
#include <ctype.h>
#include <errno.h>
#include <float.h>
#include <inttypes.h>
#include <limits.h>
#include <locale.h>
#include <math.h>
#include <signal.h>
#include <stdarg.h>
#include <stdbool.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <wctype.h>
#include <unistd.h>
#include <fcntl.h>
#include <alloca.h>
#include <sys/stat.h>
#include <arpa/inet.h>
#include <netdb.h>
#include <pthread.h>
struct a { char c; int i; };
struct b { char c; double d; char e; };
struct c { char c; long long ll; };
struct d { short s; char buf[5]; int *p; };
struct e { int x : 3; int y : 5; unsigned z : 30; char c; };
struct f { char c; struct b inner; long double ld; };
union g { char c[7]; int i; double d; };
struct h { int n; char tail[]; };
struct i { char c; union g u; struct a arr[3]; };
typedef struct { void *p; size_t n; wchar_t w; } j;
struct __attribute__((packed)) pa { char c; int i; long long ll; };
struct pb { char c; int i; short s; } __attribute__((__packed__));
struct pc { char c; struct { char x; long y; } __attribute__((packed)) in; int z : 3; int w : 7; };
#pragma pack(push, 2)
struct pd { char c; int i; double d; };
#pragma pack(pop)
struct pe { char c; double d; };
struct pf { char c; int a : 3; int b : 20; short s; } __attribute__((packed));
"""
TYPES = ["char", "short", "int", "long", "long long", "float", "double", "long double", "void *",
         "size_t", "ptrdiff_t", "wchar_t", "int64_t", "intptr_t", "uint32_t", "ssize_t", "off_t",
         "time_t", "FILE *", "struct timeval", "struct dirent", "struct stat", "pthread_mutex_t",
         "struct pa", "struct pb", "struct pc", "struct pd", "struct pe", "struct pf", "struct a", "struct b", "struct c", "struct d", "struct e", "struct f",
         "union g", "struct h", "struct i", "j", "struct sockaddr_in", "struct tm", "jmp_buf",
         "int[3][5]", "struct a[4]"]
OFFSETS = [("struct a", "i"), ("struct b", "d"), ("struct b", "e"), ("struct c", "ll"),
           ("struct d", "p"), ("struct e", "c"), ("struct f", "inner"), ("struct f", "ld"),
           ("struct h", "tail"), ("struct i", "u"), ("struct i", "arr"), ("j", "w"),
           ("struct sockaddr_in", "sin_addr"), ("struct tm", "tm_zone"), ("struct pa", "ll"),
           ("struct pb", "s"), ("struct pc", "in"), ("struct pc", "in.y"), ("struct pd", "d"),
           ("struct pe", "d"), ("struct pf", "s")]


def queries():
    q = []
    for t in TYPES:
        q.append(f"sizeof({t})")
        q.append(f"_Alignof({t})")
    for t, m in OFFSETS:
        q.append(f"offsetof({t}, {m})")
    return q


def our_values(tmp_path, machine):
    src = DECLS + "".join(f"unsigned long long q{k}(void) {{ return {e}; }}\n"
                          for k, e in enumerate(queries()))
    path = tmp_path / f"layout_{machine}.c"
    path.write_text(src)
    program = load_program([str(path)], FrontendOptions(machine=machine))
    values = []
    for k in range(len(queries())):
        f = program.functions[f"q{k}"]
        rets = [s for n in f.cfg.nodes.values() for s in n.stmts if isinstance(s, Return)]
        assert len(rets) == 1 and isinstance(rets[0].value, Const), f"q{k} is not a constant"
        values.append(rets[0].value.value)
    return values


@pytest.mark.skipif(shutil.which("gcc") is None, reason="needs gcc")
@pytest.mark.parametrize("machine", ["lp64", "ilp32"])
def test_layout_matches_gcc(tmp_path, machine):
    values = our_values(tmp_path, machine)
    checks = DECLS + "".join(f'_Static_assert({e} == {v}, "{e} == {v}");\n'
                             for e, v in zip(queries(), values))
    path = tmp_path / f"check_{machine}.c"
    path.write_text(checks)
    flags = ["-m64", "-D__absint_lp64", "-D__LP64__"] if machine == "lp64" else ["-m32", "-D__absint_ilp32"]
    proc = subprocess.run(["gcc", "-fsyntax-only", "-std=gnu11", "-nostdinc", "-isystem", INCLUDE_DIR,
                           *flags,
                           str(path)], capture_output=True, text=True)
    if machine == "ilp32" and "unrecognized command-line option" in proc.stderr:
        pytest.skip("gcc without -m32")
    errors = [l for l in proc.stderr.splitlines() if "error" in l]
    assert proc.returncode == 0, "\n".join(errors[:20])


def test_data_models_differ(tmp_path):
    lp64 = dict(zip(queries(), our_values(tmp_path, "lp64")))
    ilp32 = dict(zip(queries(), our_values(tmp_path, "ilp32")))
    assert (lp64["sizeof(long)"], ilp32["sizeof(long)"]) == (8, 4)
    assert (lp64["sizeof(void *)"], ilp32["sizeof(void *)"]) == (8, 4)
    assert (lp64["sizeof(size_t)"], ilp32["sizeof(size_t)"]) == (8, 4)
    assert lp64["sizeof(wchar_t)"] == ilp32["sizeof(wchar_t)"] == 4
