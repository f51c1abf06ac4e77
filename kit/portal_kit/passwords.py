"""Password hashing with argon2id, on threads of its own, never on the event loop.

A hash is CPU work of milliseconds (test mode) to a tenth of a second (production). On the
loop's shared default executor a wave of sign-ins would queue every other thread hop of the
process (captcha drawing, RSA) behind it, and a queue longer than the threads can clear would
answer nobody before the gateway's deadline. Here hashes have threads of their own and a
bounded queue: past it a sign-in is refused at once, with a 503 envelope that says to try
again, instead of waiting to time out.
"""

import asyncio
import os
import threading
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor
from typing import Any, TypeVar

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError, VerifyMismatchError
from fastapi import FastAPI

from portal_kit.errors import ServiceUnavailable
from portal_kit.i18n import Text
from portal_kit.settings import BaseServiceSettings, RunMode

T = TypeVar("T")

# argon2-cffi's defaults follow RFC 9106's second recommendation (argon2id, 64 MiB, t=3).
STRONG = PasswordHasher()
# Test mode only: still argon2id, at a cost a test suite of hundreds of sign-ins can afford.
# Hashes name their own parameters, so either hasher verifies the other's hashes.
CHEAP = PasswordHasher(time_cost=1, memory_cost=8 * 1024, parallelism=1)
_hasher = STRONG

# argon2 releases the GIL while it hashes: one thread per core keeps every core busy, more
# would only share them.
HASHING_THREADS = os.cpu_count() or 1
# Hashes that may wait for a thread. At production's cost (~0.1 s a hash on one core) that is
# about a second and a half of waiting on two cores, well inside the gateway's deadline.
HASHING_QUEUE = 32


class PasswordCheckBusy(ServiceUnavailable):
    default = Text(
        "Too many sign-ins at this moment; please try again in a few seconds.",
        "当前登录人数较多，请稍后再试",
    )


class HashingQueue:
    """Threads for argon2 and the hashes given to them; one more than they hold is refused."""

    def __init__(self, threads: int, waiting: int) -> None:
        self._executor = ThreadPoolExecutor(threads, thread_name_prefix="argon2")
        self._limit = threads + waiting
        self._pending = 0
        # A hash ends on its own thread; a caller that stopped waiting does not end it.
        self._lock = threading.Lock()

    @property
    def pending(self) -> int:
        return self._pending

    async def run(self, work: Callable[[], T]) -> T:
        with self._lock:
            if self._pending >= self._limit:
                raise PasswordCheckBusy()
            self._pending += 1
        future = self._executor.submit(work)
        future.add_done_callback(self._finished)
        return await asyncio.wrap_future(future)

    def _finished(self, _: "Future[Any]") -> None:
        with self._lock:
            self._pending -= 1


_queue = HashingQueue(HASHING_THREADS, HASHING_QUEUE)


async def choose_hashing_cost(app: FastAPI) -> None:
    """Start-up step: the strong cost everywhere but in test mode."""
    global _hasher
    settings: BaseServiceSettings = app.state.settings
    _hasher = CHEAP if settings.mode is RunMode.TEST else STRONG


async def hash_password(password: str) -> str:
    hasher = _hasher
    return await _queue.run(lambda: hasher.hash(password))


async def verify_password(password_hash: str, password: str) -> bool:
    hasher = _hasher

    def verify() -> bool:
        try:
            return hasher.verify(password_hash, password)
        except (VerifyMismatchError, VerificationError, InvalidHashError):
            return False

    return await _queue.run(verify)


def needs_rehash(password_hash: str) -> bool:
    return _hasher.check_needs_rehash(password_hash)
