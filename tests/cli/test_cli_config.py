import os

import pytest

from absint.config import (AnalysisOptions, Config, ConfigError, FrontendOptions, OutputOptions,
                           apply_table, find_pyproject, load_config, read_tool_table)


def test_defaults_without_pyproject(tmp_path):
    empty = tmp_path / "a" / "b"
    empty.mkdir(parents=True)
    (tmp_path / "a" / "pyproject.toml").write_text("[project]\nname = 'x'\n")
    assert find_pyproject(str(empty)) == str(tmp_path / "a" / "pyproject.toml")
    assert load_config(str(empty)) == Config()     # a pyproject without [tool.absint]


def test_nearest_pyproject_wins(tmp_path):
    (tmp_path / "pyproject.toml").write_text("[tool.absint]\njobs = 3\n")
    inner = tmp_path / "inner"
    inner.mkdir()
    (inner / "pyproject.toml").write_text("[tool.absint]\njobs = 5\n")
    assert load_config(str(inner)).jobs == 5
    assert load_config(str(tmp_path)).jobs == 3


def test_every_key(tmp_path):
    (tmp_path / "pyproject.toml").write_text(
        "[tool.absint]\n"
        'include-dirs = ["inc", "/abs/inc"]\ndefines = ["A=1"]\nundefines = ["B"]\n'
        'machine = "ilp32"\ncpp = "clang"\nentry = "start"\nwidening-delay = 4\n'
        "narrowing_steps = 0\ninline-depth = 2\npolyhedral = false\nloop-unroll = 4\n"
        'format = "sarif"\nfail-on = "error"\njobs = 2\n')
    config = load_config(str(tmp_path))
    assert config == Config(
        frontend=FrontendOptions(include_dirs=(str(tmp_path / "inc"), "/abs/inc"),
                                 defines=("A=1",), undefines=("B",), machine="ilp32", cpp="clang"),
        analysis=AnalysisOptions(entry="start", widening_delay=4, narrowing_steps=0,
                                 inline_depth=2, polyhedral=False, loop_unroll=4),
        output=OutputOptions(format="sarif", fail_on="error"),
        jobs=2)


@pytest.mark.parametrize("table, fragment", [
    ({"colour": True}, "unknown key 'colour'"),
    ({"jobs": 0}, "jobs"),
    ({"jobs": True}, "jobs"),
    ({"widening-delay": -1}, "widening-delay"),
    ({"loop-unroll": -2}, "loop-unroll"),
    ({"machine": "lp32"}, "machine"),
    ({"format": "xml"}, "format"),
    ({"fail-on": "never"}, "fail-on"),
    ({"defines": "A=1"}, "defines"),
    ({"include-dirs": [1]}, "include-dirs"),
    ({"polyhedral": "yes"}, "polyhedral"),
    ({"entry": ""}, "entry"),
])
def test_bad_values_are_one_line_errors(table, fragment):
    with pytest.raises(ConfigError) as caught:
        apply_table(Config(), table)
    message = str(caught.value)
    assert fragment in message and "\n" not in message


def test_malformed_toml(tmp_path):
    path = tmp_path / "pyproject.toml"
    path.write_text("[tool.absint\n")
    with pytest.raises(ConfigError, match="invalid TOML"):
        read_tool_table(str(path))
    path.write_text("[tool]\nabsint = 3\n")
    with pytest.raises(ConfigError, match="must be a table"):
        read_tool_table(str(path))


def test_config_is_frozen():
    with pytest.raises(Exception):
        Config().jobs = 3
    assert os.path.isabs(apply_table(Config(), {"include_dirs": ["x"]}, "/base").frontend
                         .include_dirs[0])
