"""A callback that leads back to itself through function pointers in globals (pigz's yarn.c: a
free hook the library's user may replace, called by an address-taken function of the same type):
making the callbacks a summary holds again at each call went without end (a Python
RecursionError, or 4 GB and minutes). A callback made again inside itself is judged for any
arguments instead of another level (judge_callbacks_generically): the analysis ends without a
stop, and the access is a warning, never safe (once CALLBACK_DEPTH cut it: nothing checked)."""
import json
import subprocess
import sys
import textwrap

SOURCE = textwrap.dedent("""
    #include <stdlib.h>
    typedef void (*free_t)(void *);
    static free_t my_free = free;
    void set_free(free_t f) { my_free = f; }
    void release(void *o) { char *c = o; c[3] = 0; my_free(o); }
    free_t get_releaser(void) { return release; }
    """)


def test_a_cycle_of_callbacks_stops_and_keeps_its_accesses(tmp_path):
    src = tmp_path / "cyc.c"
    src.write_text(SOURCE)
    out = tmp_path / "r.json"
    p = subprocess.run([sys.executable, "-m", "absint", "check", str(src), "--format", "json",
                        "-o", str(out), "--fail-on", "none"], capture_output=True, text=True,
                       timeout=300)
    assert p.returncode == 0, p.stderr
    report = json.loads(out.read_text())
    assert report["stats"]["internal_errors"] == 0
    assert not [d for d in report["diagnostics"] if "stopped early" in d["message"]]
    (access,) = [f for f in report["findings"] if f["line"] == 6]
    assert access["severity"] == "warning"       # `o` of any size: never safe
