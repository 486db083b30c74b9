"""The HTML report in a real headless Chromium (tests/report/browser.py: the DevTools protocol over
Chromium's pipe, no Python dependency): it loads with no console error and fetches nothing,
the filters change what is shown, a click on a line shows the invariant, and a report of 5,000
accesses stays quick (rendered lazily). Skipped where no Chromium is installed."""
import dataclasses
import json
import time

import pytest

from absint import cli
from absint.report.html import format_report
from absint.report.model import Access, Context, Report, Stats
from browser import BrowserError, Chromium, find_chromium

pytestmark = pytest.mark.skipif(
    find_chromium() is None,
    reason="no Chromium on this machine: `apt-get install chromium` (Debian) or set "
           "ABSINT_CHROMIUM to a Chromium/Chrome executable to run the browser tests")

PROGRAM = r"""#include <stdlib.h>
int table[10];
void at(int k) { table[k] = 1; }
int main(int argc, char **argv)
{
    int i;
    for (i = 0; i < 10; i++)
        table[i] = 7;
    at(argc > 3 ? 5 : 12);
    at(2);
    int pick = atoi(argv[0]);
    if (pick >= 0)
        table[pick] = 3;
    char *p = 0;
    if (argc > 5)
        p[2] = 1;
    return 0;
}
"""


@pytest.fixture(scope="module")
def browser(tmp_path_factory):
    b = None
    try:
        b = Chromium.start(tmp_path_factory.mktemp("profile"))
        b.send("Browser.getVersion", timeout=30)
    except (BrowserError, OSError) as e:   # installed but cannot run here: say so, do not fail
        if b is not None:
            b.close()
        pytest.skip(f"Chromium is installed but did not start: {e}")
    with b:
        yield b


@pytest.fixture(scope="module")
def page(browser, tmp_path_factory):
    """The report of PROGRAM, made by the command a user types, opened in the browser."""
    directory = tmp_path_factory.mktemp("html")
    source = directory / "prog.c"
    source.write_text(PROGRAM)
    out = directory / "report.html"
    assert cli.main(["check", str(source), "--no-config", "--format", "html", "-o", str(out)]) == 1
    p = browser.open(out.as_uri())
    p.wait_for("window.absintReady === true")
    return p


def rows(page):
    return page.evaluate("Array.from(document.querySelectorAll('#findings-body tr'))"
                         ".map(tr => [tr.cells[1].innerText.trim(), tr.cells[2].innerText.trim()])")


def click(page, selector):
    page.evaluate(f"document.querySelector({json.dumps(selector)}).click()")


def test_loads_without_console_errors_and_fetches_nothing(page):
    assert page.errors == []
    assert all(url.startswith("file:") for url in page.requests)
    assert page.evaluate("document.title") == "absint report"
    assert page.evaluate("document.querySelectorAll('#by-file tr').length") == 2   # header + 1


def test_filters_change_what_is_shown(page):
    shown = rows(page)
    assert shown and {v for v, _ in shown} == {"warning"}    # default: not safe, unreachable
    assert page.evaluate("document.getElementById('findings-count').textContent").startswith(
        f"{len(shown)} of ")
    click(page, "#filter-verdict-safe")                       # safe accesses appear too
    with_safe = rows(page)
    assert len(with_safe) > len(shown) and "safe" in {v for v, _ in with_safe}
    click(page, "#filter-verdict-safe")
    page.evaluate("var s = document.getElementById('filter-reason'); s.value = 'input';"
                  "s.dispatchEvent(new Event('change'))")
    inputs = rows(page)
    assert inputs and len(inputs) < len(shown) and {r for _, r in inputs} == {"input"}
    page.evaluate("var s = document.getElementById('filter-reason'); s.value = '';"
                  "s.dispatchEvent(new Event('change'))")
    click(page, "#filter-verdict-warning")                    # no verdict left: nothing shown
    assert rows(page) == []
    # the gutter follows the filters too
    assert page.evaluate("document.querySelectorAll('#source-lines .mark').length") == 0
    click(page, "#filter-verdict-warning")
    assert rows(page) == shown
    assert page.evaluate("document.querySelectorAll('#source-lines .mark').length") > 0
    assert page.errors == []


def test_clicking_a_line_shows_the_invariant(page):
    line = PROGRAM.splitlines().index("void at(int k) { table[k] = 1; }") + 1
    click(page, f'#source-lines .src-line[data-line="{line}"]')
    details = page.evaluate("document.getElementById('details').innerText")
    assert f"prog.c:{line}" in details
    assert "reason: input" in details
    assert "invariant: k in [5, 12] (input)" in details
    assert "invariant: k in [2, 2]" in details
    assert "bound: k + 1 <= 10: open" in details and "witness: k == 10" in details
    # a finding's row opens its line
    click(page, "#findings-body tr:last-child")
    assert page.evaluate("document.querySelector('#source-lines .selected') !== null")
    assert page.errors == []


