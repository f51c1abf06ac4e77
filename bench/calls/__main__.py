import sys

from bench.calls.run import main

sys.exit(main(sys.argv[1:]))
