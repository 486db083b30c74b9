"""What goes where: stdout purity, -o atomicity, colour, progress, -j, sources, configuration."""
import io
import json
import multiprocessing
import os
import signal
import subprocess
import sys

import pytest

from absint import cli
from absint.config import FrontendOptions
import cli_fakes
from cli_fakes import run


@pytest.fixture
def fake(monkeypatch, tmp_path):
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("NO_COLOR", raising=False)
    (tmp_path / "prog.c").write_text("int main(void) { return 0; }\n")
    return cli_fakes.install(monkeypatch)


def without_seconds(document: dict) -> dict:
    document = json.loads(json.dumps(document))
    document["stats"].pop("seconds")
    return document


class Terminal(io.StringIO):
    def isatty(self):
        return True


# ---- stdout carries the document and nothing else

@pytest.mark.parametrize("fmt", ["json", "sarif", "html"])
def test_stdout_is_only_the_document(fake, capsys, fmt, monkeypatch):
    fake.diagnostics = (cli_fakes.UNSUPPORTED,)
    monkeypatch.setattr(sys, "stderr", Terminal())   # a terminal: progress would be allowed there
    code = cli.main(["check", "prog.c", "--format", fmt, "-v", "-j", "2"])
    out, _ = capsys.readouterr()
    assert code == 1
    if fmt == "html":
        assert out.startswith("<!DOCTYPE html>") and out.rstrip().endswith("</html>")
    else:
        json.loads(out)          # the whole of stdout is one JSON document


def test_json_document_content(fake, capsys):
    code, out, err = run(capsys, "check", "prog.c", "--format", "json")
    doc = json.loads(out)
    assert code == 1 and err == ""
    assert doc["version"] == 1 and doc["tool"]["name"] == "absint"
    assert doc["tool"]["simd"] == "scalar"
    assert [(f["severity"], f["function"], f["file"]) for f in doc["findings"]] == [
        ("error", "f", "prog.c"), ("warning", "g", "prog.c")]
    assert doc["stats"]["files"] == 1 and doc["stats"]["accesses"] == 6
    assert doc["stats"]["seconds"] >= 0


def test_sarif_paths_are_relative_to_the_working_directory(fake, capsys, tmp_path):
    (tmp_path / "src").mkdir()
    (tmp_path / "src" / "m.c").write_text("int x;\n")
    code, out, _ = run(capsys, "check", "src", "--format", "sarif")
    run_ = json.loads(out)["runs"][0]
    uri = run_["results"][0]["locations"][0]["physicalLocation"]["artifactLocation"]
    assert uri == {"uri": "src/m.c", "uriBaseId": "%SRCROOT%"}
    assert run_["invocations"][0]["commandLine"] == "absint check src --format sarif"


# ---- -o

def leftovers(directory):
    return [p.name for p in directory.iterdir() if p.name.startswith(".absint-")]


def test_output_file(fake, capsys, tmp_path):
    code, out, err = run(capsys, "check", "prog.c", "--format", "json", "-o", "report.json")
    assert code == 1 and out == "" and err == ""
    assert json.loads((tmp_path / "report.json").read_text())["findings"]
    assert leftovers(tmp_path) == []
    mode = (tmp_path / "report.json").stat().st_mode & 0o777
    assert mode == 0o666 & ~_umask()    # as any new file, not mkstemp's 0600


def _umask():
    mask = os.umask(0)
    os.umask(mask)
    return mask


def test_output_text_file_has_no_colour(fake, capsys, tmp_path, monkeypatch):
    monkeypatch.setattr(sys, "stdout", Terminal())
    assert cli.main(["check", "prog.c", "-o", "report.txt"]) == 1
    text = (tmp_path / "report.txt").read_text()
    assert "error:" in text and "\033[" not in text
    assert sys.stdout.getvalue() == ""


def test_output_untouched_when_input_fails(fake, capsys, tmp_path):
    (tmp_path / "report.json").write_text("old")
    code, _, _ = run(capsys, "check", "missing.c", "--format", "json", "-o", "report.json")
    assert code == 2
    assert (tmp_path / "report.json").read_text() == "old"
    assert leftovers(tmp_path) == []


