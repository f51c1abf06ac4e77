"""The distributed portal on one machine under a process manager (supervisord).

Every service, the gateways and the console are programs of one supervisord: each can be
killed, stopped and started alone while the others keep running, and one that dies is started
again. ``make run-distributed`` (``python -m gateway.supervised run``) and the multi-process
tests (``gateway/tests/distributed.py``) both run the portal from the configuration written
here.
"""
