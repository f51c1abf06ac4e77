"""Request protection (DESIGN §5): the shared vectors, then the real gateway on both backends."""

import asyncio
import base64
import json
import logging
import secrets
from collections.abc import AsyncIterator, Awaitable, Callable
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

import httpx
import pytest
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import padding, rsa
from fastapi import FastAPI
from starlette.types import ASGIApp, Message, Receive, Scope, Send

from gateway.config import REPO_ROOT, SERVICES, ProtectionMode, Settings
from gateway.main import create_app
from gateway.protection import codec
from gateway.protection.keys import SessionKeys
from gateway.protection.verifier import NONCE_TTL_SEC, WINDOW_MS
from portal_client import protection
from portal_client.protection import SECRET_KEY_PATH, Protected, encrypt_to
from portal_kit.keyring import key_directory, load_keyring_now
from portal_kit.settings import BaseServiceSettings, RunMode

VECTORS = json.loads((REPO_ROOT / "contracts" / "protection-vectors.json").read_text())
API = "/api/web/portal/api"
PRODUCTS = f"{API}/product/list"
AREAS = f"{API}/area/list"
CAPTCHA = f"{API}/login/user/verify/code"
REFUSED = {
    "ok": False,
    "status": 400,
    "msg": "The request could not be verified; please reload the page and try again.",
    "body": None,
}


class TestVectors:
    """The committed known answers, reproduced byte for byte (the web client must match too)."""

    @pytest.mark.parametrize("case", VECTORS["aesGcm"])
    def test_every_aes_gcm_body(self, case: dict[str, str]) -> None:
        key, iv = case["key"].encode(), base64.b64decode(case["iv"])
        plaintext = case["plaintext"].encode()

        assert codec.seal_body(key, iv, plaintext) == case["data"]
        assert codec.open_body(key, case["data"]) == plaintext

    @pytest.mark.parametrize("case", VECTORS["sign"])
    def test_every_sign(self, case: dict[str, str]) -> None:
        body = case["body"].encode()
        digest = codec.body_digest(body)

        assert digest == case["bodySha256"]
        expected = codec.sign(
            case["key"].encode(),
            case["method"],
            case["target"].encode(),
            case["timestamp"],
            case["nonce"],
            digest,
        )
        assert expected == case["sign"]
        # The test client is checked against the same answers, so its calls prove something.
        assert (
            protection.signature(
                case["key"], case["method"], case["target"], case["timestamp"], case["nonce"], body
            )
            == case["sign"]
        )

    async def test_every_rsa_case_gives_its_session_key(self, tmp_path: Path) -> None:
        private_key = serialization.load_der_private_key(
            base64.b64decode(VECTORS["rsa"]["pkcs8"]), password=None
        )
        directory = key_directory(tmp_path, "transport")
        directory.mkdir(parents=True)
        (directory / f"{VECTORS['rsa']['kid']}.pem").write_bytes(
            private_key.private_bytes(
                serialization.Encoding.PEM,
                serialization.PrivateFormat.PKCS8,
                serialization.NoEncryption(),
            )
        )
        keys = SessionKeys(load_keyring_now(tmp_path, "transport", RunMode.TEST))

        assert keys.current.spki == VECTORS["rsa"]["spki"]
        for case in VECTORS["rsa"]["cases"]:
            key = await keys.key(VECTORS["rsa"]["kid"], case["ciphertext"])
            assert key == case["plaintext"].encode()


# ---- through the real gateway ----------------------------------------------------------------


@asynccontextmanager
async def running_gateway(
    embedded_settings: dict[str, BaseServiceSettings], var_dir: Path, **settings: Any
) -> AsyncIterator[FastAPI]:
    redis_url = embedded_settings["auth"].redis_url
    app = create_app(
        Settings(mode=RunMode.TEST, redis_url=redis_url, var_dir=var_dir, **settings),
        embedded_settings,
    )
    async with app.router.lifespan_context(app):
        yield app


