"""Fixtures for tests that drive a running portal through its gateway (entry point pytest11).

``PORTAL_URL`` names the portal (e.g. ``http://127.0.0.1:8000``); a conftest may instead
override the ``portal_url`` fixture. Sign-in reads captchas from the dev outbox, so these
fixtures need a portal outside production mode.

    def test_unread(signed_in):
        admin = signed_in("13800000002")
        assert admin.fetch("message/list", {"pageNum": 1})["total"] >= 0
"""

import os
from collections.abc import AsyncIterator, Callable, Iterator

import pytest
import pytest_asyncio

from portal_client.asynchronous import DEMO_PASSWORD, AsyncPortal
from portal_client.synchronous import Portal

SignInAs = Callable[..., Portal]


@pytest.fixture(scope="session")
def portal_url() -> str:
    """The portal under test: ``PORTAL_URL``."""
    url = os.environ.get("PORTAL_URL", "").strip()
    if not url:
        pytest.fail("set PORTAL_URL to the portal under test, e.g. http://127.0.0.1:8000")
    return url.rstrip("/")


def _signer(url: str, opened: list[Portal]) -> SignInAs:
    def sign_in(mobile: str, password: str = DEMO_PASSWORD, **options: str) -> Portal:
        page = Portal(url)
        opened.append(page)
        page.sign_in(mobile, password, **options)
        return page

    return sign_in


@pytest.fixture
def portal(portal_url: str) -> Iterator[Portal]:
    """A page of the portal, not signed in."""
    with Portal(portal_url) as page:
        yield page


@pytest.fixture(scope="session")
def session_portal(portal_url: str) -> Iterator[Portal]:
    """A page not signed in, shared by the whole test session."""
    with Portal(portal_url) as page:
        yield page


@pytest.fixture
def signed_in(portal_url: str) -> Iterator[SignInAs]:
    """``signed_in("13800000002")``: a page signed in as that demo user (password
    ``Demo@123456`` unless given), signed out again after the test."""
    opened: list[Portal] = []
    yield _signer(portal_url, opened)
    _close(opened)


@pytest.fixture(scope="session")
def session_signed_in(portal_url: str) -> Iterator[SignInAs]:
    """``signed_in`` for the whole test session: sign in once, use it in many tests."""
    opened: list[Portal] = []
    yield _signer(portal_url, opened)
    _close(opened)


@pytest_asyncio.fixture
async def async_portal(portal_url: str) -> AsyncIterator[AsyncPortal]:
    """``portal`` for ``async def`` tests."""
    async with AsyncPortal(portal_url) as page:
        yield page


def _close(opened: list[Portal]) -> None:
    for page in opened:
        if page.refresh_token is not None:
            page.call("login/user/logout")
        page.close()
