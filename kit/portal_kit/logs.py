"""Process logging: one line per record (JSON or text), tagged with the request it serves.

httpx logs every request URL at INFO (query strings carry SMS tokens and mobiles), aiosqlite
logs SQL parameters at DEBUG (password hashes), and uvicorn's access log prints full URLs;
none of that may reach a log line (issue 3, data protection). Our own request lines name the
route template, never the URL, and no body, token or mobile is ever passed to a logger.
"""

import json
import logging
import re
import sys
from contextvars import ContextVar
from datetime import UTC, datetime
from typing import Any, TextIO

QUIETED = ("httpx", "httpcore", "aiosqlite", "asyncio", "hpack")
TEXT_FORMAT = "%(asctime)s %(levelname)s %(name)s [%(request_id)s %(service)s]: %(message)s"
# Extra fields a caller may attach (``logger.info(..., extra={...})``) that JSON lines carry.
EXTRA_FIELDS = ("method", "route", "status", "envelope_status", "duration_ms", "upstream")

# The request being served: set by the request middleware (portal_kit.observe), read here and
# by the peer clients, which forward it (gateway → service → service).
request_id_var: ContextVar[str] = ContextVar("request_id", default="")
# The service answering: in embedded mode several share the process, so it is per request.
service_var: ContextVar[str] = ContextVar("service", default="")

# A request id from another process is trusted only in this shape (no log injection).
REQUEST_ID = re.compile(r"[A-Za-z0-9._-]{1,64}")


def valid_request_id(value: str | None) -> str | None:
    return value if value and REQUEST_ID.fullmatch(value) else None


class ContextFilter(logging.Filter):
    """Stamps every record with the request id and the service, whoever logged it."""

    def __init__(self, process_service: str) -> None:
        super().__init__()
        self.process_service = process_service

    def filter(self, record: logging.LogRecord) -> bool:
        record.request_id = request_id_var.get() or "-"
        record.service = service_var.get() or self.process_service
        return True


class TextFormatter(logging.Formatter):
    """``TEXT_FORMAT``, with the time's text made once per second rather than per line."""

    def __init__(self) -> None:
        super().__init__(TEXT_FORMAT)
        self._second = -1
        self._second_text = ""

    def formatTime(self, record: logging.LogRecord, datefmt: str | None = None) -> str:
        second = int(record.created)
        if second != self._second:
            self._second_text = super().formatTime(record, datefmt).partition(",")[0]
            self._second = second
        return f"{self._second_text},{int(record.msecs):03d}"


class JsonFormatter(logging.Formatter):
    """One JSON object per line: what a log collector indexes without parsing rules."""

    def format(self, record: logging.LogRecord) -> str:
        line: dict[str, Any] = {
            "time": datetime.fromtimestamp(record.created, UTC).isoformat(timespec="milliseconds"),
            "level": record.levelname,
            "logger": record.name,
            "message": record.getMessage(),
            "service": getattr(record, "service", ""),
        }
        request_id = getattr(record, "request_id", "-")
        if request_id != "-":
            line["request_id"] = request_id
        for name in EXTRA_FIELDS:
            value = getattr(record, name, None)
            if value is not None:
                line[name] = value
        if record.exc_info:
            line["exception"] = self.formatException(record.exc_info)
        return json.dumps(line, ensure_ascii=False, default=str)


def make_handler(
    log_format: str, process_service: str, stream: TextIO | None = None
) -> logging.Handler:
    handler = logging.StreamHandler(stream or sys.stderr)
    handler.addFilter(ContextFilter(process_service))
    handler.setFormatter(JsonFormatter() if log_format == "json" else TextFormatter())
    return handler


def configure_logging(
    log_format: str = "text", service: str = "", level: int = logging.INFO
) -> None:
    """Replace the root handlers: ``log_format`` is ``json`` or ``text``."""
    # What no line of ours shows is not looked up for every record: the caller's file and line
    # (a walk up the stack), the thread's and the process's names.
    logging._srcfile = None
    logging.logThreads = False
    logging.logProcesses = False
    logging.logMultiprocessing = False
    root = logging.getLogger()
    for handler in list(root.handlers):
        root.removeHandler(handler)
    root.addHandler(make_handler(log_format, service))
    root.setLevel(level)
    for name in QUIETED:
        logging.getLogger(name).setLevel(logging.WARNING)
