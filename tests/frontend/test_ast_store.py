"""The front end across runs (--cache): a translation unit whose preprocessed text is unchanged is
not parsed again (its AST comes from the store, keyed by that text), an edit parses it again, and
a corrupted or foreign entry is ignored; the preprocessor runs for several files at once, with the
same program and the same first error as one file at a time."""
import glob
import os

import pytest

from absint.config import FrontendOptions
from absint.engine.cache import TaskCache, ir_hash
from absint.frontend import FrontendError, load_program
from absint.frontend import pipeline

A = """int g(int *a, int n);
int f(int *a, int n) { int i, s = 0; for (i = 0; i < n; i++) s += a[i]; return s + g(a, n); }
"""
B = """int g(int *a, int n) { return n > 0 ? a[n - 1] : 0; }
"""


def _files(tmp_path, a=A, b=B):
    (tmp_path / "a.c").write_text(a)
    (tmp_path / "b.c").write_text(b)
    return [str(tmp_path / "a.c"), str(tmp_path / "b.c")]


def _fingerprint(program):
    return {name: ir_hash(fn) for name, fn in program.functions.items()}


@pytest.fixture
def parses(monkeypatch):
    """The paths parse_text was called for."""
    seen = []
    real = pipeline.parse_text

    def counting(text, path):
        seen.append(os.path.basename(path))
        return real(text, path)
    monkeypatch.setattr(pipeline, "parse_text", counting)
    return seen


def test_an_unchanged_unit_is_not_parsed_again_and_lowers_the_same(tmp_path, parses):
    files = _files(tmp_path)
    store = TaskCache(str(tmp_path / "cache"))
    first = load_program(files, FrontendOptions(), store=store)
    assert sorted(parses) == ["a.c", "b.c"]
    parses.clear()
    again = load_program(files, FrontendOptions(), store=TaskCache(str(tmp_path / "cache")))
    assert parses == []
    assert _fingerprint(again) == _fingerprint(first)
    assert _fingerprint(again) == _fingerprint(load_program(files, FrontendOptions()))


def test_an_edit_parses_that_unit_again(tmp_path, parses):
    files = _files(tmp_path)
    load_program(files, FrontendOptions(), store=TaskCache(str(tmp_path / "cache")))
    parses.clear()
    _files(tmp_path, b=B.replace("a[n - 1]", "a[n - 2]"))
    edited = load_program(files, FrontendOptions(), store=TaskCache(str(tmp_path / "cache")))
    assert parses == ["b.c"]
    assert _fingerprint(edited) == _fingerprint(load_program(files, FrontendOptions()))


def test_options_that_change_the_text_change_the_key(tmp_path, parses):
    files = _files(tmp_path, a=A.replace("s + g", "SHIFT + s + g"))
    store = TaskCache(str(tmp_path / "cache"))
    one = load_program(files, FrontendOptions(defines=("SHIFT=1",)), store=store)
    parses.clear()
    two = load_program(files, FrontendOptions(defines=("SHIFT=2",)), store=store)
    assert parses == ["a.c"]
    assert _fingerprint(one) != _fingerprint(two)


@pytest.mark.parametrize("damage", ["truncate", "flip", "foreign"])
def test_a_corrupted_or_foreign_entry_is_ignored_and_rewritten(tmp_path, parses, damage):
    files = _files(tmp_path)
    directory = str(tmp_path / "cache")
    expected = _fingerprint(load_program(files, FrontendOptions(), store=TaskCache(directory)))
    entries = glob.glob(os.path.join(directory, "*", "*"))
    assert len(entries) == 2
    for path in entries:
        if damage == "foreign":       # a whole entry, of the right key, but not an AST
            key = os.path.basename(path)
            TaskCache(directory).put(key, {"not": "an AST"})
            continue
        data = open(path, "rb").read()
        with open(path, "wb") as f:
            f.write(data[:len(data) // 2] if damage == "truncate" else
                    data[:-10] + bytes(b ^ 0xFF for b in data[-10:]))
    parses.clear()
    store = TaskCache(directory)
    assert _fingerprint(load_program(files, FrontendOptions(), store=store)) == expected
    assert sorted(parses) == ["a.c", "b.c"]
    parses.clear()
    assert _fingerprint(load_program(files, FrontendOptions(), store=TaskCache(directory))) \
        == expected
    assert parses == []                # rewritten whole


def test_preprocessing_in_parallel_gives_the_first_error_in_order(tmp_path):
    files = _files(tmp_path)
    (tmp_path / "bad1.c").write_text("#include \"missing1.h\"\n")
    (tmp_path / "bad2.c").write_text("#include \"missing2.h\"\n")
    order = [files[0], str(tmp_path / "bad2.c"), str(tmp_path / "bad1.c"), files[1]]
    with pytest.raises(FrontendError, match="missing2.h"):
        load_program(order, FrontendOptions())
    skipped = []
    program = load_program(order, FrontendOptions(), on_error=lambda p, m: skipped.append(p))
    assert [os.path.basename(p) for p in skipped] == ["bad2.c", "bad1.c"]
    assert set(program.functions) == {"f", "g"}


def test_cli_cache_stores_the_units_and_reports_the_same(tmp_path, capsys):
    from absint import cli
    files = _files(tmp_path)
    cache = str(tmp_path / "cache")
    outs = []
    for args in ([], ["--cache", cache], ["--cache", cache]):
        code = cli.main(["check", *files, "--format", "json", *args])
        outs.append((code, capsys.readouterr().out))
    assert all(o[0] == outs[0][0] for o in outs)
    import json
    docs = [json.loads(o[1]) for o in outs]
    for d in docs:
        d["stats"].pop("seconds", None)
    assert docs[1] == docs[0] and docs[2] == docs[0]
    assert len(glob.glob(os.path.join(cache, "*", "*"))) >= 2     # the units' ASTs among them
