"""Request protection (DESIGN §5): every ``/api`` call but the key handout is encrypted and signed.

``codec`` holds the pure functions of the wire format, ``keys`` turns an ``aes`` header into
the page's session key (RSA once per page load, then a cache), ``verifier`` runs the checks of
one request and gives the proxy the plain body, ``secret_key`` answers the public keys.
"""

from collections.abc import Callable

import httpx
from fastapi import FastAPI
from redis.asyncio import Redis

from gateway.config import Settings
from gateway.protection.keys import PURPOSE, SessionKeys
from gateway.protection.nonces import KVNonces, NonceStore, process_nonces
from gateway.protection.secret_key import SecretKey
from gateway.protection.verifier import NONCE_TTL_SEC, UNPROTECTED_CALLS, Verifier
from portal_kit.keyring import load_keyring


async def start_protection(
    app: FastAPI,
    settings: Settings,
    kv: Redis,
    credential_owner: Callable[[], httpx.AsyncClient],
    unprotected: frozenset[str] = UNPROTECTED_CALLS,
) -> None:
    """Load the transport keys (once, in a thread) and put the verifier and the key handout on
    ``app.state.protection`` and ``app.state.secret_key``. ``credential_owner`` is the service
    whose credential key password fields are encrypted to: auth for the portal, the back
    office for the console."""
    ring = await load_keyring(settings.var_dir, PURPOSE, settings.mode)
    # The in-process KV lives and dies with this process: so may the nonces, kept nearer.
    nonces: NonceStore = (
        KVNonces(kv, NONCE_TTL_SEC) if settings.redis_url else process_nonces(NONCE_TTL_SEC)
    )
    app.state.protection = Verifier(
        settings.protection, SessionKeys(ring), nonces, unprotected=unprotected
    )
    app.state.secret_key = SecretKey(ring.current, credential_owner, settings.service_token)
