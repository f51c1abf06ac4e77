"""``python -m bench.embedded``: the embedded default (``make run``, one process) under 16
keep-alive connections, CPU per sealed call of the product centre's calls. See
``bench/README.md``."""
