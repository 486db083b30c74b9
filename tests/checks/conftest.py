import re
import textwrap

import pytest

from absint.checks import analyze
from absint.config import AnalysisOptions, FrontendOptions
from absint.frontend import load_program


class Result:
    """A Report plus lookups by marker: a line ending with `// @name` is found as `r["name"]`."""

    def __init__(self, report, source):
        self.report = report
        self.marks = {}
        for number, text in enumerate(source.splitlines(), start=1):
            m = re.search(r"//\s*@(\w+)", text)
            if m:
                self.marks[m.group(1)] = number

    def accesses(self, mark):
        line = self.marks[mark]
        found = [a for a in self.report.accesses if a.line == line]
        assert found, f"no access on line {line} (@{mark})"
        return found

    def __getitem__(self, mark):
        """The verdict of the line: the worst of its accesses."""
        rank = {"unreachable": 0, "safe": 1, "warning": 2, "error": 3}
        return max((a.verdict for a in self.accesses(mark)), key=rank.__getitem__)

    def access(self, mark, verdict=None):
        for a in self.accesses(mark):
            if verdict is None or a.verdict == verdict:
                return a
        raise AssertionError(f"no {verdict} access at @{mark}")


@pytest.fixture
def check(tmp_path):
    def run(code, options=AnalysisOptions(), machine="lp64", name="t.c"):
        source = textwrap.dedent(code)
        path = tmp_path / name
        path.write_text(source)
        program = load_program([str(path)], FrontendOptions(machine=machine))
        return Result(analyze(program, options), source)
    return run
