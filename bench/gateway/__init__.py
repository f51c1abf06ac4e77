"""``python -m bench.gateway``: the same upstream call direct, through nginx and through the
gateway (request protection optional and required), on 127.0.0.1. See ``bench/README.md``."""
