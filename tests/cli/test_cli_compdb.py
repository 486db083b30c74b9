"""`absint check -p BUILD_DIR` / `--compile-commands FILE`: files and flags from a compilation
database, as CMake writes it (generated here by the real cmake) and as Bear writes it (both shapes:
`arguments` and `command`), with per-translation-unit programs by default and --whole-program."""
import json
import shlex
import shutil
import subprocess

import pytest

from cli_fakes import run

HEADER = """\
#ifndef CFG_H
#define CFG_H
#ifndef TABLE_SIZE
#error TABLE_SIZE must come from the build
#endif
int fill(int *t, int n);
static inline int last(const int *t, int n) { return t[n - 1]; }
#endif
"""

LIB = """\
#include "cfg.h"
int fill(int *t, int n) {
    int i;
    for (i = 0; i < n; i++)
        t[i] = i;
    return n;
}
"""

MAIN = """\
#include "cfg.h"
int table[TABLE_SIZE];
int main(void) {
    fill(table, TABLE_SIZE + 1);
    return last(table, TABLE_SIZE);
}
"""

CMAKELISTS = """\
cmake_minimum_required(VERSION 3.10)
project(demo C)
add_executable(demo src/main.c src/lib.c)
target_include_directories(demo PRIVATE include)
target_compile_definitions(demo PRIVATE TABLE_SIZE=8)
set_property(TARGET demo PROPERTY C_STANDARD 99)
"""


