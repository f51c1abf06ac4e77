"""pytest plugin: a test about to be ended by pytest-timeout first logs every asyncio task.

pytest-timeout prints the threads' stacks, which for an async test show only the event loop
waiting in ``select``: not what it waits for. Shortly before the timeout, a timer thread asks
each running event loop (through ``call_soon_threadsafe``, which wakes it) to log the stack of
every task; the log is captured with the test and printed in its failure report.
"""

import asyncio
import gc
import io
import logging
import threading
from collections.abc import Iterator

import pytest

logger = logging.getLogger(__name__)

# Seconds before pytest-timeout's own deadline: enough for a busy loop to run the callback.
AHEAD_SEC = 20


def _running_loops() -> list[asyncio.AbstractEventLoop]:
    return [
        loop
        for loop in gc.get_objects()
        if isinstance(loop, asyncio.AbstractEventLoop) and loop.is_running()
    ]


def _log_tasks(loop: asyncio.AbstractEventLoop, test: str) -> None:
    report = io.StringIO()
    for task in asyncio.all_tasks(loop):
        report.write(f"\n--- {task!r}\n")
        task.print_stack(file=report)
    logger.error("%s is about to time out; its event loop's tasks:%s", test, report.getvalue())


def _report(test: str) -> None:
    for loop in _running_loops():
        loop.call_soon_threadsafe(_log_tasks, loop, test)


def _timeout_of(item: pytest.Item) -> float:
    """pytest-timeout's limit for ``item`` in seconds (0: none, or no pytest-timeout)."""
    marker = item.get_closest_marker("timeout")
    if marker and marker.args:
        return float(marker.args[0])
    try:
        return float(item.config.getini("timeout") or 0)
    except ValueError:
        return 0.0


@pytest.hookimpl(wrapper=True)
def pytest_runtest_protocol(item: pytest.Item) -> Iterator[None]:
    limit = _timeout_of(item)
    timer = None
    if limit > AHEAD_SEC:
        timer = threading.Timer(limit - AHEAD_SEC, _report, args=(item.nodeid,))
        timer.daemon = True
        timer.start()
    try:
        return (yield)
    finally:
        if timer is not None:
            timer.cancel()
