from collections.abc import AsyncIterator

import httpx
import pytest
from fastapi import FastAPI
from starlette.types import Scope

from gateway.paths import is_routable


def scope_for(raw_path: bytes, query_string: bytes = b"") -> Scope:
    # Build the scope by hand: HTTP clients normalise dot segments before sending.
    from urllib.parse import unquote

    scope = {
        "type": "http",
        "method": "POST",
        "path": unquote(raw_path.decode()),
        "raw_path": raw_path,
        "query_string": query_string,
        "headers": [],
    }
    return scope


class TestIsRoutable:
    @pytest.mark.parametrize(
        "raw_path",
        [
            b"/api/login/sms/token/../../internal/x",
            b"/api/login/sms/token/./x",
            b"/api/login/sms/token/%2e%2e/x",
            b"/api/login/sms/token/a%2Fb",
            b"/api/login/sms/token/a%5Cb",
            b"/api/login/sms/token/a%00",
            b"/api/web/portal/api//product/list",
            b"/api/internal/x",
            b"/api/web/INTERNAL/x",
            # Found by fuzzing: these were forwarded as no URL can be (status 500).
            b"/api/login/sms/token/%08",
            b"/api/login/sms/token/a%7F",
            b"/api/login/sms/token/a%3Fb",
            b"/api/login/sms/token/a%23b",
        ],
    )
    def test_refuses_internal_and_ambiguous_paths(self, raw_path: bytes) -> None:
        assert is_routable(scope_for(raw_path)) is False

    @pytest.mark.parametrize("query", [b"pid=\x01", b"pid=a b", b"pid=\x7f"])
    def test_refuses_a_query_that_is_not_percent_encoded_text(self, query: bytes) -> None:
        assert is_routable(scope_for(b"/api/web/portal/api/area/list", query)) is False

    def test_accepts_an_encoded_query_and_a_path_in_other_scripts(self) -> None:
        assert is_routable(scope_for(b"/api/login/sms/token/%E6%B5%8F", b"a=%01&b=%C2%B0"))

    def test_accepts_a_plain_call(self) -> None:
        assert is_routable(scope_for(b"/api/web/portal/api/product/list")) is True

    def test_accepts_a_path_parameter(self) -> None:
        assert is_routable(scope_for(b"/api/login/sms/token/browser-0001")) is True


INDEX = "<!doctype html><div id=root></div>"


@pytest.fixture(params=["portal", "console"])
async def listener(
    request: pytest.FixtureRequest, gateway_app: FastAPI, console_app: FastAPI
) -> AsyncIterator[httpx.AsyncClient]:
    """A browser on either listener's web app (the same kind of build for both)."""
    app = gateway_app if request.param == "portal" else console_app
    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(transport=transport, base_url="http://web.test") as client:
        yield client


class TestWebAppPaths:
    """Whatever path a browser asks for, the web app answers its page or 404, never 500."""

    @pytest.mark.parametrize(
        "path",
        [
            # One name longer than the filesystem takes (NAME_MAX, 255 bytes).
            pytest.param("/" + "a" * 300, id="long-name"),
            # A whole path longer than the filesystem takes (PATH_MAX, 4096 bytes).
            pytest.param("/" + "/".join(["b" * 200] * 25), id="long-path"),
            # The decoded path holds a NUL, which no file name can.
            pytest.param("/center%00/x", id="nul"),
            # A file's name used as a folder (ENOTDIR).
            pytest.param("/index.html/x", id="file-as-folder"),
            # Out of the build by dot segments, plain or with encoded slashes.
            pytest.param("/..%2F..%2Fetc%2Fpasswd", id="encoded-slashes"),
            pytest.param("/a/%2e%2e/%2e%2e/%2e%2e/etc/passwd", id="dot-segments"),
        ],
    )
    async def test_an_odd_client_route_gets_the_page(
        self, listener: httpx.AsyncClient, path: str
    ) -> None:
        response = await listener.get(httpx.URL(path))

        assert response.status_code == 200
        assert response.text == INDEX

    @pytest.mark.parametrize(
        "path",
        [
            pytest.param("/assets/" + "a" * 300, id="long-name"),
            pytest.param("/assets/" + "/".join(["c" * 200] * 25), id="long-path"),
            pytest.param("/assets/app%00-1a2b.js", id="nul"),
            pytest.param("/assets/app-1a2b.js/x", id="file-as-folder"),
        ],
    )
    async def test_an_odd_asset_path_is_404(self, listener: httpx.AsyncClient, path: str) -> None:
        response = await listener.get(httpx.URL(path))

        assert response.status_code == 404