@pytest.fixture
def cwd(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    monkeypatch.delenv("NO_COLOR", raising=False)
    return tmp_path


def write_project(root):
    (root / "src").mkdir()
    (root / "include").mkdir()
    (root / "include" / "cfg.h").write_text(HEADER)
    (root / "src" / "lib.c").write_text(LIB)
    (root / "src" / "main.c").write_text(MAIN)


@pytest.fixture(scope="module")
def cmake_project(tmp_path_factory):
    cmake = shutil.which("cmake")
    if cmake is None:
        pytest.skip("cmake is not installed: the CMake-written database cannot be generated")
    root = tmp_path_factory.mktemp("cmake")
    write_project(root)
    (root / "CMakeLists.txt").write_text(CMAKELISTS)
    result = subprocess.run([cmake, "-S", str(root), "-B", str(root / "build"),
                             "-DCMAKE_EXPORT_COMPILE_COMMANDS=ON"], capture_output=True, text=True,
                            timeout=120)
    if result.returncode != 0:
        pytest.skip(f"cmake could not configure a C project here: {result.stderr.strip()[:200]}")
    return root


def test_cmake_database_gives_files_includes_defines_and_std(cmake_project, capsys, monkeypatch):
    monkeypatch.chdir(cmake_project)
    entries = json.loads((cmake_project / "build" / "compile_commands.json").read_text())
    assert all("command" in e for e in entries)          # CMake's shape: one shell string
    # without the build's flags the header refuses to compile: the database's -I and -D are used
    code, _, err = run(capsys, "check", "src/main.c")
    assert code == 2 and "No such file" in err
    code, out, err = run(capsys, "check", "-p", "build", "--format", "json")
    doc = json.loads(out)
    assert code == 1, err
    assert doc["stats"]["files"] == 2 and doc["stats"]["skipped_files"] == 0
    # default: each unit with the files defining what it calls. fill() is judged in its own
    # program under its contract (safe) and in main.c's (fails for i == 8): a warning that says so
    [finding] = doc["findings"]
    assert (finding["file"], finding["line"], finding["severity"]) == ("src/lib.c", 5, "warning")
    assert "some translation units" in finding["message"] and finding["witness"]["i"] == 8
    # all units as one program: closed under main, the access fails whenever reached
    code, out, _ = run(capsys, "check", "--compile-commands", "build/compile_commands.json",
                       "--whole-program", "--format", "json")
    [finding] = json.loads(out)["findings"]
    assert code == 1 and (finding["line"], finding["severity"]) == (5, "error")
    # the header's access, named as a user would (the database's -I is absolute), judged safe in
    # main.c's program and unreached in lib.c's: safe
    code, out, _ = run(capsys, "check", "-p", "build", "-vv")
    assert "include/cfg.h:7:54: note: read of 't' is safe" in out
    assert str(cmake_project) not in out
    # a named path selects the units below it; what they call still comes from the database
    code, out, _ = run(capsys, "check", "-p", "build", "src/lib.c", "--format", "json")
    doc = json.loads(out)
    assert code == 0 and doc["stats"]["files"] == 1 and doc["findings"] == []
    code, out, _ = run(capsys, "check", "-p", "build", "src/main.c", "--format", "json")
    doc = json.loads(out)
    assert doc["stats"]["files"] == 1
    assert [(f["file"], f["line"], f["severity"]) for f in doc["findings"]] == [
        ("src/lib.c", 5, "error")]                         # fill() judged from main.c's call


def test_explain_with_the_database_sees_what_check_sees(cmake_project, capsys, monkeypatch):
    monkeypatch.chdir(cmake_project)
    code, out, err = run(capsys, "explain", "-p", "build", "src/lib.c:5")
    assert code == 0, err
    assert out.startswith("src/lib.c:5:9: warning: write of 't' in fill")
    assert "context 1 of 2: analysed in 'main': error" in out and "main calls fill" in out
    assert "context 2 of 2: analysed in 'fill': safe" in out
    code, _, err = run(capsys, "explain", "-p", "build", "include/cfg.h:7")
    assert code == 2 and "not a unit of build/compile_commands.json" in err
    code, out, _ = run(capsys, "explain", "-p", "build", "include/cfg.h:7", "src/main.c")
    assert code == 0 and out.startswith("include/cfg.h:7:54: safe: read of 't' in last")
    assert out.count("include/cfg.h:7:54:") == 1        # one access, however many copies


def test_cmake_std_reaches_the_preprocessor(cmake_project, capsys, monkeypatch):
    monkeypatch.chdir(cmake_project)
    (cmake_project / "src" / "std.c").write_text(
        "#if __STDC_VERSION__ != 199901L\n#error not C99\n#endif\nint main(void) { return 0; }\n")
    entries = json.loads((cmake_project / "build" / "compile_commands.json").read_text())
    entry = dict(entries[0], file=str(cmake_project / "src" / "std.c"))
    entry["command"] = entry["command"].replace("src/main.c", "src/std.c")
    (cmake_project / "std.json").write_text(json.dumps([entry]))
    code, _, err = run(capsys, "check", "--compile-commands", "std.json")
    assert code == 0, err
    entry["command"] = entry["command"].replace("-std=gnu99", "-std=c11")
    (cmake_project / "std.json").write_text(json.dumps([entry]))
    code, _, err = run(capsys, "check", "--compile-commands", "std.json")
    assert code == 2 and "not C99" in err


M32 = """\
char b[8];
int main(void) {
    b[sizeof(long) + 3] = 1;
#ifdef WITH_BUG
    b[8] = 1;
#endif
#ifdef REMOVED
#error -U must win over the -D before it
#endif
    return 0;
}
#ifndef FORCED
#error -include config.h was not applied
#endif
"""


def bear_database(root, shape: str):
    """A database as Bear writes it (`arguments`), or in the `command` shape with shell quoting:
    relative `directory`, relative -I, -D with a quoted value, -U, -include, -m32, a C++ file."""
    (root / "proj" / "inc dir").mkdir(parents=True)
    (root / "proj" / "inc dir" / "name.h").write_text("#define NAME_LEN sizeof(NAME)\n")
    (root / "proj" / "m32.c").write_text('#include "name.h"\n' + M32)
    (root / "proj" / "config.h").write_text("#define FORCED 1\n")
    (root / "proj" / "other.cpp").write_text("int x;\n")
    arguments = ["gcc", "-c", "-m32", "-I", "inc dir", "-DNAME=\"demo\"", "-DREMOVED", "-UREMOVED",
                 "-include", "config.h", "-o", "m32.o", "m32.c"]
    entries = [{"directory": "proj", "file": "m32.c", "arguments": arguments},
               {"directory": "proj", "file": "other.cpp",
                "arguments": ["g++", "-c", "other.cpp"]}]
    if shape == "command":
        for e in entries:
            e["command"] = shlex.join(e.pop("arguments"))
    (root / "compile_commands.json").write_text(json.dumps(entries))


@pytest.mark.parametrize("shape", ["arguments", "command"])
def test_bear_database_both_shapes(cwd, capsys, shape):
    bear_database(cwd, shape)
    # -m32: sizeof(long) == 4, so b[7] is in bounds (lp64 would make it b[11])
    code, out, err = run(capsys, "check", "-p", ".", "--format", "json", "-v")
    doc = json.loads(out)
    assert code == 0, (out, err)
    assert doc["stats"]["files"] == 1 and doc["stats"]["accesses"] == 1
    assert "other.cpp: not a C file" in err          # the C++ entry is left out, said with -v
    code, out, _ = run(capsys, "check", "-p", ".", "--machine", "lp64", "--format", "json")
    assert code == 1 and [f["line"] for f in json.loads(out)["findings"]] == [4]
    # the command line's -D adds to the database's
    code, out, _ = run(capsys, "check", "-p", ".", "-D", "WITH_BUG", "--format", "json")
    assert code == 1 and [f["line"] for f in json.loads(out)["findings"]] == [6]


def test_database_written_by_bear(cwd, capsys):
    bear = shutil.which("bear")
    if bear is None:
        pytest.skip("bear is not installed: the Bear-shaped databases above stand in for it")
    (cwd / "inc").mkdir()
    (cwd / "inc" / "n.h").write_text("#define N sizeof(long)\n")
    (cwd / "a.c").write_text('#include "n.h"\nchar t[8];\nint main(void) {\n'
                             "    t[N + 3] = 1;\n#ifdef WITH_BUG\n    t[8] = 1;\n#endif\n"
                             "    return 0;\n}\n")
    cc = shutil.which("cc") or shutil.which("gcc")
    # -fsyntax-only: no assembler or 32-bit libraries needed for -m32
    result = subprocess.run([bear, "--", cc, "-m32", "-fsyntax-only", "-Iinc", "-DWITH_BUG",
                             "a.c"], capture_output=True, text=True, timeout=120)
    entries = json.loads((cwd / "compile_commands.json").read_text()) \
        if (cwd / "compile_commands.json").exists() else []
    if not entries:
        pytest.skip(f"bear recorded nothing here: {result.stderr.strip()[:200]}")
    assert "arguments" in entries[0]                      # Bear's shape
    code, out, err = run(capsys, "check", "-p", ".", "--format", "json")
    # -m32: t[4 + 3] is in bounds, t[8] (WITH_BUG from -D) is not
    assert code == 1, err
    assert [(f["file"], f["line"]) for f in json.loads(out)["findings"]] == [("a.c", 6)]


def test_a_unit_gets_the_objects_defined_in_other_units(cwd, capsys):
    (cwd / "use.c").write_text("extern int table[];\nint get(void) { return table[8]; }\n")
    (cwd / "def.c").write_text("int table[8];\n")
    (cwd / "compile_commands.json").write_text(json.dumps(
        [{"directory": ".", "file": f, "arguments": ["cc", "-c", f]} for f in ("use.c", "def.c")]))
    code, out, _ = run(capsys, "check", "-p", ".", "--format", "json")
    # def.c is in use.c's program: table has 8 elements, table[8] always fails
    assert code == 1
    assert [(f["line"], f["severity"]) for f in json.loads(out)["findings"]] == [(2, "error")]


@pytest.mark.parametrize("content, fragment", [
    (None, "no compilation database"),
    ("{not json", "not a JSON compilation database"),
    ('{"a": 1}', "JSON list"),
    ('[{"file": "a.c"}]', "needs 'directory' and 'file'"),
    ('[{"directory": ".", "file": "a.c", "command": "gcc \\"unterminated"}]', "cannot split"),
    ('[{"directory": ".", "file": "a.cpp", "command": "g++ a.cpp"}]', "no C file to analyse"),
])
def test_bad_databases_exit_2_with_one_line(cwd, capsys, content, fragment):
    if content is not None:
        (cwd / "compile_commands.json").write_text(content)
    code, out, err = run(capsys, "check", "-p", ".")
    assert code == 2 and out == ""
    assert err.startswith("absint: error: ") and err.count("\n") == 1 and fragment in err


def test_a_unit_that_cannot_be_parsed_is_skipped(cwd, capsys):
    (cwd / "a.c").write_text("int t[2];\nint main(void) { t[2] = 0; return 0; }\n")
    (cwd / "compile_commands.json").write_text(json.dumps(
        [{"directory": ".", "file": f, "arguments": ["cc", "-c", f]} for f in ("gone.c", "a.c")]))
    for extra in ([], ["--whole-program"]):
        code, out, err = run(capsys, "check", "-p", ".", "--format", "json", *extra)
        doc = json.loads(out)
        assert code == 1 and [f["line"] for f in doc["findings"]] == [2], (extra, err)
        assert doc["stats"]["skipped_files"] == 1 and "gone.c: No such file" in err


def test_named_files_all_excluded_is_nothing_to_do(cwd, capsys):
    (cwd / "vendor").mkdir()
    (cwd / "vendor" / "v.c").write_text("int t[2];\nint main(void) { t[2] = 0; return 0; }\n")
    (cwd / "compile_commands.json").write_text(json.dumps(
        [{"directory": ".", "file": "vendor/v.c", "arguments": ["cc", "-c", "vendor/v.c"]}]))
    code, _, err = run(capsys, "check", "-p", ".", "--exclude", "vendor", "vendor/v.c")
    assert code == 0 and "every named file is excluded" in err
    code, _, err = run(capsys, "check", "-p", ".", "--exclude", "vendor")
    assert code == 2 and "no C file to analyse (after --exclude)" in err


def test_whole_program_needs_a_database(cwd, capsys):
    (cwd / "a.c").write_text("int main(void) { return 0; }\n")
    code, _, err = run(capsys, "check", "a.c", "--whole-program")
    assert code == 2 and "needs a compilation database" in err
