"""``AsyncPortal``: the gateway's protocol for a program or a test, asynchronously.

Every call is sealed (``Protected``); passwords go encrypted to the credential key; sign-in reads
the image captcha and the SMS code from the dev outbox unless the caller supplies them (the
outbox does not exist in production mode); the tokens are renewed through the refresh exchange
before they expire and once more when the gateway answers 401.
"""

import base64
import json
import secrets
import time
from dataclasses import dataclass, field
from types import TracebackType
from typing import Any, Self

import httpx

from portal_client.envelope import Envelope, PortalError
from portal_client.protection import SECRET_KEY_PATH, Protected, encrypt_to

PORTAL_API = "/api/web/portal/api"
OUTBOX_PATH = "/api/dev/outbox"
SIGN_IN_CALL = "login/user/mobileLoginWithSecurity"
DEMO_PASSWORD = "Demo@123456"  # noqa: S105 (the demo accounts' published password)
# Renew this long before the access token's expiry, so a call never races it.
RENEW_AHEAD_SEC = 60
TIMEOUT_SEC = 30.0
# The gateway answers a request whose protection it refuses with HTTP 400 (nothing forwarded).
REFUSED_HTTP_STATUS = 400


def api_path(call: str) -> str:
    """A call as the specification writes it (``x/y`` under the portal's API, ``/x/y`` under
    ``/api``) as the path the gateway serves; a full ``/api/...`` path stays as it is."""
    if call.startswith("/api/"):
        return call
    if call.startswith("/"):
        return f"/api{call}"
    return f"{PORTAL_API}/{call}"


def token_claims(access_token: str | None) -> dict[str, Any]:
    """A JWT's claims, read, not verified (the gateway verifies them); {} when unreadable."""
    try:
        payload = (access_token or "").split(".")[1]
        claims = json.loads(base64.urlsafe_b64decode(payload + "=" * (-len(payload) % 4)))
    except (IndexError, ValueError):
        return {}
    return claims if isinstance(claims, dict) else {}


def token_lifetime(access_token: str | None) -> float:
    """Seconds from the token's ``iat`` to its ``exp``, 0 when unreadable: a lifetime, not an
    instant, so the portal's clock and this machine's need not agree."""
    claims = token_claims(access_token)
    try:
        return float(claims["exp"]) - float(claims["iat"])
    except (KeyError, TypeError, ValueError):
        return 0.0


@dataclass(frozen=True)
class SignIn:
    """A sign-in's answer: ``next`` is ``tokens``, ``chooseCompany``, ``ipCheck`` or
    ``changePassword``; ``comps`` lists the companies to choose from."""

    next: str
    access_token: str | None
    refresh_token: str | None
    failure_period_sec: int | None
    comps: list[dict[str, Any]] = field(default_factory=list)

    @classmethod
    def from_body(cls, body: dict[str, Any]) -> "SignIn":
        return cls(
            str(body.get("next", "tokens")),
            body.get("accessToken"),
            body.get("refreshToken"),
            body.get("failurePeriodSec"),
            list(body.get("comps") or []),
        )


