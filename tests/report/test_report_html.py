import dataclasses
import re

from absint.report.html import format_report
from report_samples import access, sample_report


def test_page_lists_accesses_by_file_with_verdict_colours():
    page = format_report(sample_report(), "1.2.3")
    assert page.startswith("<!DOCTYPE html>")
    assert "<h2><code>src/prog.c</code></h2>" in page
    for verdict in ("safe", "error", "warning", "unreachable"):
        assert f'<span class="verdict v-{verdict}">{verdict}</span>' in page
    assert ".v-error {" in page
    assert "witness: <code>i == 10</code>" in page
    assert "absint 1.2.3" in page


def test_self_contained_and_escaped():
    report = sample_report()
    evil = access("error", 3, message="<script>alert(1)</script> & more", file="a<b>.c")
    report = dataclasses.replace(report, accesses=report.accesses + (evil,))
    page = format_report(report, "1")
    assert "<script" not in page
    assert "&lt;script&gt;alert(1)&lt;/script&gt; &amp; more" in page
    assert "<code>a&lt;b&gt;.c</code>" in page
    # nothing fetched: no external stylesheet, script, image or font
    assert not re.search(r"""(src|href)\s*=\s*["']?https?:""", page)
    assert "<link" not in page


def test_one_section_per_file_even_if_unsorted():
    a = access("safe", 1, file="b.c")
    b = access("error", 2, file="a.c", message="m")
    c = access("safe", 3, file="b.c")
    report = dataclasses.replace(sample_report(), accesses=(a, b, c))
    page = format_report(report, "1")
    assert page.count("<h2><code>b.c</code></h2>") == 1
    assert page.count("<h2><code>a.c</code></h2>") == 1
