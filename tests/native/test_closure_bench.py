"""The closure benchmark runs, checks its kernels, writes JSON, and its tuning file is what the runtime
reads. Small sizes only: speed itself is measured by the benchmark, never asserted here."""
import json

import numpy as np
import pytest

from absint.native import BitMatrix, ClosureTuning, kernels
from absint.native import closure as native_closure
from absint.native._lib import lib
from benchmarks.closure import bench


def test_numpy_baseline_is_a_correct_closure():
    for kind in bench.INPUTS:
        a = bench.make_input(kind, 70)
        m = BitMatrix.from_numpy(a)
        native_closure.transitive_closure(m, "reference")
        assert np.array_equal(bench.numpy_closure(a), m.to_numpy())


def test_pair_input_splits_the_graph():
    a = bench.make_input("dag", 300)
    strict, nonstrict = bench.split_input(a)
    assert np.array_equal(strict | nonstrict, a) and not (strict & nonstrict).any()
    assert 0.4 < strict.sum() / a.sum() < 0.6


def test_inputs_have_the_documented_shape():
    dag = bench.make_input("dag", 200)
    m = BitMatrix.from_numpy(dag)
    assert native_closure.transitive_closure(m) is False  # a strict order has no cycle
    assert 0.03 < dag.mean() < 0.07  # p = 0.10 over the i < j half
    assert 0.04 < bench.make_input("random", 200).mean() < 0.06
    assert bench.make_input("sparse", 200).sum() < 600


def test_benchmark_prints_table_and_json(tmp_path, capsys):
    out = tmp_path / "r.json"
    assert bench.main(["--sizes", "16,64", "--kernels", "reference,scalar," + kernels()[-1],
                       "--json", str(out)]) == 0
    text = capsys.readouterr().out
    assert "ops/cycle" in text and "vs numpy" in text and "core clock" in text
    report = json.loads(out.read_text())
    assert {r["kernel"] for r in report["results"]} == {"reference", "scalar", kernels()[-1]}
    assert len(report["results"]) == 2 * 3 * 3
    for r in report["results"]:
        assert r["seconds"] > 0 and r["ops_per_cycle"] > 0 and r["speedup_vs_numpy"] > 0
        assert (r["speedup_vs_reference"] == 1.0) == (r["kernel"] == "reference")
        assert r["pair_seconds"] > 0 and r["pair_ratio"] == r["pair_seconds"] / r["seconds"]
    assert "pair/single" in text
    assert report["clock"]["core_ghz_before"] > 0.1 and report["clock"]["tsc_ghz"] > 0.1


def test_plot_writes_a_png(tmp_path):
    pytest.importorskip("matplotlib")
    out = tmp_path / "p.png"
    assert bench.main(["--sizes", "16,32", "--inputs", "dag", "--kernels", "scalar", "--plot", str(out)]) == 0
    assert out.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


@pytest.mark.parametrize("argv", [["--sizes", "0"], ["--sizes", "x"], ["--inputs", "dense"],
                                  ["--kernels", "avx1024"]])
def test_bad_arguments_exit_2(argv, capsys):
    assert bench.main(argv) == 2
    assert "closure benchmark:" in capsys.readouterr().err


def test_tune_writes_a_file_the_runtime_reads(tmp_path, monkeypatch):
    monkeypatch.setattr(bench, "TUNE_GRID", {"tile": (64, 128), "width": (1, 2), "dense": (12, 65)})
    monkeypatch.setattr(bench, "TUNE_CASES", ((130, "random"), (130, "dag")))
    path = tmp_path / "tuning.json"
    bench.tune(["scalar", "tiled"], str(path))
    loaded = native_closure.load_tuning(str(path))
    assert set(loaded) == {"tiled"}  # scalar has no knobs
    t = loaded["tiled"]
    assert t.tile in (64, 128) and t.width in (1, 2) and t.dense in (12, 65)


def test_tuning_file_fallbacks(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    assert native_closure.load_tuning(str(bad)) == {}
    assert native_closure.load_tuning(str(tmp_path / "missing.json")) == {}
    wrong = tmp_path / "wrong.json"
    wrong.write_text(json.dumps({"kernels": {"tiled": {"tile": 96, "width": 1, "dense": 1}}}))
    assert native_closure.load_tuning(str(wrong)) == {}  # out of range: ignored, C defaults apply
    for kernel in kernels():
        assert isinstance(native_closure.tuning_for(kernel), ClosureTuning)


def test_python_stride_matches_c():
    for n in list(range(0, 700)) + [1023, 1024, 1025, 4096, native_closure.MAX_N]:
        assert ((n + 63) // 64 + 7) & ~7 == lib.absint_bm_stride(n)


def test_time_closure_leaves_input_unchanged_and_validates():
    a = bench.make_input("random", 100)
    m = BitMatrix.from_numpy(a)
    best, median = native_closure.time_closure(m, "scalar", reps=3)
    assert 0 < best <= median
    assert np.array_equal(m.to_numpy(), a)
    for reps in (0, 100001, 2.0, True):
        with pytest.raises(ValueError):
            native_closure.time_closure(m, "scalar", reps=reps)
