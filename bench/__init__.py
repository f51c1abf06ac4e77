"""Benchmarks: programs that print figures, never tests with timed assertions (see README.md)."""
