"""``python -m bench.load``: simulated users signing in and using the portal as the web app
does, against every service and the gateway as processes. See ``bench/README.md``."""