def client_of(app: FastAPI, auth: httpx.Auth | None = None) -> httpx.AsyncClient:
    """An English-speaking browser (so refusals read as ``REFUSED``)."""
    transport = httpx.ASGITransport(app=app, client=("203.0.113.7", 50000))
    return httpx.AsyncClient(
        transport=transport,
        base_url="http://portal.test",
        auth=auth,
        headers={"Accept-Language": "en"},
    )


@pytest.fixture
async def raw(gateway_app: FastAPI) -> AsyncIterator[httpx.AsyncClient]:
    """A client that sends exactly what a test builds: no protection added."""
    async with client_of(gateway_app) as client:
        yield client


@pytest.fixture
async def page(raw: httpx.AsyncClient) -> Protected:
    """One page load: the keys fetched, K drawn and encrypted to the transport key."""
    protected = Protected()
    protected.use_keys((await raw.post(SECRET_KEY_PATH)).json()["body"])
    return protected


@pytest.fixture
def forwarded(gateway_app: FastAPI) -> list[httpx.Request]:
    """Every call the gateway sent on to a service, as the service received it (the gateway's
    own key lookups, on another client, left out)."""
    seen: list[httpx.Request] = []
    for service in SERVICES:
        upstream = gateway_app.state.upstreams.upstream(service)
        upstream.app = recording(upstream.app, seen)
    return seen


def recording(app: ASGIApp, seen: list[httpx.Request]) -> ASGIApp:
    async def recorded(scope: Scope, receive: Receive, send: Send) -> None:
        first = await receive()
        query = scope["query_string"]
        target = scope["raw_path"] + (b"?" + query if query else b"")
        url = httpx.URL("http://service" + target.decode("ascii"))
        seen.append(
            httpx.Request(
                scope["method"], url, headers=scope["headers"], content=first.get("body", b"")
            )
        )
        replayed = False

        async def replay() -> Message:
            nonlocal replayed
            if replayed:
                return await receive()
            replayed = True
            return first

        await app(scope, replay, send)

    return recorded


def sealed(
    raw: httpx.AsyncClient, page: Protected, method: str, url: str, **options: Any
) -> httpx.Request:
    request = raw.build_request(method, url, **options)
    request.read()
    return page.seal(request)


def with_headers(request: httpx.Request, **changes: str | None) -> httpx.Request:
    """``request`` with headers replaced (``None`` removes one); ``x_kid`` means ``x-kid``."""
    headers = httpx.Headers(request.headers)
    for name, value in changes.items():
        name = name.replace("_", "-")
        if value is None:
            del headers[name]
        else:
            headers[name] = value
    return httpx.Request(request.method, request.url, headers=headers, content=request.content)


async def refused(
    raw: httpx.AsyncClient, request: httpx.Request, forwarded: list[httpx.Request]
) -> None:
    response = await raw.send(request)

    assert response.status_code == 400
    assert response.json() == REFUSED
    assert forwarded == []


