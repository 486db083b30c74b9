import sys

from benchmarks.simplex.bench import main

sys.exit(main())
