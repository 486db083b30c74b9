"""absint: a static analyzer that proves, or refutes, that every array and buffer access of a C program
stays in bounds. See README.md and docs/ARCHITECTURE.md."""

__version__ = "0.1.0"
