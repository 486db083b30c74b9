"""Python face of the native kernels (absint._native). The only importer of absint._native."""
