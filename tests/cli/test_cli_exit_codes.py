"""Every exit code of `absint`, with the one-line-on-stderr rule for the failing ones."""
import sys

import pytest

import absint
import absint.frontend
from absint import cli
import cli_fakes
from cli_fakes import run


@pytest.fixture
def fake(monkeypatch, tmp_path):
    monkeypatch.chdir(tmp_path)
    (tmp_path / "prog.c").write_text("int main(void) { return 0; }\n")
    return cli_fakes.install(monkeypatch)


def assert_one_error_line(err, *fragments):
    lines = err.splitlines()
    assert len(lines) == 1, err
    assert lines[0].startswith("absint: error: ")
    assert "Traceback" not in err
    for fragment in fragments:
        assert fragment in lines[0]


# ---- 0 and 1: findings against --fail-on

def test_errors_and_warnings_exit_1(fake, capsys):
    code, out, err = run(capsys, "check", "prog.c")
    assert code == 1
    assert "prog.c:4:9: error:" in out and "prog.c:8:9: warning:" in out
    assert err == ""


def test_all_safe_exits_0(fake, capsys):
    fake.plan = {"f": "safe", "g": "unreachable"}
    code, out, _ = run(capsys, "check", "prog.c")
    assert code == 0
    assert "error" not in out.replace("0 errors", "")


@pytest.mark.parametrize("plan, fail_on, expected", [
    ({"f": "warning"}, "warning", 1),
    ({"f": "warning"}, "error", 0),
    ({"f": "error"}, "error", 1),
    ({"f": "error"}, "none", 0),
    ({"f": "safe"}, "warning", 0),
])
def test_fail_on(fake, capsys, plan, fail_on, expected):
    fake.plan = plan
    code, _, _ = run(capsys, "check", "prog.c", "--fail-on", fail_on)
    assert code == expected


def test_unsupported_alone_does_not_fail(fake, capsys):
    fake.plan = {"f": "safe"}
    fake.diagnostics = (cli_fakes.UNSUPPORTED,)
    code, out, _ = run(capsys, "check", "prog.c")
    assert code == 0
    assert "prog.c:2: unsupported: inline assembly" in out
    assert "1 unsupported construct" in out


# ---- 2: input that cannot be analysed, options that are wrong

@pytest.mark.parametrize("argv, fragment", [
    (["check", "missing.c"], "no such file or directory: missing.c"),
    (["check", "prog.c", "--machine", "pdp11"], "--machine"),
    (["check", "prog.c", "-j", "-1"], "-j"),
    (["check", "prog.c", "-j", "two"], "-j"),
    (["check", "prog.c", "--format", "xml"], "--format"),
    (["check", "prog.c", "--fail-on", "panic"], "--fail-on"),
    (["check", "prog.c", "-D", "1X=2"], "-D"),
    (["check", "prog.c", "-U", "A-B"], "-U"),
    (["check", "prog.c", "-I", "no/such/dir"], "-I"),
    (["check", "prog.c", "--entry", "nosuch"], "nosuch"),
    (["check", "prog.c", "-o", "no/such/dir/out.json"], "-o"),
    (["check", "prog.c", "-q", "-v"], "-q"),
    (["check", "prog.c", "--frobnicate"], "--frobnicate"),
    (["check"], "required"),
    (["lint", "prog.c"], "lint"),
    ([], "missing command"),
])
def test_bad_options_and_inputs_exit_2(fake, capsys, argv, fragment):
    code, out, err = run(capsys, *argv)
    assert code == 2
    assert out == ""
    assert_one_error_line(err, fragment)


def test_empty_directory_exits_2(fake, capsys, tmp_path):
    (tmp_path / "empty").mkdir()
    code, _, err = run(capsys, "check", "empty")
    assert code == 2
    assert_one_error_line(err, "no .c files")


def test_frontend_error_exits_2_with_its_one_line(monkeypatch, capsys, tmp_path):
    """The real _load_program wrapper turns the front end's FrontendError into exit 2."""
    monkeypatch.chdir(tmp_path)
    (tmp_path / "bad.c").write_text("int main( {\n")

    class FrontendError(Exception):
        pass

    def load_program(paths, options):
        raise FrontendError("bad.c:1:11: syntax error before '{'")

    monkeypatch.setattr(absint.frontend, "FrontendError", FrontendError, raising=False)
    monkeypatch.setattr(absint.frontend, "load_program", load_program, raising=False)
    code, out, err = run(capsys, "check", "bad.c", "--format", "json")
    assert code == 2 and out == ""
    assert err == "absint: error: bad.c:1:11: syntax error before '{'\n"


