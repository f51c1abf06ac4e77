"""Password hashing with argon2id; hashing runs in a thread, never on the event loop."""

import asyncio

from argon2 import PasswordHasher
from argon2.exceptions import InvalidHashError, VerificationError, VerifyMismatchError
from fastapi import FastAPI

from portal_kit.settings import BaseServiceSettings, RunMode

# argon2-cffi's defaults follow RFC 9106's second recommendation (argon2id, 64 MiB, t=3).
STRONG = PasswordHasher()
# Test mode only: still argon2id, at a cost a test suite of hundreds of sign-ins can afford.
# Hashes name their own parameters, so either hasher verifies the other's hashes.
CHEAP = PasswordHasher(time_cost=1, memory_cost=8 * 1024, parallelism=1)
_hasher = STRONG


async def choose_hashing_cost(app: FastAPI) -> None:
    """Start-up step: the strong cost everywhere but in test mode."""
    global _hasher
    settings: BaseServiceSettings = app.state.settings
    _hasher = CHEAP if settings.mode is RunMode.TEST else STRONG


async def hash_password(password: str) -> str:
    return await asyncio.to_thread(_hasher.hash, password)


async def verify_password(password_hash: str, password: str) -> bool:
    def verify() -> bool:
        try:
            return _hasher.verify(password_hash, password)
        except (VerifyMismatchError, VerificationError, InvalidHashError):
            return False

    return await asyncio.to_thread(verify)


def needs_rehash(password_hash: str) -> bool:
    return _hasher.check_needs_rehash(password_hash)
