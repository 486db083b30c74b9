"""`python -m absint ...` is `absint ...`."""
from absint.cli import main

raise SystemExit(main())
