import sys

from benchmarks.closure.bench import main

sys.exit(main())