class TestSecretKey:
    async def test_answers_both_public_keys_without_protection(
        self, raw: httpx.AsyncClient, gateway_app: FastAPI, gateway_var_dir: Path
    ) -> None:
        envelope = (await raw.post(SECRET_KEY_PATH)).json()

        assert envelope["ok"] is True
        body = envelope["body"]
        assert set(body) == {"transport", "credential"}
        for part in body.values():
            key = serialization.load_der_public_key(base64.b64decode(part["spki"]))
            assert isinstance(key, rsa.RSAPublicKey)
            assert key.key_size == 3072
        newest = sorted(key_directory(gateway_var_dir, "transport").glob("*.pem"))[-1]
        assert body["transport"]["kid"] == newest.stem
        auth = gateway_app.state.upstreams.embedded_apps["auth"]
        assert body["credential"]["kid"] == auth.state.credential_keys.current.kid
        assert body["credential"]["spki"] == auth.state.credential_keys.current.spki

    async def test_asks_auth_for_the_credential_key_once_for_many_page_loads(
        self, raw: httpx.AsyncClient, gateway_app: FastAPI
    ) -> None:
        asked: list[str] = []

        async def record(request: httpx.Request) -> None:
            asked.append(request.url.path)

        gateway_app.state.upstreams.client("auth").event_hooks["request"].append(record)
        answers = await asyncio.gather(*(raw.post(SECRET_KEY_PATH) for _ in range(10)))
        await raw.post(SECRET_KEY_PATH)

        assert {answer.json()["status"] for answer in answers} == {200}
        assert asked == ["/internal/keys/credential"]

    async def test_asks_again_after_a_minute(
        self, raw: httpx.AsyncClient, gateway_app: FastAPI
    ) -> None:
        secret_key = gateway_app.state.secret_key
        now = [1000.0]
        secret_key.clock = lambda: now[0]
        asked: list[str] = []

        async def record(request: httpx.Request) -> None:
            asked.append(request.url.path)

        gateway_app.state.upstreams.client("auth").event_hooks["request"].append(record)
        await raw.post(SECRET_KEY_PATH)
        now[0] += 59
        await raw.post(SECRET_KEY_PATH)
        now[0] += 2
        # The key it has is answered at once while the new one is asked for.
        assert (await raw.post(SECRET_KEY_PATH)).json()["status"] == 200
        if secret_key._refreshing is not None:
            await secret_key._refreshing

        assert len(asked) == 2

    async def test_is_503_when_auth_refuses_the_gateway(
        self,
        embedded_settings: dict[str, BaseServiceSettings],
        gateway_var_dir: Path,
    ) -> None:
        async with (
            running_gateway(
                embedded_settings,
                gateway_var_dir,
                service_token="not-the-token-auth-knows-0123456789",
            ) as app,
            client_of(app) as client,
        ):
            envelope = (await client.post(SECRET_KEY_PATH)).json()

        assert envelope["status"] == 503
        assert envelope["body"] is None


class TestAccepted:
    async def test_a_plain_call_reaches_its_service(
        self, gateway: httpx.AsyncClient, forwarded: list[httpx.Request]
    ) -> None:
        envelope = (await gateway.post(PRODUCTS)).json()

        assert envelope["ok"] is True
        assert len(envelope["body"]) >= 2
        assert [request.url.path for request in forwarded] == ["/web/portal/api/product/list"]
        assert "aes" not in forwarded[0].headers
        assert "sign" not in forwarded[0].headers

    async def test_a_query_is_signed_and_forwarded(
        self, gateway: httpx.AsyncClient, forwarded: list[httpx.Request]
    ) -> None:
        envelope = (await gateway.post(AREAS, params={"pid": "320000"})).json()

        assert "苏州市" in {area["name"] for area in envelope["body"]}
        assert forwarded[0].url.query == b"pid=320000"

    async def test_a_json_body_is_forwarded_decrypted(
        self, raw: httpx.AsyncClient, page: Protected, forwarded: list[httpx.Request]
    ) -> None:
        value = {"mobile": "13800000001", "name": "上海示范核心企业", "n": [1, 2.5]}
        request = sealed(raw, page, "POST", PRODUCTS, json=value)

        response = await raw.send(request)

        assert "13800000001" not in request.content.decode()
        assert response.json()["ok"] is True
        (upstream,) = forwarded
        assert json.loads(upstream.content) == value
        assert upstream.headers["content-type"] == "application/json"

    async def test_a_file_upload_is_signed_not_encrypted(
        self,
        raw: httpx.AsyncClient,
        page: Protected,
        forwarded: list[httpx.Request],
        signed_in: dict[str, str],
    ) -> None:
        files = {"file": ("contract.pdf", b"%PDF-1.7 \x00\xff binary", "application/pdf")}
        request = sealed(
            raw, page, "POST", f"{API}/third/file/store", files=files, headers=signed_in
        )

        response = await raw.send(request)

        assert response.status_code == 200
        (upstream,) = forwarded
        assert upstream.content == request.content
        assert upstream.headers["content-type"] == request.headers["content-type"]
        assert upstream.headers["content-type"].startswith("multipart/form-data; boundary=")

    async def test_a_get_with_an_encoded_query_is_signed_over_the_raw_target(
        self,
        raw: httpx.AsyncClient,
        page: Protected,
        forwarded: list[httpx.Request],
        signed_in: dict[str, str],
    ) -> None:
        url = f"{API}/third/file/down/load?fileToken=abc%2Fdef&x=%E4%B8%AD"
        response = await raw.send(sealed(raw, page, "GET", url, headers=signed_in))

        assert response.status_code == 200
        assert forwarded[0].url.query == b"fileToken=abc%2Fdef&x=%E4%B8%AD"

    async def test_the_nonce_is_remembered_for_two_windows(
        self, raw: httpx.AsyncClient, page: Protected, gateway_app: FastAPI
    ) -> None:
        request = sealed(raw, page, "POST", PRODUCTS)

        await raw.send(request)

        ttl = await gateway_app.state.protection.nonces.ttl(request.headers["x-nonce"])
        assert 0 < ttl <= NONCE_TTL_SEC == 600

    async def test_the_key_handout_and_the_dev_outbox_need_no_protection(
        self, raw: httpx.AsyncClient
    ) -> None:
        outbox = await raw.get("/api/dev/outbox", params={"to": "13800000001"})

        assert outbox.json()["ok"] is True
        assert (await raw.post(SECRET_KEY_PATH)).json()["ok"] is True


