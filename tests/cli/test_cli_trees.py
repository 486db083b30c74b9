"""Directories as real trees: --exclude (and `exclude` in [tool.absint]); a file that cannot be
preprocessed or parsed is reported in one line and the rest analysed; exit 2 only if nothing could
be."""
import json

import pytest

from cli_fakes import run

GOOD = "int t[4];\nint main(void) {\n    t[4] = 1;\n    return 0;\n}\n"
HELPER = "int h[2];\nint helper(void) { return h[1]; }\n"


@pytest.fixture
def tree(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    monkeypatch.setenv("NO_COLOR", "1")
    root = tmp_path / "proj"
    (root / "contrib" / "minizip").mkdir(parents=True)
    (root / "platform").mkdir()
    (root / "main.c").write_text(GOOD)
    (root / "helper.c").write_text(HELPER)
    (root / "platform" / "win32.c").write_text('#include "windows_only.h"\nint w;\n')
    (root / "contrib" / "minizip" / "zip.c").write_text("int broken( {\n")
    (root / "contrib" / "minizip" / "ioapi.h").write_text('\n#include "absint_no_zlib.h"\n')
    (root / "contrib" / "minizip" / "ioapi.c").write_text('#include "ioapi.h"\nint io;\n')
    return tmp_path


def test_unparsable_files_are_reported_and_skipped(tree, capsys):
    code, out, err = run(capsys, "check", "proj", "--format", "json")
    doc = json.loads(out)
    assert code == 1                       # the findings of the rest decide
    skipped = err.splitlines()
    assert len(skipped) == 3 and all(line.startswith("absint: skipped: ") for line in skipped)
    assert any("proj/platform/win32.c:1:" in line and "windows_only.h" in line for line in skipped)
    assert any("proj/contrib/minizip/zip.c:1:" in line for line in skipped)
    # stopped in a header: the line names the file left out, then where it stopped
    assert "absint: skipped: proj/contrib/minizip/ioapi.c: proj/contrib/minizip/ioapi.h:2:10: " \
        "absint_no_zlib.h: No such file or directory" in skipped
    assert doc["stats"]["skipped_files"] == 3 and doc["stats"]["files"] == 2
    assert [(f["file"], f["line"]) for f in doc["findings"]] == [("proj/main.c", 3)]
    errors = [d for d in doc["diagnostics"] if d["level"] == "error"]
    assert {(d["file"], d["line"]) for d in errors} == {("proj/platform/win32.c", 1),
                                                       ("proj/contrib/minizip/zip.c", 1),
                                                       ("proj/contrib/minizip/ioapi.h", 2)}
    # text: the report says it (once), the summary counts it
    code, out, err = run(capsys, "check", "proj")
    assert err == "" and "3 files not analysed" in out.splitlines()[-1]
    assert "proj/platform/win32.c:1:" in out


def test_exclude_on_the_command_line_and_in_the_config(tree, capsys):
    code, out, err = run(capsys, "check", "proj", "--exclude", "contrib", "--exclude",
                         "platform/*.c", "--format", "json")
    doc = json.loads(out)
    assert code == 1 and err == "" and doc["stats"]["files"] == 2
    assert doc["stats"]["skipped_files"] == 0
    (tree / "pyproject.toml").write_text('[tool.absint]\nexclude = ["contrib", "win32.c"]\n')
    code, out, err = run(capsys, "check", "proj", "--format", "json")
    assert code == 1 and err == "" and json.loads(out)["stats"]["files"] == 2
    # an excluded file named on the command line (as pre-commit passes them) is left out too
    code, out, err = run(capsys, "check", "proj/platform/win32.c")
    assert code == 0 and "every named file is excluded" in err
    # a directory left with nothing: likely an exclude too wide, said so
    code, _, err = run(capsys, "check", "proj/contrib", "--exclude", "minizip")
    assert code == 2 and "no .c files in directory: proj/contrib (every one is excluded)" in err
    (tree / "pyproject.toml").write_text('[tool.absint]\nexclude = "contrib"\n')
    code, _, err = run(capsys, "check", "proj")
    assert code == 2 and "exclude must be a list of strings" in err


def test_exit_2_only_when_nothing_could_be_analysed(tree, capsys):
    code, out, err = run(capsys, "check", "proj/platform", "proj/contrib", "--format", "json")
    assert code == 2 and out == ""
    assert err.startswith("absint: error: ") and err.count("\n") == 1