def test_bad_pyproject_exits_2(fake, capsys, tmp_path):
    (tmp_path / "pyproject.toml").write_text("[tool.absint]\njobs = 'many'\n")
    code, _, err = run(capsys, "check", "prog.c")
    assert code == 2
    assert_one_error_line(err, "jobs")
    (tmp_path / "pyproject.toml").write_text("[tool.absint\n")
    code, _, err = run(capsys, "check", "prog.c")
    assert code == 2
    assert_one_error_line(err, "invalid TOML")


# ---- 3, 130: internal errors and interrupts

def test_internal_error_is_one_line_exit_3(fake, capsys):
    fake.fail_with = RuntimeError("widening went wrong\nsecond line")
    code, out, err = run(capsys, "check", "prog.c")
    assert code == 3 and out == ""
    assert_one_error_line(err, "internal error: RuntimeError: widening went wrong", "--debug")


def test_debug_shows_the_traceback(fake, capsys):
    fake.fail_with = RuntimeError("widening went wrong")
    code, _, err = run(capsys, "check", "--debug", "prog.c")
    assert code == 3
    assert "Traceback (most recent call last)" in err
    assert err.splitlines()[-1].startswith("absint: error: internal error: RuntimeError")


def test_keyboard_interrupt_is_quiet_130(fake, capsys):
    fake.fail_with = KeyboardInterrupt()
    code, out, err = run(capsys, "check", "prog.c")
    assert (code, out, err) == (130, "", "")


def test_debug_verifies_the_ir(fake, capsys, monkeypatch):
    monkeypatch.setattr(cli, "_verify_program", lambda program: ["f: node 3 has no successor"])
    code, out, err = run(capsys, "check", "--debug", "prog.c")
    assert code == 3 and out == ""
    assert "absint: debug: IR: f: node 3 has no successor" in err
    monkeypatch.setattr(cli, "_verify_program", lambda program: [])
    code, _, _ = run(capsys, "check", "--debug", "prog.c")
    assert code == 1


# ---- the other commands

def test_version(capsys, monkeypatch):
    monkeypatch.setattr(cli, "simd_kernel", lambda: "avx2")
    code, out, err = run(capsys, "--version")
    assert code == 0 and err == ""
    assert out == f"absint {absint.__version__} (simd: avx2)\n"


def test_simd_kernel_never_raises():
    assert isinstance(cli.simd_kernel(), str) and cli.simd_kernel()


def test_help_exits_0(capsys):
    code, out, _ = run(capsys, "check", "--help")
    assert code == 0 and "--fail-on" in out


def test_ir_prints_the_program(fake, capsys, monkeypatch):
    monkeypatch.setattr(cli, "_format_program", lambda program: "func f():\n  ret")
    code, out, err = run(capsys, "ir", "prog.c", "-D", "N=3", "--machine", "ilp32")
    assert (code, out, err) == (0, "func f():\n  ret\n", "")
    paths, options = fake.loaded[-1]
    assert paths == ["prog.c"] and options.defines == ("N=3",) and options.machine == "ilp32"


def test_main_reads_sys_argv(fake, capsys, monkeypatch):
    monkeypatch.setattr(sys, "argv", ["absint", "check", "prog.c", "--fail-on", "none"])
    assert cli.main() == 0


@pytest.mark.parametrize("value", ["bogus", "AVX1024"])
def test_unknown_simd_kernel_is_a_usage_error(fake, capsys, monkeypatch, value):
    monkeypatch.setenv("ABSINT_SIMD", value)
    code, out, err = run(capsys, "check", "prog.c")
    assert code == 2 and out == ""
    assert_one_error_line(err, "ABSINT_SIMD", value.lower())


@pytest.mark.parametrize("argv", [["--debug", "check", "prog.c"], ["check", "--debug", "prog.c"]])
def test_debug_is_accepted_before_or_after_the_command(fake, capsys, argv):
    fake.fail_with = RuntimeError("boom")
    code, _, err = run(capsys, *argv)
    assert code == 3
    assert "Traceback" in err and "RuntimeError: boom" in err
