"""`python -m absint ...` is `absint ...`."""
from absint.cli import run

run()
