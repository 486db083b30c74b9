"""Accesses that were reported unreachable (never checked) in the fifteenth session's sweep of
real projects, each fixed at its cause: FD_ISSET was the constant 0 in absint's <sys/select.h>
(termbox2); a callback stored in a library's global was never run (editline); a budget that
stopped one root's analysis inside a partitioned loop left every later query of the task in a
buffer nobody read (pigz's yarn.c); an asm expanded from a system header's macro after a line
marker was taken for an asm label and dropped (base64's <cpuid.h>)."""
import os

import pytest

from absint.frontend.preprocess import strip_asm


def test_fd_isset_is_the_bit_of_the_set(check):
    r = check("""
        #include <sys/select.h>
        #include <unistd.h>
        int main(int argc, char **argv) {
            char buf[4];
            fd_set fds;
            FD_ZERO(&fds);
            FD_SET(0, &fds);
            if (select(1, &fds, NULL, NULL, NULL) < 0) return 1;
            if (FD_ISSET(0, &fds)) buf[4] = 0;                       // @guarded
            if (argc > 5) FD_SET(2000, &fds);                        // @past
            return 0;
        }""")
    assert r["guarded"] == "error"
    assert r["past"] == "error"


def test_a_callback_in_a_librarys_global_runs(check):
    r = check("""
        extern void (*lib_hook)(int);
        extern void lib_run(void);
        static void cb(int i) { char a[4]; a[i] = 0; }              // @cb
        int main(void) { lib_hook = cb; lib_run(); return 0; }""")
    assert r["cb"] == "warning"


def test_a_root_after_another_stopped_early_is_analysed(check):
    r = check("""
        #include <pthread.h>
        struct cap { void (*probe)(void *); void *payload; };
        static void *ignition(void *arg) { struct cap *c = arg; c->probe(c->payload); return 0; }
        int launch(struct cap *c) { pthread_t t; return pthread_create(&t, 0, ignition, c); }
        long peek(long *v) { long a[4]; a[0] = *v; return a[4]; }       // @peek
        """)
    assert r["peek"] == "error"


def test_an_asm_after_a_line_marker_is_a_statement():
    text = ('unsigned f(void) {\n  unsigned a;\n# 284 "/usr/include/cpuid.h" 3 4\n'
            '  __asm__ __volatile__ ("cpuid\\n\\t" : "=a" (a) : "0" (0))\n'
            '# 284 "/usr/include/cpuid.h" 3 4\n;\n  return a;\n}\n')
    out = strip_asm(text)
    assert "__absint_asm(0, (a))" in out
    assert out.count("\n") == text.count("\n")
    # a label after a declarator stays a label
    assert strip_asm('int g(void) __asm__("h");\n') == "int g(void) ;\n"


CPUID = "/usr/lib/gcc/x86_64-linux-gnu/12/include/cpuid.h"


@pytest.mark.skipif(not os.path.exists(CPUID), reason="no host <cpuid.h>")
def test_host_cpuid_outputs_are_unknown(check):
    r = check("""
        #include <cpuid.h>
        int main(void) {
            char buf[4];
            unsigned int eax, ebx = 0, ecx = 0, edx;
            if (__get_cpuid_max(0, 0) >= 1) {
                __cpuid(1, eax, ebx, ecx, edx);
                if (ecx & (1 << 20)) buf[4] = 0;                     // @feature
            }
            return 0;
        }""")
    assert r["feature"] == "error"