class TestRefused:
    async def test_a_replayed_nonce(
        self, raw: httpx.AsyncClient, page: Protected, forwarded: list[httpx.Request]
    ) -> None:
        request = sealed(raw, page, "POST", PRODUCTS)

        first = await raw.send(request)
        again = await raw.send(request)

        assert first.json()["ok"] is True
        assert again.status_code == 400
        assert again.json() == REFUSED
        assert len(forwarded) == 1

    async def test_twenty_concurrent_copies_are_accepted_once(
        self, raw: httpx.AsyncClient, page: Protected, forwarded: list[httpx.Request]
    ) -> None:
        request = sealed(raw, page, "POST", AREAS, params={"pid": "320000"})

        answers = await asyncio.gather(*(raw.send(with_headers(request)) for _ in range(20)))

        assert sorted(answer.status_code for answer in answers) == [200] + [400] * 19
        assert len(forwarded) == 1

    async def test_a_replay_does_not_happen_again_at_the_service(
        self, raw: httpx.AsyncClient, page: Protected, gateway_app: FastAPI
    ) -> None:
        kv = gateway_app.state.kv
        request = sealed(raw, page, "POST", CAPTCHA, params={"browserID": "browser-0042"})
        await raw.send(request)
        await kv.delete("captcha:browser-0042")

        await raw.send(request)

        assert await kv.get("captcha:browser-0042") is None

    async def test_tampered_ciphertext(
        self, raw: httpx.AsyncClient, page: Protected, forwarded: list[httpx.Request]
    ) -> None:
        request = sealed(raw, page, "POST", PRODUCTS, json={"amount": 100})
        sealed_bytes = bytearray(base64.b64decode(json.loads(request.content)["data"]))
        sealed_bytes[20] ^= 0x01
        content = json.dumps({"data": base64.b64encode(bytes(sealed_bytes)).decode()}).encode()
        tampered = httpx.Request("POST", request.url, headers=request.headers, content=content)

        await refused(raw, tampered, forwarded)

    async def test_tampered_query_string(
        self, raw: httpx.AsyncClient, page: Protected, forwarded: list[httpx.Request]
    ) -> None:
        request = sealed(raw, page, "POST", AREAS, params={"pid": "320000"})
        tampered = httpx.Request(
            "POST", request.url.copy_with(query=b"pid=110000"), headers=request.headers
        )

        await refused(raw, tampered, forwarded)

    async def test_a_query_added_to_a_call_signed_without_one(
        self, raw: httpx.AsyncClient, page: Protected, forwarded: list[httpx.Request]
    ) -> None:
        request = sealed(raw, page, "POST", PRODUCTS)
        tampered = httpx.Request(
            "POST", request.url.copy_with(query=b"x=1"), headers=request.headers
        )

        await refused(raw, tampered, forwarded)

    async def test_a_wrong_sign(
        self, raw: httpx.AsyncClient, page: Protected, forwarded: list[httpx.Request]
    ) -> None:
        request = sealed(raw, page, "POST", PRODUCTS)
        wrong = request.headers["sign"][:-1] + ("0" if request.headers["sign"][-1] != "0" else "1")

        await refused(raw, with_headers(request, sign=wrong), forwarded)

    async def test_a_sign_made_with_another_key(
        self, raw: httpx.AsyncClient, page: Protected, forwarded: list[httpx.Request]
    ) -> None:
        other = Protected(keys=page.keys, aes=page.aes)  # a K that is not the one in aes

        await refused(raw, sealed(raw, other, "POST", PRODUCTS), forwarded)

    async def test_a_body_swapped_for_another_sealed_with_the_same_key(
        self, raw: httpx.AsyncClient, page: Protected, forwarded: list[httpx.Request]
    ) -> None:
        request = sealed(raw, page, "POST", PRODUCTS, json={"amount": 100})
        other = sealed(raw, page, "POST", PRODUCTS, json={"amount": 999})
        swapped = httpx.Request("POST", request.url, headers=request.headers, content=other.content)

        await refused(raw, swapped, forwarded)

    @pytest.mark.parametrize(
        "content",
        [b"not json", b'{"data": 1}', b"[]", b'{"data": "!!!"}', b'{"data": "", "x": 1}'],
    )
    async def test_a_malformed_body(
        self,
        raw: httpx.AsyncClient,
        page: Protected,
        forwarded: list[httpx.Request],
        content: bytes,
    ) -> None:
        request = sealed(raw, page, "POST", PRODUCTS, json={"a": 1})
        malformed = httpx.Request("POST", request.url, headers=request.headers, content=content)

        await refused(raw, malformed, forwarded)

    @pytest.mark.parametrize("header", ["aes", "x-kid", "x-timestamp", "x-nonce", "sign"])
    async def test_a_missing_header(
        self,
        raw: httpx.AsyncClient,
        page: Protected,
        forwarded: list[httpx.Request],
        header: str,
    ) -> None:
        request = sealed(raw, page, "POST", PRODUCTS)

        await refused(raw, with_headers(request, **{header: None}), forwarded)

    async def test_an_unknown_kid(
        self, raw: httpx.AsyncClient, page: Protected, forwarded: list[httpx.Request]
    ) -> None:
        request = sealed(raw, page, "POST", PRODUCTS)

        await refused(raw, with_headers(request, x_kid="t19990101T000000-00000000"), forwarded)

    async def test_an_aes_encrypted_with_pkcs1_v15(
        self, raw: httpx.AsyncClient, page: Protected, forwarded: list[httpx.Request]
    ) -> None:
        assert page.keys is not None
        spki = serialization.load_der_public_key(base64.b64decode(page.keys.transport_spki))
        assert isinstance(spki, rsa.RSAPublicKey)
        v15 = base64.b64encode(spki.encrypt(page.key.encode(), padding.PKCS1v15())).decode()
        old_style = Protected(key=page.key, keys=page.keys, aes=v15)

        await refused(raw, sealed(raw, old_style, "POST", PRODUCTS), forwarded)

    @pytest.mark.parametrize(
        "aes",
        [
            "garbage",
            "not base64 !!",
            base64.b64encode(secrets.token_bytes(384)).decode(),
            "QUFB" * 400,
        ],
    )
    async def test_a_garbage_aes(
        self, raw: httpx.AsyncClient, page: Protected, forwarded: list[httpx.Request], aes: str
    ) -> None:
        garbage = Protected(key=page.key, keys=page.keys, aes=aes)

        await refused(raw, sealed(raw, garbage, "POST", PRODUCTS), forwarded)

    @pytest.mark.parametrize(
        "key", ["abcd-efgh_ijkl!!", "abcdefghijklmno", "abcdefghijklmnopq", "ÄbcdefghijklmnoP"]
    )
    async def test_a_session_key_of_the_wrong_shape(
        self, raw: httpx.AsyncClient, page: Protected, forwarded: list[httpx.Request], key: str
    ) -> None:
        assert page.keys is not None
        # Sign and seal with the key's UTF-8 bytes: only its shape is wrong.
        shaped = Protected(
            key=key, keys=page.keys, aes=encrypt_to(page.keys.transport_spki, key.encode())
        )

        await refused(raw, sealed(raw, shaped, "POST", PRODUCTS), forwarded)

    @pytest.mark.parametrize("nonce", ["short-nonce", "x" * 65, "has space in it!!", "a/b.c" * 4])
    async def test_a_malformed_nonce(
        self, raw: httpx.AsyncClient, page: Protected, forwarded: list[httpx.Request], nonce: str
    ) -> None:
        page.next_nonce = lambda: nonce

        await refused(raw, sealed(raw, page, "POST", PRODUCTS), forwarded)


