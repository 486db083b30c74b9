import sys

from benchmarks.itc.scorer import main

sys.exit(main())
