"""Transprecision simplex benchmarks: `python -m benchmarks.simplex pivot|emptiness` (see bench.py)."""
