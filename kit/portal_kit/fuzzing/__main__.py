"""``python -m portal_kit.fuzzing <folder> [--min-cases N]``: the figures of a fuzzing run."""

import argparse
import sys
from pathlib import Path

from portal_kit.fuzzing.tally import report

parser = argparse.ArgumentParser(prog="python -m portal_kit.fuzzing")
parser.add_argument("folder", type=Path, help="the run's PORTAL_FUZZ_REPORT folder")
parser.add_argument("--min-cases", type=int, default=0, help="fail when fewer cases ran")
arguments = parser.parse_args()
sys.exit(report(arguments.folder, arguments.min_cases))
