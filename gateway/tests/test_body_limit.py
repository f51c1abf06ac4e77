import asyncio
import json
from collections.abc import AsyncIterator

import httpx
import pytest
from fastapi import FastAPI

from gateway.config import SERVICES, ProtectionMode, Settings
from gateway.main import create_app
from portal_client.protection import SECRET_KEY_PATH, Protected
from portal_kit.body_limit import MAX_BODY_BYTES, MAX_UPLOAD_BYTES
from portal_kit.settings import RunMode
from portal_kit.testing import served

from .processes import free_port

PRODUCTS = "/api/web/portal/api/product/list"
UPLOAD = "/api/web/portal/api/third/file/store"
OUTBOX = "/api/dev/outbox"
DOWNLOAD = "/api/web/portal/api/third/file/down/load"
MB = 1024 * 1024
CHUNK = 64 * 1024
TOO_LARGE = {"ok": False, "status": 413, "msg": "The request is too large.", "body": None}
NO_LENGTH = {"ok": False, "status": 411, "msg": "The request must state its length.", "body": None}
ENGLISH = {"accept-language": "en"}


class Body:
    """A request body sent chunk by chunk as the gateway asks for it, counting what it took."""

    def __init__(self, size: int) -> None:
        self.size = size
        self.taken = 0

    async def __aiter__(self) -> AsyncIterator[bytes]:
        while self.taken < self.size:
            piece = b"x" * min(CHUNK, self.size - self.taken)
            self.taken += len(piece)
            yield piece


@pytest.fixture
async def raw(gateway_app: FastAPI) -> httpx.AsyncClient:
    return httpx.AsyncClient(transport=httpx.ASGITransport(app=gateway_app), base_url="http://p")


async def download_with_a_wrong_sign(raw: httpx.AsyncClient) -> httpx.Request:
    """The download call as a page sends it, but for a spoiled ``sign`` and a declared JSON
    body of 64 MB: everything the gateway could check before reading a body passes."""
    page = Protected()
    page.use_keys((await raw.post(SECRET_KEY_PATH)).json()["body"])
    request = raw.build_request("GET", DOWNLOAD, params={"fileToken": "f" * 32}, headers=ENGLISH)
    request.read()
    sealed = page.seal(request)
    sealed.headers["sign"] = "0" * 64
    sealed.headers["content-type"] = "application/json"
    sealed.headers["content-length"] = str(64 * MB)
    return sealed


class TestBodyLimit:
    # JSON calls: 1 MB; the upload call: 10 MB and its multipart framing.
    async def test_a_declared_length_over_the_cap_is_refused_unread(
        self, raw: httpx.AsyncClient
    ) -> None:
        headers = {"content-length": str(MAX_BODY_BYTES + 1), "accept-language": "en"}

        response = await raw.post(PRODUCTS, headers=headers, content=b"")

        assert response.status_code == 413
        assert response.json() == TOO_LARGE

    async def test_a_chunked_body_without_length_is_refused(self, raw: httpx.AsyncClient) -> None:
        async def chunks():  # type: ignore[no-untyped-def]
            yield b"{}"

        response = await raw.post(PRODUCTS, content=chunks())

        assert response.status_code == 411
        assert response.json()["status"] == 411

    async def test_a_body_within_the_cap_goes_on_to_protection(
        self, raw: httpx.AsyncClient
    ) -> None:
        response = await raw.post(
            PRODUCTS, headers={"content-type": "application/json"}, content=b"x" * 1024
        )

        # Unprotected, so the request protection refuses it: the limit let it through.
        assert response.status_code == 400

    async def test_an_upload_may_be_larger_but_not_over_10_mb(self, raw: httpx.AsyncClient) -> None:
        form = "multipart/form-data; boundary=x"
        within = {"content-length": str(MAX_BODY_BYTES + 1), "content-type": form}
        over = {"content-length": str(MAX_UPLOAD_BYTES + 1), "content-type": form}

        allowed = await raw.post(UPLOAD, headers=within, content=b"")
        refused = await raw.post(UPLOAD, headers=over, content=b"")

        # Past the size check: the (missing) request protection refuses it next.
        assert allowed.status_code == 400
        assert refused.status_code == 413


