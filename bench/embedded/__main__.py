import sys

from bench.embedded.run import main

sys.exit(main(sys.argv[1:]))
