"""Process logging: one format, and the chatty libraries that would log secrets kept quiet.

httpx logs every request URL at INFO (query strings carry SMS tokens and mobiles), aiosqlite
logs SQL parameters at DEBUG (password hashes), and uvicorn's access log prints full URLs;
none of that may reach a log line (issue 3, data protection).
"""

import logging

QUIETED = ("httpx", "httpcore", "aiosqlite", "asyncio", "hpack")
FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"


def configure_logging(level: int = logging.INFO) -> None:
    logging.basicConfig(level=level, format=FORMAT)
    for name in QUIETED:
        logging.getLogger(name).setLevel(logging.WARNING)
