"""``login/user/rsa/secretKey`` (and the console's ``ops/keys``): the two public keys a page
encrypts to (DESIGN §5).

The transport key is the gateway's own; the credential key belongs to the service that checks
passwords (auth for the portal, the back office for the console), which is asked over its
internal route (embedded or remote alike) and remembered for a minute, so a rotation there
shows here within that time while page loads cost it nothing.
"""

import asyncio
import logging
import time
from collections.abc import Callable

import httpx
from fastapi import Request, Response
from pydantic import BaseModel, ValidationError

from gateway.proxy import UNAVAILABLE
from portal_kit.envelope import envelope_response
from portal_kit.i18n import request_language
from portal_kit.internal import SERVICE_TOKEN_HEADER
from portal_kit.keyring import PublicKeyInfo

logger = logging.getLogger(__name__)

CREDENTIAL_KEY_PATH = "/internal/keys/credential"
CACHE_SEC = 60.0
FETCH_DEADLINE_SEC = 5.0


class _KeyRead(BaseModel):
    kid: str
    spki: str


class _CredentialKeyAnswer(BaseModel):
    ok: bool
    status: int
    body: _KeyRead | None = None


class CredentialKeyUnavailable(Exception):
    pass


class SecretKey:
    """``auth_client`` is a callable (the credential key's owner: auth, or the back office for
    the console): the upstream clients exist only once the app started."""

    def __init__(
        self,
        transport: PublicKeyInfo,
        auth_client: Callable[[], httpx.AsyncClient],
        service_token: str,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.transport = transport
        self._auth_client = auth_client
        self._service_token = service_token
        self.clock = clock
        self._credential: PublicKeyInfo | None = None
        self._fetched_at = 0.0
        self._refreshing: asyncio.Task[PublicKeyInfo] | None = None

    async def credential(self) -> PublicKeyInfo:
        """Auth's current credential key, asked at most once a minute.

        Concurrent page loads share one request to auth. Once known, an old key is answered
        while a new one is asked for (auth accepts every live kid), so a slow or stopped auth
        delays no page load of a gateway that reached it once.
        """
        if self._credential is not None and self.clock() - self._fetched_at < CACHE_SEC:
            return self._credential
        refreshing = self._refreshing
        if refreshing is None:
            refreshing = self._refreshing = asyncio.create_task(self._refresh())
            # Retrieved here so a failure nobody awaits is not reported as a lost exception.
            refreshing.add_done_callback(lambda task: task.cancelled() or task.exception())
        if self._credential is not None:
            return self._credential
        return await asyncio.shield(refreshing)

    async def _refresh(self) -> PublicKeyInfo:
        try:
            credential = await self._fetch()
        except CredentialKeyUnavailable as exc:
            logger.warning("credential key unavailable from auth: %s", exc)
            raise
        finally:
            self._refreshing = None
        self._credential, self._fetched_at = credential, self.clock()
        return credential

    async def _fetch(self) -> PublicKeyInfo:
        try:
            async with asyncio.timeout(FETCH_DEADLINE_SEC):
                response = await self._auth_client().get(
                    CREDENTIAL_KEY_PATH, headers={SERVICE_TOKEN_HEADER: self._service_token}
                )
            answer = _CredentialKeyAnswer.model_validate_json(response.content)
        except (TimeoutError, httpx.HTTPError, ValidationError) as exc:
            raise CredentialKeyUnavailable(repr(exc)) from exc
        if not answer.ok or answer.body is None:
            raise CredentialKeyUnavailable(f"auth answered status {answer.status}")
        return PublicKeyInfo(kid=answer.body.kid, spki=answer.body.spki)

    async def answer(self, request: Request) -> Response:
        try:
            credential = await self.credential()
        except CredentialKeyUnavailable:
            return envelope_response(503, UNAVAILABLE.render(request_language(request)))
        body = {
            "transport": {"kid": self.transport.kid, "spki": self.transport.spki},
            "credential": {"kid": credential.kid, "spki": credential.spki},
        }
        return envelope_response(200, "", body)
