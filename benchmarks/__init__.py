"""Microbenchmarks users run to compare kernels: `python -m benchmarks.<name>` (see README)."""
