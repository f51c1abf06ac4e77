"""The nonces protected calls used up (DESIGN §5): each is accepted once while it may be replayed.

With Redis (distributed mode, or several processes) the nonce is one ``SET NX EX``: one round
trip, shared by every gateway process. With the in-process KV (embedded mode, one process) a
bounded set in this process does the same without the KV's client and connection pool.
"""

import time
from collections import OrderedDict
from collections.abc import Callable
from functools import cache
from typing import Protocol

from redis.asyncio import Redis

NONCE_KEY = "protection:nonce:{}"
# A call per millisecond for the nonce's whole lifetime (10 minutes); ~150 MB at most.
LOCAL_CAPACITY = 600_000


class NonceStoreFull(Exception):
    """Every slot holds a nonce that may still be replayed: refusing is the only safe answer."""


class NonceStore(Protocol):
    async def claim(self, nonce: str) -> bool:
        """True the first time ``nonce`` is seen within its lifetime, False after."""
        ...

    async def ttl(self, nonce: str) -> int:
        """Seconds ``nonce`` is still remembered (-2 when it is not)."""
        ...


class KVNonces:
    def __init__(self, kv: Redis, ttl_sec: int) -> None:
        self._kv = kv
        self._ttl_sec = ttl_sec

    async def claim(self, nonce: str) -> bool:
        return bool(await self._kv.set(NONCE_KEY.format(nonce), "1", nx=True, ex=self._ttl_sec))

    async def ttl(self, nonce: str) -> int:
        return int(await self._kv.ttl(NONCE_KEY.format(nonce)))


class LocalNonces:
    """Nonces in insertion order: every one lives ``ttl_sec``, so the oldest expires first and
    pruning only ever looks at the front (amortised O(1) per call)."""

    def __init__(
        self,
        ttl_sec: int,
        capacity: int = LOCAL_CAPACITY,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self._ttl_sec = ttl_sec
        self._capacity = capacity
        self._clock = clock
        self._expiries: OrderedDict[str, float] = OrderedDict()

    def __len__(self) -> int:
        return len(self._expiries)

    def _prune(self, now: float) -> None:
        expiries = self._expiries
        while expiries:
            oldest, expires_at = next(iter(expiries.items()))
            if expires_at > now:
                return
            del expiries[oldest]

    async def claim(self, nonce: str) -> bool:
        now = self._clock()
        self._prune(now)
        if nonce in self._expiries:
            return False
        if len(self._expiries) >= self._capacity:
            # Dropping a live nonce would let its call be replayed: no new one is taken.
            raise NonceStoreFull
        self._expiries[nonce] = now + self._ttl_sec
        return True

    async def ttl(self, nonce: str) -> int:
        now = self._clock()
        self._prune(now)
        expires_at = self._expiries.get(nonce)
        return -2 if expires_at is None else int(expires_at - now + 0.999)


@cache
def process_nonces(ttl_sec: int) -> LocalNonces:
    """The one set of this process: the portal's and the console's listeners share it, as they
    share the in-process KV, so a call taken on one cannot be replayed on the other."""
    return LocalNonces(ttl_sec)