class AsyncPortal:
    """One browser page of the portal at ``base_url``: its own K, browser id and tokens."""

    def __init__(
        self,
        base_url: str,
        *,
        browser_id: str | None = None,
        language: str | None = None,
        transport: httpx.AsyncBaseTransport | None = None,
        timeout: float = TIMEOUT_SEC,
        http: httpx.AsyncClient | None = None,
    ) -> None:
        """``http``: a client of the caller's own to send through instead of one made here
        (a test's in-process transport, its event hooks); its ``auth`` must be ``Protected``,
        and closing this page leaves it open."""
        self.browser_id = browser_id or f"pc-{secrets.token_hex(8)}"
        if http is not None:
            if not isinstance(http.auth, Protected):
                raise TypeError("the client must protect its calls: auth=Protected()")
            self.protection = http.auth
            self.http, self._owns_http = http, False
        else:
            self.protection = Protected()
            headers = {"Accept-Language": language} if language else {}
            self.http = httpx.AsyncClient(
                base_url=base_url,
                auth=self.protection,
                headers=headers,
                transport=transport,
                timeout=timeout,
            )
            self._owns_http = True
        self.access_token: str | None = None
        self.refresh_token: str | None = None
        # The employee the tokens act as: kept apart, since a test may spoil the access token.
        self.employee_code: str | None = None
        # When (time.monotonic) to renew the access token before a call; None: never.
        self.renew_at: float | None = None

    async def __aenter__(self) -> Self:
        return self

    async def __aexit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        await self.aclose()

    async def aclose(self) -> None:
        if self._owns_http:
            await self.http.aclose()

    # Calls

    async def call(
        self,
        call: str,
        body: Any = None,
        *,
        params: dict[str, Any] | None = None,
        method: str = "POST",
        files: dict[str, Any] | None = None,
        data: dict[str, Any] | None = None,
    ) -> Envelope:
        """The envelope of one call (signed in when this page is); never raises for a refusal:
        ``.result()`` does."""
        response = await self._send(method, call, body, params, files, data)
        if response.status_code == REFUSED_HTTP_STATUS and await self._rotated():
            response = await self._send(method, call, body, params, files, data)
        if response.status_code == 401 and self.refresh_token is not None and await self._renewed():
            response = await self._send(method, call, body, params, files, data)
        return self._envelope(response)

    async def fetch(self, call: str, body: Any = None, **options: Any) -> Any:
        """The body of a successful call, or the typed ``PortalError``."""
        return (await self.call(call, body, **options)).result()

    async def _send(
        self,
        method: str,
        call: str,
        body: Any,
        params: dict[str, Any] | None,
        files: dict[str, Any] | None,
        data: dict[str, Any] | None,
    ) -> httpx.Response:
        if self.renew_at is not None and time.monotonic() >= self.renew_at:
            await self._renewed()
        headers = {"Authorization": f"Bearer {self.access_token}"} if self.access_token else {}
        content = None if body is None else json.dumps(body).encode()
        if content is not None:
            headers["content-type"] = "application/json"
        return await self.http.request(
            method,
            api_path(call),
            params=params,
            content=content,
            files=files,
            data=data,
            headers=headers,
        )

    @staticmethod
    def _envelope(response: httpx.Response) -> Envelope:
        try:
            answer = response.json()
        except ValueError as exc:
            raise PortalError(
                500, f"HTTP {response.status_code}: not JSON", response.text[:200]
            ) from exc
        return Envelope.from_json(answer, response.status_code)

    async def _rotated(self) -> bool:
        """After a refused protection: whether the gateway now hands out another transport key
        (it was rotated), which this page then uses."""
        used = self.protection.keys.transport_kid if self.protection.keys else None
        try:
            await self.keys()
        except PortalError:
            return False
        return self.protection.keys is not None and self.protection.keys.transport_kid != used

    # Keys and secrets

    async def keys(self) -> dict[str, dict[str, str]]:
        """The public keys (``transport``, ``credential``: ``kid``, ``spki``), fetched afresh."""
        answer: dict[str, dict[str, str]] = await self.fetch(SECRET_KEY_PATH)
        self.protection.use_keys(answer)
        return answer

    async def encrypt_password(self, password: str) -> str:
        """``password`` encrypted to the credential key, as the sign-in form sends it."""
        if self.protection.keys is None:
            await self.keys()
        assert self.protection.keys is not None
        return encrypt_to(self.protection.keys.credential_spki, password.encode())

    async def outbox(self, to: str) -> list[dict[str, Any]]:
        """What the portal sent to ``to`` (a mobile, an e-mail or a browser id), newest first;
        the dev outbox, which production mode does not have."""
        answer: list[dict[str, Any]] = await self.fetch(
            OUTBOX_PATH, method="GET", params={"to": to}
        )
        return answer

    async def captcha(self) -> str:
        """Draw an image captcha for this browser and read its answer from the dev outbox."""
        await self.fetch("login/user/verify/code", params={"browserID": self.browser_id})
        return str((await self.outbox(self.browser_id))[0]["code"])

    # Signing in

    async def sign_in(
        self,
        mobile: str,
        password: str = DEMO_PASSWORD,
        *,
        captcha: str | None = None,
        employee_code: str | None = None,
    ) -> SignIn:
        """Password sign-in; ``captcha`` is read from the dev outbox unless given. A user of
        several companies is signed into ``employee_code`` (by default the first listed)."""
        body = await self._password_sign_in_body(mobile, password, captcha)
        return await self._signed_in(body, employee_code)

    async def try_sign_in(
        self, mobile: str, password: str = DEMO_PASSWORD, *, captcha: str | None = None
    ) -> Envelope:
        """The sign-in call's own envelope, refused or not: its tokens are not taken and no
        company is chosen. For tests of what sign-in answers."""
        body = await self._password_sign_in_body(mobile, password, captcha)
        return await self.call(SIGN_IN_CALL, body)

    async def _password_sign_in_body(
        self, mobile: str, password: str, captcha: str | None
    ) -> dict[str, Any]:
        if captcha is None:
            captcha = await self.captcha()
        elif self.protection.keys is None:
            await self.keys()
        return {
            "loginType": "password",
            "mobile": mobile,
            "password": await self.encrypt_password(password),
            "code": captcha,
            "browserID": self.browser_id,
        }

    async def request_sms_code(self, mobile: str, *, captcha: str | None = None) -> None:
        """Send a sign-in SMS code to ``mobile`` (spending a solved image captcha)."""
        if captcha is None:
            captcha = await self.captcha()
        sms_token = await self.fetch(f"/login/sms/token/{self.browser_id}", {"code": captcha})
        await self.fetch(
            "sms/sendMobileCodeOfLoginWithSecurity",
            params={
                "browserID": self.browser_id,
                "mobile": mobile,
                "smsToken": sms_token["smsToken"],
            },
        )

    async def sign_in_by_sms(
        self,
        mobile: str,
        sms_code: str | None = None,
        *,
        captcha: str | None = None,
        employee_code: str | None = None,
    ) -> SignIn:
        """SMS sign-in; without ``sms_code`` one is requested and read from the dev outbox."""
        if sms_code is None:
            await self.request_sms_code(mobile, captcha=captcha)
            sms_code = str((await self.outbox(mobile))[0]["code"])
        body = {
            "loginType": "sms",
            "mobile": mobile,
            "smsCode": sms_code,
            "browserID": self.browser_id,
        }
        return await self._signed_in(body, employee_code)

    async def _signed_in(self, body: dict[str, Any], employee_code: str | None) -> SignIn:
        signed_in = SignIn.from_body(await self.fetch(SIGN_IN_CALL, body))
        self._take(signed_in.access_token, signed_in.refresh_token)
        if signed_in.next == "chooseCompany":
            chosen = employee_code or str(signed_in.comps[0]["employeeCode"])
            await self.switch_company(chosen)
        return signed_in

    # Tokens

    async def switch_company(self, employee_code: str) -> None:
        """Choose a company (after sign-in) or change to another one: the refresh exchange."""
        await self._exchange({"employeeCode": employee_code})

    async def switch_role(self, comp_role_code: str, comp_biz_code: str) -> None:
        """Act in another role of the same company: the refresh exchange."""
        await self._exchange({"compRoleCode": comp_role_code, "compBizCode": comp_biz_code})

    async def renew(self) -> None:
        """A new token pair for the same employee (the old refresh token is burnt); a session
        without an employee yet (a registrant's) renews as it is."""
        employee = token_claims(self.access_token).get("emp") or self.employee_code
        await self._exchange({"employeeCode": employee} if employee else {})

    async def _exchange(self, choice: dict[str, str]) -> None:
        if self.refresh_token is None:
            raise PortalError(401, "not signed in: no refresh token")
        refresh_token = self.refresh_token
        self._take(None, None)  # the exchange is called without the old access token
        pair = await self.fetch("employee/refresh/token", {"refreshToken": refresh_token, **choice})
        self._take(pair["accessToken"], pair["refreshToken"])

    def _take(self, access_token: str | None, refresh_token: str | None) -> None:
        self.access_token, self.refresh_token = access_token, refresh_token
        if access_token is not None:
            self.employee_code = token_claims(access_token).get("emp") or None
        lifetime = token_lifetime(access_token) if access_token and refresh_token else 0.0
        self.renew_at = time.monotonic() + lifetime - RENEW_AHEAD_SEC if lifetime > 0 else None

    async def _renewed(self) -> bool:
        try:
            await self.renew()
        except PortalError:
            return False
        return True

    async def verify_idle(self, password: str | None = None, *, mobile: str | None = None) -> None:
        """Unlock a session idle too long (status 423): by password, or, with ``mobile``, by an
        SMS code read from the dev outbox."""
        check: dict[str, Any] = {"browserID": self.browser_id}
        if mobile is None:
            check |= {"checkType": 10, "passWord": await self.encrypt_password(password or "")}
        else:
            await self.fetch(
                "sms/sendMobileCodeOfLogoutWithSecurity",
                params={"browserID": self.browser_id, "mobile": mobile},
            )
            code = str((await self.outbox(mobile))[0]["code"])
            check |= {"checkType": 20, "mobileCode": code, "userMobile": mobile}
        await self.fetch("login/user/logoutCheckTypeWithSecurity", check)

    async def logout(self) -> None:
        await self.fetch("login/user/logout")
        self._take(None, None)

    # Files

    async def upload(
        self, name: str, content: bytes, content_type: str, *, scope: str | None = None
    ) -> Any:
        """Store a file (``third/file/store``); the body names its ``fileToken``."""
        data = {"scope": scope} if scope else None
        return await self.fetch(
            "third/file/store", files={"file": (name, content, content_type)}, data=data
        )

    async def download(self, file_token: str) -> bytes:
        """A stored file's bytes (``GET third/file/down/load``); a refusal is a PortalError."""
        response = await self._send(
            "GET", "third/file/down/load", None, {"fileToken": file_token}, None, None
        )
        if response.headers.get("content-type", "").startswith("application/json"):
            self._envelope(response).result()
        return response.content
