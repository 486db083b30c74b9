"""absint.project's pieces on their own: exclude patterns, database entries, suppression comments,
baseline keys, program plans."""
import json
import os

import pytest

from absint.config import FrontendOptions
from absint.project.baseline import expression_at, finding_keys
from absint.project.compdb import DatabaseError, load_database, parse_entry
from absint.project.programs import ProgramPlan, UnitIndex, plan_programs
from absint.project.sources import excluded
from absint.project.suppressions import scan_text
from absint.report.model import Access


@pytest.mark.parametrize("path, patterns, expected", [
    ("zlib/contrib/minizip/zip.c", ["contrib"], True),
    ("zlib/contrib/minizip/zip.c", ["minizip/*.c"], True),
    ("zlib/contrib/minizip/zip.c", ["contrib/*.c"], True),      # `*` crosses `/` (fnmatch)
    ("zlib/inflate.c", ["contrib"], False),
    ("zlib/inflate.c", ["*_test.c"], False),
    ("src/net_test.c", ["*_test.c"], True),
    ("./old/x.c", ["./old/x.c"], True),
    ("src/contribution.c", ["contrib"], False),                # whole components only
    ("src/a.c", [], False),
])
def test_exclude_patterns(path, patterns, expected):
    assert excluded(path, patterns) is expected


def test_database_entry_flags(tmp_path):
    entry = {"directory": str(tmp_path), "file": "src/a.c",
             "command": "ccache gcc -c -Iinc -I /abs/inc -isystem sys -iquote q -DX=\"a b\" -D Y "
                        "-UZ -std=c11 -m32 -include cfg.h -o a.o src/a.c"}
    unit = parse_entry(entry, str(tmp_path), "entry 0")
    j = lambda *p: os.path.normpath(os.path.join(str(tmp_path), *p))  # noqa: E731
    assert unit.include_dirs == (j("inc"), "/abs/inc", j("sys"), j("q"))
    assert unit.defines == ("X=a b", "Y") and unit.undefines == ("Z",)
    assert unit.std == "c11" and unit.machine == "ilp32" and unit.forced_includes == ("cfg.h",)
    options = unit.options(FrontendOptions(defines=("CLI",), machine="lp64"), None)
    assert options.defines == ("X=a b", "Y", "CLI") and options.machine == "ilp32"
    assert unit.options(FrontendOptions(), "lp64").machine == "lp64"     # --machine wins
    assert parse_entry({"directory": ".", "file": "a.cpp", "arguments": ["g++", "a.cpp"]},
                       str(tmp_path), "e") is None
    assert parse_entry({"directory": ".", "file": "a.inc", "arguments": ["gcc", "-x", "c",
                                                                          "a.inc"]},
                       str(tmp_path), "e") is not None


def test_database_takes_a_file_once(tmp_path, monkeypatch):
    monkeypatch.chdir(tmp_path)
    entries = [{"directory": ".", "file": "a.c", "arguments": ["cc", "-DSTATIC", "a.c"]},
               {"directory": ".", "file": "./a.c", "arguments": ["cc", "-DSHARED", "a.c"]}]
    (tmp_path / "compile_commands.json").write_text(json.dumps(entries))
    database = load_database("compile_commands.json")
    assert [(u.file, u.defines) for u in database.units] == [("a.c", ("STATIC",))]
    assert database.skipped == (("a.c", "listed again (the first entry's flags are used)"),)
    (tmp_path / "compile_commands.json").write_text('[{"directory": 1, "file": "a.c"}]')
    with pytest.raises(DatabaseError, match="entry 0: needs 'directory'"):
        load_database("compile_commands.json")


def test_suppression_comments():
    text = ('a[i] = 1; // absint: ignore[array-bounds] checked by the caller\n'
            'char *s = "// absint: ignore[array-bounds] in a string";\n'
            '/* absint: ignore[array-bounds,array-bounds] two\n   lines */\n'
            'b[j] = 2;\n'
            '// absint:ignore[array-bounds]\n')
    found = scan_text(text, "x.c")
    assert [(s.line, s.covers, s.reason, s.problem == "") for s in found] == [
        (1, 1, "checked by the caller", True), (3, 5, "two lines", True), (6, 7, "", False)]


@pytest.mark.parametrize("line, column, expected", [
    ("    buf[i] = 0;", 5, "buf[i]"),
    ("    s->data[k + 1] = x;", 5, "s->data[k+1]"),
    ("    memcpy(d, s, sizeof(t[0]));", 5, "memcpy(d,s,sizeof(t[0]))"),
    ("    x = *p;", 9, "*p"),
    ("    m.rows[i][j]++;", 5, "m.rows[i][j]"),
    ("", 3, ""),
])
def test_access_expression_text(line, column, expected):
    assert expression_at(line, column) == expected


def test_baseline_keys_count_occurrences(tmp_path):
    source = tmp_path / "a.c"
    source.write_text("void f(int i) {\n  buf[i] = 0;\n  buf[i] = 0;\n}\n")

    def finding(line):
        return Access(site_id=line, file=str(source), line=line, column=3, function="f",
                      verdict="warning", array="buf", access="write", message="m")
    keys = finding_keys([finding(2), finding(3)], str(tmp_path))
    assert [(k["file"], k["expression"], k["occurrence"]) for k in keys] == [
        ("a.c", "buf[i]", 1), ("a.c", "buf[i]", 2)]


