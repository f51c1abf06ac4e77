"""Internal calls to the services, with the service token; failures become a clear exit."""

from typing import Any

import httpx

from portal_kit.internal import SERVICE_TOKEN_HEADER
from portalctl.settings import Settings

TIMEOUT = httpx.Timeout(30.0, connect=3.0)


class OperatorError(Exception):
    """A service refused the call or could not be reached; ``str()`` says which and why."""


class OperatorClient:
    def __init__(self, settings: Settings, transport: httpx.AsyncBaseTransport | None = None):
        self._settings = settings
        self._http = httpx.AsyncClient(
            transport=transport,
            timeout=TIMEOUT,
            headers={SERVICE_TOKEN_HEADER: settings.service_token, "Accept-Language": "en"},
        )

    async def __aenter__(self) -> "OperatorClient":
        return self

    async def __aexit__(self, *_: object) -> None:
        await self._http.aclose()

    @property
    def operator(self) -> str:
        return self._settings.operator

    async def call(self, service: str, path: str, payload: dict[str, Any] | None = None) -> Any:
        """POST ``/internal/<path>`` to ``service``; the envelope's body, or ``OperatorError``."""
        url = f"{self._settings.service_url(service)}/internal/{path.lstrip('/')}"
        try:
            answer = await self._http.post(url, json=payload or {})
        except httpx.HTTPError as exc:
            raise OperatorError(f"{service} is not reachable at {url}: {exc!r}") from exc
        try:
            envelope = answer.json()
            status, msg = int(envelope["status"]), envelope.get("msg") or ""
        except (ValueError, KeyError, TypeError) as exc:
            raise OperatorError(f"{service} answered HTTP {answer.status_code} to {path}") from exc
        if status != 200:
            raise OperatorError(f"{service} refused {path} (status {status}): {msg}")
        return envelope.get("body")