def test_output_untouched_when_rendering_crashes(fake, capsys, tmp_path, monkeypatch):
    (tmp_path / "report.json").write_text("old")

    def broken(*args, **kwargs):
        raise RuntimeError("formatter bug")

    monkeypatch.setattr(cli, "render", broken)
    code, _, err = run(capsys, "check", "prog.c", "--format", "json", "-o", "report.json")
    assert code == 3 and "formatter bug" in err
    assert (tmp_path / "report.json").read_text() == "old"
    assert leftovers(tmp_path) == []


def test_output_untouched_when_the_write_fails_midway(fake, capsys, tmp_path, monkeypatch):
    (tmp_path / "report.json").write_text("old")

    def failing_replace(src, dst):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", failing_replace)
    code, _, err = run(capsys, "check", "prog.c", "--format", "json", "-o", "report.json")
    assert code == 2
    assert err == "absint: error: cannot write report.json: No space left on device\n"
    assert (tmp_path / "report.json").read_text() == "old"
    assert leftovers(tmp_path) == []


def test_output_replaces_an_existing_file_whole(fake, capsys, tmp_path):
    (tmp_path / "report.json").write_text("x" * 100000)
    run(capsys, "check", "prog.c", "--format", "json", "-o", "report.json")
    json.loads((tmp_path / "report.json").read_text())


def test_output_to_a_device_or_fifo_writes_into_it(fake, capsys, tmp_path):
    # `-o /dev/null` once renamed a regular file over /dev/null: what is not a regular file is
    # written to as it is (a FIFO here: its reader gets the report, and it stays a FIFO)
    import stat
    import threading
    fifo = tmp_path / "pipe"
    os.mkfifo(fifo)
    got = []
    reader = threading.Thread(target=lambda: got.append(fifo.read_text()))
    reader.start()
    code, out, _ = run(capsys, "check", "prog.c", "--format", "json", "-o", str(fifo))
    reader.join(10)
    assert code == 1 and out == ""
    assert json.loads(got[0])["findings"]
    assert stat.S_ISFIFO(fifo.stat().st_mode)
    assert leftovers(tmp_path) == []


def test_output_through_a_symbolic_link_keeps_the_link(fake, capsys, tmp_path):
    (tmp_path / "reports").mkdir()
    target = tmp_path / "reports" / "latest.json"
    target.write_text("old")
    (tmp_path / "report.json").symlink_to(target)
    run(capsys, "check", "prog.c", "--format", "json", "-o", "report.json")
    assert (tmp_path / "report.json").is_symlink()
    assert json.loads(target.read_text())["findings"]


# ---- colour

def test_colour_on_a_terminal_only(fake, monkeypatch):
    monkeypatch.setattr(sys, "stdout", Terminal())
    cli.main(["check", "prog.c"])
    assert "\033[1;31merror:" in sys.stdout.getvalue()

    monkeypatch.setenv("NO_COLOR", "1")
    monkeypatch.setattr(sys, "stdout", Terminal())
    cli.main(["check", "prog.c"])
    assert "\033[" not in sys.stdout.getvalue()

    monkeypatch.delenv("NO_COLOR")
    monkeypatch.setattr(sys, "stdout", io.StringIO())
    cli.main(["check", "prog.c"])
    assert "\033[" not in sys.stdout.getvalue()


def test_no_color_empty_means_unset(monkeypatch):
    monkeypatch.setenv("NO_COLOR", "")
    assert cli._wants_colour(Terminal())


# ---- -j

fork_only = pytest.mark.skipif(multiprocessing.get_start_method() != "fork",
                               reason="the fake pipeline reaches workers only through fork")


@fork_only
def test_parallel_text_equals_sequential(fake, capsys):
    _, out1, _ = run(capsys, "check", "prog.c", "-j", "1", "-v")
    _, out2, _ = run(capsys, "check", "prog.c", "-j", "3", "-v")
    strip = lambda text: text.rsplit(",", 1)[0]  # the summary's last field is the time
    assert strip(out1) == strip(out2)


@fork_only
def test_parallel_worker_crash_is_an_internal_error(fake, capsys):
    fake.fail_with = RuntimeError("boom in worker")
    code, out, err = run(capsys, "check", "prog.c", "-j", "2")
    assert code == 3 and out == ""
    assert err.count("\n") == 1 and "boom in worker" in err


