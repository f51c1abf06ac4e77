import sys

from bench.load.run import main

sys.exit(main(sys.argv[1:]))
