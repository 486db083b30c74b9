"""The HTML page as text (tests/report/test_report_html_browser.py drives it in a real browser)."""
import dataclasses
import json
import re

from absint.report.html import format_report, page_data
from absint.report.model import Context
from report_samples import access, sample_report


def embedded(page: str) -> dict:
    m = re.search(r'<script type="application/json" id="absint-data">(.*?)</script>', page, re.S)
    return json.loads(m.group(1))


def test_page_embeds_the_report_with_explanations():
    ctx = Context("f", "error", "definite", "m", ("main calls f at src/prog.c:3",),
                  (("i", "[0, 10]", False),), ("i < n",), (("buf", "40 bytes"),),
                  (("i + 1 <= 10", "open"),))
    report = sample_report()
    report = dataclasses.replace(report, accesses=tuple(
        dataclasses.replace(a, contexts=(ctx,)) if a.verdict == "error" else a
        for a in report.accesses), function_times=(("f", 0.5), ("g", 0.01)))
    page = format_report(report, "1.2.3", {"src/prog.c": "int main(void)\n{\n}\n"})
    assert page.startswith("<!DOCTYPE html>") and page.rstrip().endswith("</html>")
    data = embedded(page)
    assert data["tool"]["version"] == "1.2.3"
    assert [f["name"] for f in data["files"]] == ["src/prog.c"]
    assert data["files"][0]["source"].startswith("int main")
    assert data["files"][0]["counts"] == {"error": 1, "warning": 1, "incomplete": 0,
                                          "unreachable": 1, "safe": 1}
    error = next(a for a in data["accesses"] if a["verdict"] == "error")
    assert error["reason"] == "definite" and error["witness"] == {"i": 10}
    assert error["contexts"][0]["variables"] == [{"name": "i", "interval": "[0, 10]",
                                                  "input": False}]
    assert error["contexts"][0]["checks"] == [{"bound": "i + 1 <= 10", "status": "open"}]
    assert data["slowest"] == [["f", 0.5], ["g", 0.01]]
    assert "absint 1.2.3" in page and 'id="filter-verdict-incomplete"' in page
    assert '<option value="input"' in page and '<option value="definite"' in page


def test_self_contained_and_escaped():
    report = sample_report()
    evil = access("error", 3, message="</script><script>alert(1)</script> & more", file="a<b>.c")
    report = dataclasses.replace(report, accesses=report.accesses + (evil,))
    page = format_report(report, "1")
    # the data cannot close its element: only the page's own two scripts are there
    assert page.count("<script") == 2 and page.count("</script>") == 2
    (bad,) = [a for a in embedded(page)["accesses"] if a["line"] == 3]
    assert bad["message"].startswith("</script><script>alert(1)")
    assert "<code>a&lt;b&gt;.c</code>" in page
    # nothing fetched: no external stylesheet, script, image or font
    assert not re.search(r"""(src|href)\s*=\s*["']?(https?:|//)""", page)
    assert "<link" not in page and "@import" not in page and "url(" not in page


def test_file_without_source_and_empty_report():
    data = page_data(sample_report(), "1", {})
    assert data["files"][0]["source"] is None
    page = format_report(dataclasses.replace(sample_report(), accesses=(), diagnostics=()), "1")
    assert embedded(page)["accesses"] == [] and embedded(page)["files"] == []
