import sys

from bench.messages.run import main

sys.exit(main(sys.argv[1:]))