class TestTimeWindow:
    """The gateway's clock is moved, never slept on: ±5 minutes, both edges included."""

    T = 1_795_350_000_000

    @pytest.fixture(autouse=True)
    def client_clock(self, page: Protected) -> None:
        page.now_ms = lambda: self.T

    @pytest.mark.parametrize("offset", [-WINDOW_MS, 0, WINDOW_MS])
    async def test_inside_the_window(
        self, raw: httpx.AsyncClient, page: Protected, gateway_app: FastAPI, offset: int
    ) -> None:
        gateway_app.state.protection.clock = lambda: self.T + offset

        response = await raw.send(sealed(raw, page, "POST", PRODUCTS))

        assert response.json()["ok"] is True

    @pytest.mark.parametrize("offset", [-WINDOW_MS - 1, WINDOW_MS + 1, 10 * WINDOW_MS])
    async def test_outside_the_window(
        self,
        raw: httpx.AsyncClient,
        page: Protected,
        gateway_app: FastAPI,
        forwarded: list[httpx.Request],
        offset: int,
    ) -> None:
        # The gateway's clock ahead: the call is stale; behind: it comes from the future.
        gateway_app.state.protection.clock = lambda: self.T + offset

        await refused(raw, sealed(raw, page, "POST", PRODUCTS), forwarded)

    @pytest.mark.parametrize("timestamp", ["", "-1", "17953500000.0", "1e12", "9" * 17])
    async def test_a_malformed_timestamp(
        self,
        raw: httpx.AsyncClient,
        page: Protected,
        forwarded: list[httpx.Request],
        timestamp: str,
    ) -> None:
        request = sealed(raw, page, "POST", PRODUCTS)

        await refused(raw, with_headers(request, x_timestamp=timestamp), forwarded)


