"""Juliet-style buffer-overflow test cases of our own, and the scorer that runs absint on them.

    python -m benchmarks.juliet              recall / false-alarm rate (scorer.py)
    python -m benchmarks.juliet.generate     rewrite cases/ from the family x flow-variant plan
    python -m benchmarks.juliet.verify       ASan/UBSan: every bad overflows, every good runs clean
"""
