"""The metrics page on a listener of its own, never on the port customers or callers reach.

``<PREFIX>_METRICS_PORT`` (0: none) and ``<PREFIX>_METRICS_HOST`` name it; the process serves
``GET /metrics`` there and nothing else. Worker processes cannot share one such port the way they
share the main one: each worker's counters are its own, and a scrape reaching whichever worker
the kernel chose would mix their figures. So worker ``n`` listens on the port plus ``n``, and
Prometheus scrapes each worker as a target of its own (``metrics_url``).

The listener is a small threaded server beside the event loop: a scrape is answered even while
the loop is busy, which is when the pool and backlog gauges matter most.
"""

import logging
import socket
import threading
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from socketserver import ThreadingMixIn
from typing import Any
from wsgiref.simple_server import WSGIRequestHandler, WSGIServer, make_server

from prometheus_client import REGISTRY, make_wsgi_app

from portal_kit.listeners import origin_of
from portal_kit.settings import BaseServiceSettings

logger = logging.getLogger(__name__)

PATH = "/metrics"

StartResponse = Callable[..., Any]


def metrics_port(port: int, worker: int | None = None) -> int:
    """The port a process (``worker`` None) or its worker ``n`` serves its metrics on, when
    its settings name ``port``."""
    return port + (worker or 0)


def metrics_url(host: str, port: int, worker: int | None = None) -> str:
    """Where to scrape a process whose ``<PREFIX>_METRICS_HOST``/``_PORT`` are ``host`` and
    ``port`` (or its worker ``worker``): what tests and scrape configurations ask."""
    return f"{origin_of(host, metrics_port(port, worker))}{PATH}"


class _Server(ThreadingMixIn, WSGIServer):
    # A scrape left hanging never keeps the process from exiting.
    daemon_threads = True


class _Server6(_Server):
    address_family = socket.AF_INET6


class _QuietHandler(WSGIRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:
        # A scrape every few seconds would drown the request lines (portal_kit.observe).
        return


_page = make_wsgi_app(REGISTRY)


def _metrics_only(request: dict[str, Any], start_response: StartResponse) -> Iterable[bytes]:
    """The WSGI app: the page at ``PATH``, 404 elsewhere (``request`` is WSGI's environ)."""
    if request.get("PATH_INFO") != PATH:
        start_response("404 Not Found", [("Content-Type", "text/plain; charset=utf-8")])
        return [f"Not found: the metrics are at {PATH}\n".encode()]
    page: Iterable[bytes] = _page(request, start_response)
    return page


@dataclass
class MetricsListener:
    server: WSGIServer
    thread: threading.Thread

    @property
    def port(self) -> int:
        return int(self.server.server_address[1])

    def close(self) -> None:
        self.server.shutdown()
        self.server.server_close()
        self.thread.join()


def serve_metrics(
    settings: BaseServiceSettings, worker: int | None = None
) -> MetricsListener | None:
    """Start the process's metrics listener as ``settings`` say (None: metrics off or no
    port). A port that cannot be bound stops the start: Prometheus would miss the process."""
    prefix = str(settings.model_config.get("env_prefix", ""))
    if not settings.metrics_enabled or not settings.metrics_port:
        logger.info("metrics not served: %sMETRICS_PORT is not set", prefix)
        return None
    host, port = settings.metrics_host, metrics_port(settings.metrics_port, worker)
    server_class = _Server6 if ":" in host else _Server
    try:
        server = make_server(host, port, _metrics_only, server_class, _QuietHandler)
    except OSError as error:
        logger.critical(
            "%sMETRICS_HOST/%sMETRICS_PORT: cannot listen on %s:%d (%s)",
            prefix,
            prefix,
            host,
            port,
            error.strerror or error,
        )
        raise SystemExit(1) from error
    thread = threading.Thread(target=server.serve_forever, name="metrics", daemon=True)
    thread.start()
    logger.info("metrics on %s", metrics_url(host, port))
    return MetricsListener(server, thread)
