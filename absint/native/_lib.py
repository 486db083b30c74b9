"""Loads the compiled extension. absint.native is the only package that imports absint._native."""
try:
    from absint._native import ffi, lib  # noqa: F401
except ImportError as exc:  # pragma: no cover - only without a build
    raise ImportError(
        "absint's native extension is not built; install with `pip install -e .` "
        f"(or `python setup.py build_ext --inplace`): {exc}"
    ) from exc
