"""The reason codes are a documented, closed set: each is explained in the README and in
docs/engine.md (which says how it is derived), and the report layer knows each one's text."""
import pathlib

from absint.checks.verdicts import REASONS as JUDGE_REASONS
from absint.report.reasons import REASONS

ROOT = pathlib.Path(__file__).resolve().parents[2]


def test_codes_are_documented_where_users_and_developers_look():
    readme = (ROOT / "README.md").read_text()
    engine = (ROOT / "docs" / "engine.md").read_text()
    for code in REASONS:
        assert f"`{code}`" in readme, code
        assert f"`{code}`" in engine, code


def test_one_table_of_codes():
    assert JUDGE_REASONS is REASONS
    assert all(text and not text.endswith(".") for text in REASONS.values())
