"""From an ``aes`` header to the page's session key K.

An RSA-3072 private operation takes milliseconds, and the web app sends the same ``aes`` on
every call of a page load, so the outcome is kept per (kid, header value) in a bounded LRU and
concurrent first calls share one decryption: RSA runs once per page load, not once per call.
Failures are kept too: the same ciphertext never decrypts later, and replaying garbage must
not buy an attacker one RSA operation per request.
"""

import asyncio
from collections import OrderedDict

from gateway.protection.codec import ProtectionError, b64decode, session_key
from portal_kit.keyring import DecryptionFailed, KeyRing, PublicKeyInfo

PURPOSE = "transport"
CACHE_SIZE = 10_000
# Base64 of one RSA block is 512 characters for RSA-3072; anything much longer is not one.
MAX_AES_CHARS = 1024

CacheKey = tuple[str, str]


class SessionKeys:
    def __init__(self, ring: KeyRing, capacity: int = CACHE_SIZE) -> None:
        self.ring = ring
        self._capacity = capacity
        self._known: OrderedDict[CacheKey, bytes | None] = OrderedDict()
        self._pending: dict[CacheKey, asyncio.Task[bytes | None]] = {}

    @property
    def current(self) -> PublicKeyInfo:
        return self.ring.current

    async def key(self, kid: str, aes: str) -> bytes:
        """K for this ``aes`` header value encrypted to ``kid``; ``ProtectionError`` if none."""
        if kid not in self.ring:
            raise ProtectionError("unknown kid")
        if len(aes) > MAX_AES_CHARS:
            raise ProtectionError("aes too long")
        cache_key = (kid, aes)
        if cache_key in self._known:
            self._known.move_to_end(cache_key)
            found = self._known[cache_key]
        else:
            task = self._pending.get(cache_key)
            if task is None:
                task = asyncio.create_task(self._decrypt(kid, aes))
                self._pending[cache_key] = task
                task.add_done_callback(lambda _: self._pending.pop(cache_key, None))
            # Shielded: a caller that goes away must not cancel the others' decryption.
            found = await asyncio.shield(task)
        if found is None:
            raise ProtectionError("aes does not decrypt to a session key")
        return found

    async def _decrypt(self, kid: str, aes: str) -> bytes | None:
        try:
            found: bytes | None = session_key(await self.ring.decrypt(b64decode(aes), kid))
        except (ProtectionError, DecryptionFailed):
            found = None
        self._known[(kid, aes)] = found
        while len(self._known) > self._capacity:
            self._known.popitem(last=False)
        return found
