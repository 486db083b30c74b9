"""Runs the native C tests (simd/tests/test_*.c) under AddressSanitizer and UBSan."""
import os
import shutil
import subprocess

import pytest

SIMD_TESTS = os.path.join(os.path.dirname(__file__), "..", "..", "simd", "tests")


@pytest.mark.skipif(shutil.which("gcc") is None or shutil.which("make") is None, reason="needs gcc and make")
def test_native_suite_under_asan_and_ubsan():
    if not any(f.startswith("test_") and f.endswith(".c") for f in os.listdir(SIMD_TESTS)):
        pytest.skip("no native tests yet")
    env = dict(os.environ, ASAN_OPTIONS="detect_leaks=1:abort_on_error=1", UBSAN_OPTIONS="print_stacktrace=1")
    proc = subprocess.run(["make", "-s", "-C", SIMD_TESTS, "sanitize"], capture_output=True, text=True,
                          env=env, timeout=600)
    assert proc.returncode == 0, proc.stdout[-4000:] + proc.stderr[-4000:]