def test_program_plans():
    units = [UnitIndex("main.c", frozenset({"main"}), frozenset({"parse", "log"}), True),
             UnitIndex("parse.c", frozenset({"parse"}), frozenset({"lex"})),
             UnitIndex("lex.c", frozenset({"lex"}), frozenset()),
             UnitIndex("log.c", frozenset({"log"}), frozenset()),
             UnitIndex("tool.c", frozenset({"main", "lex"}), frozenset({"lex"}), True)]
    plans = {p.primary: p.files for p in plan_programs(units)}
    assert plans["main.c"] == ("main.c", "parse.c", "lex.c", "log.c")     # transitive, db order
    assert plans["parse.c"] == ("parse.c", "lex.c")
    assert plans["tool.c"] == ("tool.c",)      # it defines lex itself; main.c is never pulled in
    assert plan_programs(units, whole_program=True) == [
        ProgramPlan(("main.c", "parse.c", "lex.c", "log.c", "tool.c"))]


def _access(verdict, file="lib.c", message=""):
    return Access(site_id=1, file=file, line=5, column=9, function="fill", verdict=verdict,
                  array="t", access="write", message=message)


@pytest.mark.parametrize("verdicts, expected", [
    (["safe", "safe"], "safe"),
    (["safe", "unreachable"], "safe"),              # unreached in one program: the other decides
    (["error", "error"], "error"),
    (["error", "safe"], "warning"),                 # fails in some programs only
    (["warning", "error"], "warning"),
    (["incomplete", "safe"], "incomplete"),         # never safe when a program did not check it
    (["incomplete", "error"], "warning"),
])
def test_combining_an_access_across_programs(verdicts, expected):
    from absint.project.programs import combine_reports
    from absint.report.model import Report
    results = [(ProgramPlan(("lib.c",), f"p{n}.c"), Report(accesses=(_access(v, message="m"),)))
               for n, v in enumerate(verdicts)]
    [combined] = combine_reports(results, ["p0.c", "p1.c"]).accesses
    assert combined.verdict == expected
    if verdicts == ["error", "safe"]:
        assert combined.message == "m (in some translation units only)"


def test_relative_paths(tmp_path):
    from absint.project.programs import relative_paths
    from absint.report.model import Report
    report = Report(accesses=(_access("safe", file=str(tmp_path / "inc" / "a.h")),
                              _access("safe", file="/elsewhere/b.h"),
                              _access("safe", file="src/c.c")))
    files = [a.file for a in relative_paths(report, str(tmp_path)).accesses]
    assert files == [os.path.join("inc", "a.h"), "/elsewhere/b.h", "src/c.c"]


def test_index_of_a_unit(tmp_path):
    from absint.project.programs import index_unit
    (tmp_path / "u.c").write_text(
        "extern int table[];\nint counts[4];\nstatic int hidden;\ntypedef int T;\n"
        "int api(int i);\nstatic int helper(void) { return hidden; }\n"
        "int run(int i) { return api(i) + table[i] + helper(); }\n")
    index = index_unit(str(tmp_path / "u.c"), FrontendOptions())
    assert index.defined == {"counts", "run"} and not index.has_main
    assert {"api", "table", "helper"} <= index.used


def test_macro_order_of_an_entry_and_the_command_line(tmp_path):
    entry = {"directory": str(tmp_path), "file": "a.c",
             "arguments": ["cc", "-UA", "-DA=1", "-DB", "-UB", "-DC", "-UD", "a.c"]}
    unit = parse_entry(entry, str(tmp_path), "entry 0")
    assert unit.defines == ("A=1", "C") and unit.undefines == ("B", "D")
    # the command line's word is the last: -D D defines it, -U C undefines it
    options = unit.options(FrontendOptions(defines=("D=2",), undefines=("C",)))
    assert options.defines == ("A=1", "D=2") and options.undefines == ("B", "C")


def test_baseline_key_of_a_renamed_static_function(tmp_path):
    source = tmp_path / "a.c"
    source.write_text("static void f(int i) {\n  buf[i] = 0;\n}\n")
    plain, renamed = (Access(site_id=1, file=str(source), line=2, column=3, function=name,
                             verdict="warning", array="buf", access="write")
                      for name in ("f", "f<a.c>"))
    assert finding_keys([plain], str(tmp_path)) == finding_keys([renamed], str(tmp_path))


def test_which_line_a_block_comment_covers():
    text = ("/* absint: ignore[array-bounds] before code */ a[i] = 1;\n"
            "/* absint: ignore[array-bounds] over\n   two lines */ c[k] = 3;\n"
            "b = 1; /* absint: ignore[array-bounds] after code,\n   two lines */\n")
    assert [(s.line, s.covers) for s in scan_text(text, "x.c")] == [(1, 1), (2, 3), (4, 4)]
