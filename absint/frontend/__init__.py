"""The C front end: preprocess (gcc -E with our own libc headers), parse (pycparser), lower to the IR.

    program = load_program(["a.c", "b.c"], FrontendOptions())

All files form one program: functions and globals are merged by name; static functions and objects
stay apart (renamed "name<file.c>" when two units use the same static name). Input that cannot be
preprocessed or parsed raises FrontendError with one line "file:line:col: what". Constructs that cannot
be lowered are not errors: Program.diagnostics gets an "unsupported" Diagnostic at the line and the IR
a Havoc of everything they may touch.
"""
from __future__ import annotations

from absint.frontend.errors import FrontendError
from absint.frontend.pipeline import load_program, parse_file

__all__ = ["FrontendError", "load_program", "parse_file"]
