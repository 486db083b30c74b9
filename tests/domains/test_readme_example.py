"""The README's Pentagon example runs as written and prints what its comments say."""
import contextlib
import io
import os
import re

README = os.path.join(os.path.dirname(__file__), "..", "..", "README.md")


def test_readme_pentagon_example_runs():
    with open(README, encoding="utf-8") as f:
        text = f.read()
    section = text.split("<!-- BEGIN pentagon -->")[1].split("<!-- END pentagon -->")[0]
    code = re.search(r"```python\n(.*?)```", section, re.S).group(1)
    out = io.StringIO()
    with contextlib.redirect_stdout(out):
        exec(compile(code, "README.md#pentagon", "exec"), {})
    lines = out.getvalue().splitlines()
    assert lines[0].startswith("{i in [0, +oo], n in [1, +oo], size(buf) in [1, +oo], n == size(buf)")
    assert lines[1:] == ["(1, None)", "(0, 100)", "(100, 100)"]