def test_an_address_with_file_and_line_opens_that_line(browser, page):
    url = page.evaluate("location.href.split('#')[0]")
    line = PROGRAM.splitlines().index("        table[pick] = 3;") + 1
    name = page.evaluate("document.getElementById('source-title').textContent")
    p = browser.open(f"{url}#{name}:{line}")
    p.wait_for("window.absintReady === true")
    assert p.evaluate("Number(document.querySelector('#source-lines .selected').dataset.line)") \
        == line
    assert "reason: input" in p.evaluate("document.getElementById('details').innerText")
    # and the address follows the line shown
    click(p, '#source-lines .src-line[data-line="3"]')
    assert p.evaluate("location.hash").endswith(":3")
    assert p.errors == []


def test_five_thousand_accesses_render_lazily(browser, tmp_path):
    verdicts = ("error", "warning", "safe", "unreachable", "incomplete")
    reasons = {"error": "definite", "warning": "input", "incomplete": "budget"}
    ctx = Context("main", "warning", "input", "m", ("main calls f at big.c:1",),
                  (("i", "[0, 10]", True), ("n", "[1, 8]", False)), ("n < i",),
                  (("buf", "32 bytes"),), (("i >= 0", "proven"), ("i + 1 <= 8", "open")))
    accesses = []
    for k in range(5000):
        v = verdicts[k % 5]
        accesses.append(Access(k, f"f{k % 4}.c", k // 4 + 1, 5, "f", v, "buf", "write",
                               "index i in [0, 10] but 'buf' has 8 elements" if v != "safe"
                               else "", "[0, 10]", "8", None, None, (), reason=reasons.get(v, ""),
                               contexts=(ctx, dataclasses.replace(ctx, verdict="safe"))))
    report = Report(tuple(accesses), (), Stats(files=4, functions=1, accesses=5000, safe=1000,
                                               errors=1000, warnings=1000, unreachable=1000,
                                               incomplete=1000))
    sources = {f"f{i}.c": "".join(f"int line_{n} = {n};\n" for n in range(1300))
               for i in range(4)}
    path = tmp_path / "big.html"
    path.write_text(format_report(report, "1", sources))
    started = time.monotonic()
    p = browser.open(path.as_uri())
    p.wait_for("window.absintReady === true", timeout=30)
    elapsed = time.monotonic() - started
    assert p.errors == []
    assert elapsed < 15, f"5,000 accesses took {elapsed:.1f} s to render"
    # a page of findings and a chunk of source, not everything
    assert p.evaluate("document.querySelectorAll('#findings-body tr').length") == 200
    assert p.evaluate("document.querySelectorAll('#source-lines .src-line').length") == 400
    assert p.evaluate("document.getElementById('findings-count').textContent") == \
        "3000 of 5000 accesses match the filters"
    click(p, "#more")
    assert p.evaluate("document.querySelectorAll('#findings-body tr').length") == 400
    # a line far down the file renders the chunks up to it when its finding is clicked
    p.evaluate("var s = document.getElementById('filter-file'); s.value = '3';"
               "s.dispatchEvent(new Event('change'))")
    p.evaluate("var m = document.getElementById('more'); while (!m.hidden) m.click();"
               "Array.from(document.querySelectorAll('#findings-body tr')).pop().click()")
    line = p.evaluate("Number(document.querySelector('#source-lines .selected').dataset.line)")
    assert line > 1200     # the last access of the file
    assert "invariant: i in [0, 10] (input), n in [1, 8]" in p.evaluate(
        "document.getElementById('details').innerText")
    assert p.errors == []


def test_empty_report_and_missing_source_load_without_errors(browser, tmp_path):
    empty = tmp_path / "empty.html"
    empty.write_text(format_report(Report(), "1"))
    p = browser.open(empty.as_uri())
    p.wait_for("window.absintReady === true")
    assert p.evaluate("document.getElementById('findings-count').textContent") == \
        "0 of 0 accesses match the filters"
    ctx = Context("f", "warning", "input")
    report = Report((Access(1, "gone.c", 7, 3, "f", "warning", "a", "read", "m", reason="input",
                            contexts=(ctx,)),), (), Stats(accesses=1, warnings=1))
    nosource = tmp_path / "nosource.html"
    nosource.write_text(format_report(report, "1", {}))
    q = browser.open(nosource.as_uri())
    q.wait_for("window.absintReady === true")
    # the file's accesses are listed by line; a click explains them
    click(q, '#source-lines .src-line[data-line="7"]')
    assert "reason: input" in q.evaluate("document.getElementById('details').innerText")
    assert p.errors == [] and q.errors == []