class TestSessionKeyCache:
    @pytest.fixture
    def rsa_decryptions(self, gateway_app: FastAPI, monkeypatch: pytest.MonkeyPatch) -> list[str]:
        ring = gateway_app.state.protection.keys.ring
        decrypt: Callable[..., Awaitable[bytes]] = ring.decrypt
        counted: list[str] = []

        async def counting(ciphertext: bytes, kid: str | None = None) -> bytes:
            counted.append(kid or "")
            return await decrypt(ciphertext, kid)

        monkeypatch.setattr(ring, "decrypt", counting)
        return counted

    async def test_one_rsa_decryption_per_page_load(
        self, gateway_app: FastAPI, rsa_decryptions: list[str]
    ) -> None:
        page = Protected()
        async with client_of(gateway_app, auth=page) as first_page:
            # Keys first, as a page does; then its first calls arrive together.
            page.use_keys((await first_page.post(SECRET_KEY_PATH)).json()["body"])
            concurrent = await asyncio.gather(*(first_page.post(PRODUCTS) for _ in range(10)))
            for _ in range(5):
                assert (await first_page.post(PRODUCTS)).json()["ok"] is True
        assert {answer.json()["status"] for answer in concurrent} == {200}
        assert len(rsa_decryptions) == 1

        async with client_of(gateway_app, auth=Protected()) as second_page:
            await second_page.post(PRODUCTS)
            await second_page.post(PRODUCTS)
        assert len(rsa_decryptions) == 2

    async def test_a_garbage_aes_costs_one_rsa_decryption_however_often_sent(
        self,
        raw: httpx.AsyncClient,
        page: Protected,
        rsa_decryptions: list[str],
    ) -> None:
        garbage = Protected(keys=page.keys, aes=base64.b64encode(secrets.token_bytes(384)).decode())

        for _ in range(5):
            assert (await raw.send(sealed(raw, garbage, "POST", PRODUCTS))).status_code == 400

        assert len(rsa_decryptions) == 1


