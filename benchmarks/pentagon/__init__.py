"""Pentagon join + closure, native-backed domain against the pure-Python reference.

Run: python -m benchmarks.pentagon [--sizes 8 32 128 512] [--json out.json] [--quick]
"""
