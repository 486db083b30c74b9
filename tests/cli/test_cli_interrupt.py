"""Ctrl-C during a parallel run: exit 130 at once, nothing on stderr, no worker left behind."""
import multiprocessing
import os
import signal
import subprocess
import sys
import textwrap
import time

import pytest

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(os.path.dirname(HERE))

SCRIPT = textwrap.dedent("""
    import os, sys, time
    sys.path[:0] = [{here!r}, {root!r}]
    import cli_fakes
    from absint import cli

    class Patch:
        @staticmethod
        def setattr(obj, name, value):
            setattr(obj, name, value)

    cli_fakes.install(Patch)

    def slow_analyze(program, options):
        with open({marker!r}, "a") as f:
            f.write(f"{{os.getpid()}}\\n")
        time.sleep(120)

    cli._analyze = slow_analyze
    sys.exit(cli.main(["check", "prog.c", "-j", "2"]))
""")


def _alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    # a zombie is dead for our purpose
    try:
        with open(f"/proc/{pid}/stat") as f:
            return f.read().split()[2] != "Z"
    except OSError:
        return False


@pytest.mark.skipif(multiprocessing.get_start_method() != "fork" or not hasattr(os, "killpg"),
                    reason="needs fork and process groups")
def test_ctrl_c_in_parallel_run(tmp_path):
    (tmp_path / "prog.c").write_text("\n")
    marker = tmp_path / "started"
    script = tmp_path / "run.py"
    script.write_text(SCRIPT.format(here=HERE, root=ROOT, marker=str(marker)))
    proc = subprocess.Popen([sys.executable, str(script)], cwd=tmp_path, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, text=True, start_new_session=True)
    try:
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            if marker.exists() and len(marker.read_text().split()) >= 2:
                break
            time.sleep(0.05)
        else:
            pytest.fail("workers never started")
        workers = [int(pid) for pid in marker.read_text().split()]
        os.killpg(proc.pid, signal.SIGINT)     # what a terminal's Ctrl-C does
        out, err = proc.communicate(timeout=30)
    finally:
        if proc.poll() is None:
            os.killpg(proc.pid, signal.SIGKILL)
    assert proc.returncode == 130
    assert out == "" and err == ""
    time.sleep(0.2)
    assert not [pid for pid in workers if _alive(pid)]
