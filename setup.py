from setuptools import setup

setup(cffi_modules=["simd/build_ffi.py:ffibuilder"])
