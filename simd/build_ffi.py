"""cffi builder for absint._native.

Every C source in simd/src/ is compiled into one extension module. The cdef (what Python may call) is
read from the public headers simd/include/absint_*.h: the text between the markers
`/* CDEF BEGIN */` and `/* CDEF END */` of each header, so the ABI is written once, in C.

Never -march=native: SIMD kernels enable their instruction sets per file (#pragma GCC target) and are
chosen at run time by simd/src/dispatch.c.
"""
import glob
import os
import re

from cffi import FFI

HERE = os.path.dirname(os.path.abspath(__file__))
INCLUDE = os.path.join(HERE, "include")
SOURCES = sorted(glob.glob(os.path.join(HERE, "src", "*.c")))
CDEF_RE = re.compile(r"/\* CDEF BEGIN \*/(.*?)/\* CDEF END \*/", re.S)


def read_cdef():
    parts = []
    for header in sorted(glob.glob(os.path.join(INCLUDE, "absint_*.h"))):
        with open(header, encoding="utf-8") as f:
            parts.extend(CDEF_RE.findall(f.read()))
    return "\n".join(parts)


ffibuilder = FFI()
ffibuilder.cdef(read_cdef())
ffibuilder.set_source(
    "absint._native",
    '#include "absint_simd.h"\n',
    sources=[os.path.relpath(s) for s in SOURCES],  # setuptools wants relative paths
    include_dirs=[INCLUDE],
    extra_compile_args=["-O3", "-std=gnu11", "-fno-strict-aliasing", "-Wall", "-Wno-unused-function"],
)

if __name__ == "__main__":
    ffibuilder.compile(verbose=True)
