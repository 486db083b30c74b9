"""The benchmark stays runnable (tiny sizes and budget) and its native and reference results agree."""
from benchmarks.pentagon.__main__ import main


def test_benchmark_runs(capsys, tmp_path):
    out = tmp_path / "rows.json"
    assert main(["--quick", "--sizes", "8", "20", "--json", str(out), "--markdown"]) == 0
    text = capsys.readouterr().out
    assert "| 20 |" in text and "speedup" in text
    assert out.read_text().count('"n"') == 2


def test_benchmark_rejects_bad_sizes(capsys):
    assert main(["--sizes", "0"]) == 2
    assert "sizes must be" in capsys.readouterr().err
