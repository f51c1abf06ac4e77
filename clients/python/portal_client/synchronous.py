"""``Portal``: ``AsyncPortal`` for code without an event loop (scripts, plain pytest tests).

It runs the asynchronous client on an event loop of its own, so both APIs share one
implementation; it cannot be used from inside a running event loop (use ``AsyncPortal``).
"""

import asyncio
from collections.abc import Coroutine
from types import TracebackType
from typing import Any, Self, TypeVar

import httpx

from portal_client.asynchronous import DEMO_PASSWORD, TIMEOUT_SEC, AsyncPortal, SignIn
from portal_client.envelope import Envelope

T = TypeVar("T")


class Portal:
    """One browser page of the portal at ``base_url`` (see ``AsyncPortal``)."""

    def __init__(
        self,
        base_url: str,
        *,
        browser_id: str | None = None,
        language: str | None = None,
        transport: httpx.AsyncBaseTransport | None = None,
        timeout: float = TIMEOUT_SEC,
    ) -> None:
        self._runner = asyncio.Runner()
        self.pages = self._runner.run(_open(base_url, browser_id, language, transport, timeout))

    def _run(self, work: Coroutine[Any, Any, T]) -> T:
        return self._runner.run(work)

    def __enter__(self) -> Self:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        trace: TracebackType | None,
    ) -> None:
        self.close()

    def close(self) -> None:
        self._run(self.pages.aclose())
        self._runner.close()

    @property
    def browser_id(self) -> str:
        return self.pages.browser_id

    @property
    def access_token(self) -> str | None:
        return self.pages.access_token

    @property
    def refresh_token(self) -> str | None:
        return self.pages.refresh_token

    def call(self, call: str, body: Any = None, **options: Any) -> Envelope:
        return self._run(self.pages.call(call, body, **options))

    def fetch(self, call: str, body: Any = None, **options: Any) -> Any:
        return self._run(self.pages.fetch(call, body, **options))

    def keys(self) -> dict[str, dict[str, str]]:
        return self._run(self.pages.keys())

    def encrypt_password(self, password: str) -> str:
        return self._run(self.pages.encrypt_password(password))

    def outbox(self, to: str) -> list[dict[str, Any]]:
        return self._run(self.pages.outbox(to))

    def captcha(self) -> str:
        return self._run(self.pages.captcha())

    def sign_in(
        self,
        mobile: str,
        password: str = DEMO_PASSWORD,
        *,
        captcha: str | None = None,
        employee_code: str | None = None,
    ) -> SignIn:
        return self._run(
            self.pages.sign_in(mobile, password, captcha=captcha, employee_code=employee_code)
        )

    def request_sms_code(self, mobile: str, *, captcha: str | None = None) -> None:
        self._run(self.pages.request_sms_code(mobile, captcha=captcha))

    def sign_in_by_sms(
        self,
        mobile: str,
        sms_code: str | None = None,
        *,
        captcha: str | None = None,
        employee_code: str | None = None,
    ) -> SignIn:
        return self._run(
            self.pages.sign_in_by_sms(
                mobile, sms_code, captcha=captcha, employee_code=employee_code
            )
        )

    def switch_company(self, employee_code: str) -> None:
        self._run(self.pages.switch_company(employee_code))

    def switch_role(self, comp_role_code: str, comp_biz_code: str) -> None:
        self._run(self.pages.switch_role(comp_role_code, comp_biz_code))

    def renew(self) -> None:
        self._run(self.pages.renew())

    def verify_idle(self, password: str | None = None, *, mobile: str | None = None) -> None:
        self._run(self.pages.verify_idle(password, mobile=mobile))

    def logout(self) -> None:
        self._run(self.pages.logout())

    def upload(
        self, name: str, content: bytes, content_type: str, *, scope: str | None = None
    ) -> Any:
        return self._run(self.pages.upload(name, content, content_type, scope=scope))

    def download(self, file_token: str) -> bytes:
        return self._run(self.pages.download(file_token))


async def _open(
    base_url: str,
    browser_id: str | None,
    language: str | None,
    transport: httpx.AsyncBaseTransport | None,
    timeout: float,  # noqa: ASYNC109 (httpx's per-request timeout, not this coroutine's)
) -> AsyncPortal:
    # Made on the runner's loop: httpx binds its connection pool to the loop that uses it.
    return AsyncPortal(
        base_url, browser_id=browser_id, language=language, transport=transport, timeout=timeout
    )