class _InlinePool:
    """A ProcessPoolExecutor stand-in running jobs at submit time (keeps the progress test fast)."""

    def __init__(self, max_workers=None, initializer=None, initargs=()):
        handler = signal.getsignal(signal.SIGINT)
        try:
            initializer(*initargs)
        finally:
            signal.signal(signal.SIGINT, handler)    # this "worker" is the test process

    def submit(self, fn, *args):
        import concurrent.futures
        future = concurrent.futures.Future()
        future.set_result(fn(*args))
        return future

    def shutdown(self, wait=True, cancel_futures=False):
        pass


# ---- sources: one program from all the files

def test_directories_mean_their_c_files_sorted_as_named(fake, capsys, tmp_path):
    d = tmp_path / "proj"
    (d / "sub").mkdir(parents=True)
    for name in ("b.c", "a.c", "sub/c.c", "x.h", "notes.txt"):
        (d / name).write_text("\n")
    run(capsys, "check", "proj", "prog.c", "proj/a.c", "./prog.c")
    assert len(fake.loaded) == 1
    paths, _ = fake.loaded[0]
    assert paths == ["proj/a.c", "proj/b.c", "proj/sub/c.c", "prog.c"]


def test_frontend_options_from_the_command_line(fake, capsys, tmp_path):
    (tmp_path / "inc").mkdir()
    run(capsys, "check", "prog.c", "-I", "inc", "-D", "N=4", "-D", "DEBUG", "-U", "NDEBUG",
        "--machine", "ilp32", "--no-config")
    _, options = fake.loaded[0]
    assert options == FrontendOptions(include_dirs=("inc",), defines=("N=4", "DEBUG"),
                                      undefines=("NDEBUG",), machine="ilp32")


# ---- [tool.absint] and the command line over it

def test_pyproject_settings_apply_and_the_command_line_wins(fake, capsys, tmp_path):
    (tmp_path / "inc").mkdir()
    (tmp_path / "more").mkdir()
    (tmp_path / "pyproject.toml").write_text(
        '[tool.absint]\nformat = "json"\nfail-on = "none"\ninclude-dirs = ["inc"]\n'
        'defines = ["N=1"]\nmachine = "ilp32"\nentry = "g"\n')
    work = tmp_path / "work"
    work.mkdir()
    (work / "prog.c").write_text("\n")
    os.chdir(work)      # the nearest pyproject.toml is in a parent directory
    code, out, _ = run(capsys, "check", "prog.c", "-I", "../more", "-D", "N=2")
    assert code == 0                               # fail-on none
    assert json.loads(out)["findings"][0]["function"] == "g"   # entry g: only g analysed
    _, options = fake.loaded[-1]
    assert options.include_dirs == (str(tmp_path / "inc"), "../more")
    assert options.defines == ("N=1", "N=2")
    assert options.machine == "ilp32"

    code, out, _ = run(capsys, "check", "prog.c", "--format", "text", "--fail-on", "warning",
                       "--machine", "lp64", "--entry", "f")
    assert code == 1 and out.startswith("prog.c:4:9: error:")
    assert fake.loaded[-1][1].machine == "lp64"

    code, out, _ = run(capsys, "check", "prog.c", "--no-config")
    assert code == 1 and "warning:" in out and "error:" in out


# ---- the installed entry points, end to end in a fresh process (no analyzer needed)

def test_python_dash_m_error_path_keeps_stdout_clean(tmp_path):
    result = subprocess.run([sys.executable, "-m", "absint", "check", "--format", "json",
                             "missing.c"], cwd=tmp_path, capture_output=True, text=True,
                            env={**os.environ, "PYTHONPATH": _repo_root()}, timeout=60)
    assert result.returncode == 2
    assert result.stdout == ""
    assert result.stderr == "absint: error: no such file or directory: missing.c\n"


def test_python_dash_m_version(tmp_path):
    result = subprocess.run([sys.executable, "-m", "absint", "--version"], cwd=tmp_path,
                            capture_output=True, text=True,
                            env={**os.environ, "PYTHONPATH": _repo_root()}, timeout=60)
    assert result.returncode == 0 and result.stdout.startswith("absint ")
    assert "(simd: " in result.stdout


def _repo_root():
    return os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))