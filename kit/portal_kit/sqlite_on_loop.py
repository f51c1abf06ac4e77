"""SQLite connections that run their statements on the event loop's own thread.

aiosqlite gives every connection a thread and hands each call to it through a queue, a
future and a wake-up of the loop: several hops per statement, which cost a read on a local
file far more than the read itself (about 3.5 ms of a 5 ms call in the customer service).
These connections keep aiosqlite's API, which SQLAlchemy's dialect drives, but run each call
at once instead of queueing it.

Only for connections that never write: a writer may wait up to the busy timeout for the
write lock, and a writer of this very process holding that lock needs the loop to finish.
Under WAL a reader takes no lock a writer holds, so a read on the loop does not wait on the
loop's own work.
"""

import sqlite3
from collections.abc import Callable
from functools import partial
from typing import Any

import aiosqlite


class _RunAtOnce:
    """Stands in for the queue to aiosqlite's thread: each call runs when it is handed over,
    and its future is settled before the caller awaits it."""

    def put_nowait(self, item: tuple[Any, Callable[[], Any]]) -> None:
        future, function = item
        try:
            result = function()
        except BaseException as exc:  # handed to the caller, as aiosqlite's thread does
            if future is not None and not future.done():
                future.set_exception(exc)
            return
        if future is not None and not future.done():
            future.set_result(result)


class LoopConnection(aiosqlite.Connection):
    """An aiosqlite connection without a thread."""

    def __init__(self, connector: Callable[[], sqlite3.Connection]) -> None:
        super().__init__(connector, iter_chunk_size=64)
        self._tx = _RunAtOnce()  # type: ignore[assignment]

    def __await__(self) -> Any:
        # aiosqlite starts its thread here; this connection has none to start.
        return self._connect().__await__()


def loop_connector(database: str, timeout_sec: float) -> Callable[[], Any]:
    """The ``async_creator`` of an engine whose connections to ``database`` (a file path)
    run on the loop."""
    # The pool may hand a connection to another thread's loop (a test client's); the
    # library serialises access itself, and a connection is only used by one task at a time.
    connect = partial(sqlite3.connect, database, timeout=timeout_sec, check_same_thread=False)

    async def create() -> LoopConnection:
        connection = LoopConnection(connect)
        await connection  # opens the file
        return connection

    return create
