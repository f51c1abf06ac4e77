"""portalctl's two ways in: the console's API as an operator (every command), and the back
office's internal routes with the service token (the break-glass commands)."""

from types import TracebackType
from typing import Any

import httpx

from portal_client.protection import CONSOLE_KEYS_PATH, Protected
from portal_kit.internal import SERVICE_TOKEN_HEADER
from portalctl.settings import Settings

TIMEOUT = httpx.Timeout(30.0, connect=3.0)
OPS = "/api/ops"
# The CLI's own messages are English; texts the portal sends people follow each recipient.
LANGUAGE = {"Accept-Language": "en"}


class OperatorError(Exception):
    """The console refused the call or could not be reached; ``str()`` says which and why."""


def _body(answer: httpx.Response, what: str) -> Any:
    try:
        envelope = answer.json()
        status, msg = int(envelope["status"]), envelope.get("msg") or ""
    except (ValueError, KeyError, TypeError) as exc:
        raise OperatorError(f"{what}: HTTP {answer.status_code} without an answer") from exc
    if status != 200:
        raise OperatorError(f"refused {what} (status {status}): {msg}")
    return envelope.get("body")


class ConsoleClient:
    """A session in the console opened with the operator's API token: every call sealed as the
    console's web app seals it, renewed once when the gateway says the token ran out, and
    ended when the command is done."""

    def __init__(self, settings: Settings, transport: httpx.AsyncBaseTransport | None = None):
        self._settings = settings
        self._http = httpx.AsyncClient(
            base_url=settings.url,
            transport=transport,
            timeout=TIMEOUT,
            headers=LANGUAGE,
            auth=Protected(keys_path=CONSOLE_KEYS_PATH),
        )
        self._access = ""
        self._refresh = ""

    async def __aenter__(self) -> "ConsoleClient":
        token = self._settings.token.get_secret_value()
        if not token:
            await self._http.aclose()
            raise OperatorError(
                "PORTALCTL_TOKEN is not set: make a personal API token in the console "
                "(my account → API tokens) and export it"
            )
        try:
            tokens = await self._post("session/api-token", {"apiToken": token}, bearer=False)
        except BaseException:
            await self._http.aclose()
            raise
        self._access, self._refresh = tokens["accessToken"], tokens["refreshToken"]
        return self

    async def __aexit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        try:
            if self._access:
                await self._http.post(f"{OPS}/session/logout", json={}, headers=self._bearer())
        except httpx.HTTPError:
            pass  # the session ends on its own; the command's outcome stands
        finally:
            await self._http.aclose()

    def _bearer(self) -> dict[str, str]:
        return {"Authorization": f"Bearer {self._access}"}

    async def _send(self, method: str, path: str, **options: Any) -> httpx.Response:
        url = f"{OPS}/{path.lstrip('/')}"
        try:
            answer = await self._http.request(method, url, headers=self._bearer(), **options)
            if answer.status_code == 401 and self._refresh:
                renewed = await self._post(
                    "session/refresh", {"refreshToken": self._refresh}, bearer=False
                )
                self._access, self._refresh = renewed["accessToken"], renewed["refreshToken"]
                answer = await self._http.request(method, url, headers=self._bearer(), **options)
        except httpx.HTTPError as exc:
            raise OperatorError(
                f"the console is not reachable at {self._settings.url}: {exc!r}"
            ) from exc
        return answer

    async def _post(self, path: str, payload: dict[str, Any], bearer: bool = True) -> Any:
        if bearer:
            answer = await self._send("POST", path, json=payload)
        else:
            try:
                answer = await self._http.post(f"{OPS}/{path}", json=payload)
            except httpx.HTTPError as exc:
                raise OperatorError(
                    f"the console is not reachable at {self._settings.url}: {exc!r}"
                ) from exc
        return _body(answer, path)

    async def call(self, path: str, payload: dict[str, Any] | None = None) -> Any:
        """POST ``/api/ops/<path>``; the envelope's body, or ``OperatorError``."""
        return await self._post(path, payload or {})

    async def download(self, path: str, params: dict[str, str]) -> bytes:
        """GET ``/api/ops/<path>``: a file's bytes, or ``OperatorError`` with the refusal."""
        answer = await self._send("GET", path, params=params)
        if answer.status_code == 200 and not answer.headers.get("content-type", "").startswith(
            "application/json"
        ):
            return answer.content
        _body(answer, path)
        raise OperatorError(f"{path}: no file in the answer")


class BreakGlassClient:
    """The back office's internal routes with the service token (operator bootstrap)."""

    def __init__(self, settings: Settings, transport: httpx.AsyncBaseTransport | None = None):
        self._settings = settings
        self._http = httpx.AsyncClient(
            transport=transport,
            timeout=TIMEOUT,
            headers={SERVICE_TOKEN_HEADER: settings.service_token, **LANGUAGE},
        )

    async def __aenter__(self) -> "BreakGlassClient":
        return self

    async def __aexit__(self, *_: object) -> None:
        await self._http.aclose()

    async def call(self, path: str, payload: dict[str, Any]) -> Any:
        url = f"{self._settings.internal_url}/internal/{path.lstrip('/')}"
        try:
            answer = await self._http.post(url, json={**payload, "by": self._settings.operator})
        except httpx.HTTPError as exc:
            raise OperatorError(f"the back office is not reachable at {url}: {exc!r}") from exc
        return _body(answer, path)
