"""Closure microbenchmark: `python -m benchmarks.closure` (see README, section closure)."""