class TestOptionalMode:
    @pytest.fixture
    async def optional_gateway(
        self, embedded_settings: dict[str, BaseServiceSettings], gateway_var_dir: Path
    ) -> AsyncIterator[FastAPI]:
        async with running_gateway(
            embedded_settings, gateway_var_dir, protection=ProtectionMode.OPTIONAL
        ) as app:
            yield app

    async def test_unprotected_calls_pass(self, optional_gateway: FastAPI) -> None:
        async with client_of(optional_gateway) as client:
            products = (await client.post(PRODUCTS)).json()
            areas = (await client.post(AREAS, params={"pid": "320000"})).json()

        assert products["ok"] is True
        assert "苏州市" in {area["name"] for area in areas["body"]}

    async def test_protected_calls_pass(self, optional_gateway: FastAPI) -> None:
        async with client_of(optional_gateway, auth=Protected()) as client:
            assert (await client.post(PRODUCTS)).json()["ok"] is True

    async def test_a_call_that_carries_aes_is_still_verified(
        self, optional_gateway: FastAPI
    ) -> None:
        async with client_of(optional_gateway) as client:
            page = Protected()
            page.use_keys((await client.post(SECRET_KEY_PATH)).json()["body"])
            request = sealed(client, page, "POST", PRODUCTS)

            response = await client.send(with_headers(request, sign="0" * 64))

        assert response.status_code == 400
        assert response.json() == REFUSED


class TestRefusalAnswer:
    async def test_routing_errors_come_before_protection(self, raw: httpx.AsyncClient) -> None:
        unknown = await raw.post(f"{API}/no/such/call")
        wrong_method = await raw.get(PRODUCTS)

        assert unknown.status_code == 404
        assert wrong_method.status_code == 405

    async def test_is_in_the_callers_language(self, raw: httpx.AsyncClient) -> None:
        chinese = await raw.post(PRODUCTS, headers={"Accept-Language": "zh-CN"})
        english = await raw.post(PRODUCTS, headers={"Accept-Language": "en-US,en;q=0.9"})

        assert chinese.status_code == english.status_code == 400
        assert chinese.json()["msg"] == "请求校验失败，请刷新页面后重试"
        assert english.json() == REFUSED

    async def test_is_logged_without_secrets(
        self, raw: httpx.AsyncClient, page: Protected, caplog: pytest.LogCaptureFixture
    ) -> None:
        request = sealed(raw, page, "POST", PRODUCTS, json={"password": "Demo@123456"})
        bad = with_headers(request, sign="0" * 64)

        with caplog.at_level(logging.INFO, logger="gateway.protection"):
            await raw.send(bad)

        assert "protection refused POST /web/portal/api/product/list" in caplog.text
        assert "wrong sign" in caplog.text
        for secret in (page.key, page.aes or "", request.headers["x-nonce"], "Demo@123456"):
            assert secret not in caplog.text
