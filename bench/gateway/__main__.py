import sys

from bench.gateway.run import main

sys.exit(main(sys.argv[1:]))
