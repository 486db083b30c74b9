import sys

from benchmarks.juliet.scorer import main

sys.exit(main())