class TestMethodsWithoutBody:
    # No call takes a body on these methods: whatever one declares is refused before a byte
    # of it is read, with or without a credential.
    @pytest.mark.parametrize(
        ("method", "length"),
        [("GET", 1), ("GET", 128 * MB)],
    )
    async def test_a_declared_body_is_refused_unread(
        self, raw: httpx.AsyncClient, method: str, length: int
    ) -> None:
        body = Body(length)

        response = await raw.request(
            method,
            OUTBOX,
            params={"to": "13800000001"},
            headers={"content-length": str(length), **ENGLISH},
            content=body,
        )

        assert response.status_code == 413
        assert response.json() == TOO_LARGE
        assert body.taken == 0

    @pytest.mark.parametrize("method", ["DELETE", "OPTIONS", "TRACE"])
    async def test_a_body_on_a_method_the_call_does_not_take_is_405_unread(
        self, raw: httpx.AsyncClient, method: str
    ) -> None:
        body = Body(128 * MB)

        response = await raw.request(
            method,
            OUTBOX,
            params={"to": "13800000001"},
            headers={"content-length": str(128 * MB), **ENGLISH},
            content=body,
        )

        # The request line alone is refused: the body would be refused too, but 405 tells the
        # caller what to change.
        assert response.status_code == 405
        assert response.json()["status"] == 405
        assert body.taken == 0

    async def test_a_head_with_a_body_is_refused_unread(self, raw: httpx.AsyncClient) -> None:
        body = Body(128 * MB)

        response = await raw.request(
            "HEAD", "/", headers={"content-length": str(128 * MB)}, content=body
        )

        # An answer to HEAD has no body: its status and type tell.
        assert response.status_code == 413
        assert response.headers["content-type"] == "application/json"
        assert body.taken == 0

    async def test_a_chunked_body_on_a_get_is_refused_unread(self, raw: httpx.AsyncClient) -> None:
        body = Body(128 * MB)

        response = await raw.get(OUTBOX, params={"to": "13800000001"}, headers=ENGLISH)
        chunked = await raw.request(
            "GET", OUTBOX, params={"to": "13800000001"}, headers=ENGLISH, content=body
        )

        assert response.status_code == 200  # the same call without a body
        assert chunked.status_code == 411
        assert chunked.json() == NO_LENGTH
        assert body.taken == 0


class TestDeclaredLength:
    @pytest.mark.parametrize(
        ("declared", "sent"), [(10, CHUNK), (MAX_BODY_BYTES, 4 * MAX_BODY_BYTES)]
    )
    async def test_a_body_longer_than_declared_is_cut_at_its_length(
        self, raw: httpx.AsyncClient, gateway_app: FastAPI, declared: int, sent: int
    ) -> None:
        # As GATEWAY_PROTECTION=optional runs: an unprotected call's body is read and sent on.
        gateway_app.state.protection.mode = ProtectionMode.OPTIONAL
        body = Body(sent)

        response = await raw.post(
            PRODUCTS,
            headers={
                "content-length": str(declared),
                "content-type": "application/json",
                **ENGLISH,
            },
            content=body,
        )

        assert response.status_code == 413
        assert response.json() == TOO_LARGE
        # Reading stopped at the first piece past the declared length.
        assert body.taken <= declared + CHUNK


class TestDownload:
    async def test_a_wrong_sign_with_a_large_body_is_refused_unread(
        self, raw: httpx.AsyncClient
    ) -> None:
        request = await download_with_a_wrong_sign(raw)
        body = Body(64 * MB)

        response = await raw.send(
            httpx.Request("GET", request.url, headers=request.headers, content=body)
        )

        assert response.status_code == 413
        assert response.json() == TOO_LARGE
        assert body.taken == 0

    async def test_over_a_socket_the_answer_comes_before_the_body_is_sent(
        self, raw: httpx.AsyncClient, gateway_app: FastAPI
    ) -> None:
        request = await download_with_a_wrong_sign(raw)
        headers = {**request.headers, "host": "portal.test"}
        head = f"GET {request.url.raw_path.decode()} HTTP/1.1\r\n" + "".join(
            f"{name}: {value}\r\n" for name, value in headers.items()
        )

        async with served(gateway_app) as port:
            reader, writer = await asyncio.open_connection("127.0.0.1", port)
            try:
                writer.write(head.encode("latin-1") + b"\r\n")
                await writer.drain()
                # Not a byte of the body is ever sent: a gateway waiting for it would not
                # answer (the wait is bounded so that such a gateway fails the test, not hangs
                # it). The refusal closes the connection, which ends the read.
                answer = await asyncio.wait_for(reader.read(), timeout=10)
            finally:
                writer.close()

        status_line, _, rest = answer.partition(b"\r\n")
        assert status_line == b"HTTP/1.1 413 Request Entity Too Large"
        assert json.loads(rest.partition(b"\r\n\r\n")[2]) == TOO_LARGE


class TestDevOutboxInProduction:
    async def test_is_no_call_at_all(self, gateway_app: FastAPI) -> None:
        test_settings: Settings = gateway_app.state.settings
        unreachable = f"http://127.0.0.1:{free_port()}"
        production = Settings(
            mode=RunMode.PROD,
            service_token="p" * 40,
            var_dir=test_settings.var_dir,
            redis_url=test_settings.redis_url,
            token_keys_dir=test_settings.token_key_directory,
            web_dist=test_settings.web_dist,
            **{f"{service}_url": unreachable for service in SERVICES},
        )
        app = create_app(production)

        async with app.router.lifespan_context(app):
            transport = httpx.ASGITransport(app=app)
            async with httpx.AsyncClient(transport=transport, base_url="http://p") as client:
                response = await client.get(OUTBOX, params={"to": "13800000001"}, headers=ENGLISH)

        # Not routed to auth (unreachable here: that would be a 503), not there at all.
        assert response.status_code == 404
        assert response.json() == {
            "ok": False,
            "status": 404,
            "msg": "No such interface.",
            "body": None,
        }
