"""The gateway with every service mounted in-process, on both backends."""

import asyncio
import os
import time
from pathlib import Path

import httpx
import pytest

from .spec_calls import NOT_YET_IMPLEMENTED, SPEC_CALLS, browser_request


class TestEverySpecifiedCall:
    async def test_reaches_a_live_route_and_answers_the_envelope(
        self, gateway: httpx.AsyncClient, signed_in: dict[str, str]
    ) -> None:
        not_implemented = set()
        for call in SPEC_CALLS:
            method, path = browser_request(call)
            response = await gateway.request(method, path, headers=signed_in)

            assert response.status_code == 200, f"{call}: HTTP {response.status_code}"
            envelope = response.json()
            assert set(envelope) == {"ok", "status", "msg", "body"}, call
            # 400: the call wants parameters; 403: the demo company is not in these databases.
            assert envelope["status"] in {200, 400, 403, 501}, f"{call}: {envelope}"
            if envelope["status"] == 501:
                not_implemented.add(call)

        # Implementing a call removes it from the pinned list; nothing may be added to it.
        assert not_implemented == NOT_YET_IMPLEMENTED


class TestRealData:
    async def test_provinces_come_from_the_reference_service(
        self, gateway: httpx.AsyncClient
    ) -> None:
        envelope = (await gateway.post("/api/web/portal/api/province/list")).json()

        assert envelope["ok"] is True
        assert envelope["status"] == 200
        names = {province["name"] for province in envelope["body"]}
        assert {"北京市", "广东省", "新疆维吾尔自治区", "香港特别行政区"} <= names
        assert len(envelope["body"]) == 34

    async def test_areas_of_a_province_come_with_their_query(
        self, gateway: httpx.AsyncClient
    ) -> None:
        envelope = (
            await gateway.post("/api/web/portal/api/area/list", params={"pid": "320000"})
        ).json()

        assert "苏州市" in {area["name"] for area in envelope["body"]}

    async def test_products_come_from_the_content_service(self, gateway: httpx.AsyncClient) -> None:
        envelope = (
            await gateway.post(
                "/api/web/portal/api/product/list", headers={"Accept-Language": "en"}
            )
        ).json()

        assert [p["productName"] for p in envelope["body"]][:2] == ["Enterprise", "Account centre"]


class TestRefusals:
    async def test_an_unknown_api_path_is_http_404_with_the_envelope(
        self, gateway: httpx.AsyncClient
    ) -> None:
        response = await gateway.post(
            "/api/web/portal/api/no/such/call", headers={"Accept-Language": "en"}
        )

        assert response.status_code == 404
        assert response.json() == {
            "ok": False,
            "status": 404,
            "msg": "No such interface.",
            "body": None,
        }

    @pytest.mark.parametrize(
        "path",
        [
            "/api/internal/companies",
            "/api/web/portal/api/internal/companies",
            "/api/Internal/companies",
            "/api/login/sms/token/../../internal/x",
            "/api/login/sms/token/%2e%2e/%2e%2e/internal/x",
            "/api/login/sms/token/a%2Finternal",
            "/api/web/portal/api//product/list",
            # Found by fuzzing: no URL can forward these (they answered status 500).
            "/api/login/sms/token/%08",
            "/api/login/sms/token/a%3Fb",
        ],
    )
    async def test_internal_and_ambiguous_paths_are_refused(
        self, gateway: httpx.AsyncClient, path: str
    ) -> None:
        response = await gateway.post(path)

        assert response.status_code == 404
        assert response.json()["status"] == 404

    async def test_the_wrong_method_is_http_405(self, gateway: httpx.AsyncClient) -> None:
        response = await gateway.get("/api/web/portal/api/product/list")

        assert response.status_code == 405
        assert response.headers["allow"] == "POST"
        assert response.json()["status"] == 405

    async def test_validation_errors_name_the_field_through_the_gateway(
        self, gateway: httpx.AsyncClient
    ) -> None:
        envelope = (
            await gateway.post("/api/web/portal/api/area/list", headers={"Accept-Language": "en"})
        ).json()

        assert envelope == {"ok": False, "status": 400, "msg": "pid is required", "body": None}


class TestHeaders:
    async def test_every_answer_carries_a_request_id_and_hardening_headers(
        self, gateway: httpx.AsyncClient
    ) -> None:
        first = await gateway.post("/api/web/portal/api/product/list")
        second = await gateway.post("/api/web/portal/api/product/list")

        assert len(first.headers["x-request-id"]) == 32
        assert first.headers["x-request-id"] != second.headers["x-request-id"]
        assert first.headers["x-content-type-options"] == "nosniff"
        assert "frame-ancestors 'none'" in first.headers["content-security-policy"]


class TestProbes:
    async def test_ready_when_kv_and_embedded_services_answer(
        self, gateway: httpx.AsyncClient
    ) -> None:
        response = await gateway.get("/readyz")
        # Asked as a probe asks (three tries before unready): the first use of the KV opens its
        # connection, which on a busy machine can outlast the check's 1 s once.
        for _ in range(2):
            if response.status_code == 200:
                break
            await asyncio.sleep(1)
            response = await gateway.get("/readyz")

        assert response.status_code == 200
        assert response.json()["checks"] == {"kv": "ok", "services": "ok"}

    async def test_alive(self, gateway: httpx.AsyncClient) -> None:
        assert (await gateway.get("/healthz")).json() == {"status": "alive"}


async def settled(
    gateway: httpx.AsyncClient, path: str, accept_encoding: str, coding: str | None
) -> httpx.Response:
    """The answer for ``path`` once it goes out as ``coding`` (brotli is made in the
    background), or the last answer after 10 s."""
    deadline = time.monotonic() + 10
    while True:
        response = await gateway.get(path, headers={"Accept-Encoding": accept_encoding})
        if response.headers.get("content-encoding") == coding or time.monotonic() > deadline:
            return response
        await asyncio.sleep(0.02)


class TestWebApp:
    async def test_app_routes_get_the_index_page(self, gateway: httpx.AsyncClient) -> None:
        for path in ("/", "/index/index", "/center/crm/account/list", "/no-such-page"):
            response = await gateway.get(path)

            assert response.status_code == 200, path
            assert response.text == "<!doctype html><div id=root></div>"
            assert response.headers["cache-control"] == "no-cache"

    async def test_built_assets_are_served_and_cached_for_good(
        self, gateway: httpx.AsyncClient
    ) -> None:
        response = await gateway.get("/assets/app-1a2b.js")

        assert response.text == "console.log('app')"
        assert "immutable" in response.headers["cache-control"]

    @pytest.mark.parametrize(
        ("accept_encoding", "coding"),
        [
            ("gzip, deflate, br", "br"),
            ("br;q=1.0, gzip;q=0.8", "br"),
            ("br", "br"),
            ("gzip", "gzip"),
            ("br;q=0, gzip", "gzip"),
            ("*, br;q=0", "gzip"),
            ("*;q=0.5", "br"),
            ("gzip;q=0.001", "gzip"),
            ("identity", None),
            ("gzip;q=0", None),
            ("gzip; q=0.000", None),
            ("gzip;q=high", None),
            ("*;q=0, identity", None),
        ],
    )
    async def test_scripts_go_out_compressed_to_browsers_that_take_it(
        self, gateway: httpx.AsyncClient, web_dist: Path, accept_encoding: str, coding: str | None
    ) -> None:
        script = "".join(f"export const value{n} = {n};\n" for n in range(400)).encode()
        (web_dist / "assets" / "big-9f8e.js").write_bytes(script)

        response = await settled(gateway, "/assets/big-9f8e.js", accept_encoding, coding)

        assert response.content == script  # as the browser reads it, either way
        assert response.headers["content-type"].startswith("text/javascript")
        assert response.headers["vary"] == "Accept-Encoding"
        assert "immutable" in response.headers["cache-control"]
        assert response.headers.get("content-encoding") == coding
        if coding is not None:
            assert int(response.headers["content-length"]) < len(script) / 3

    async def test_gzip_goes_out_while_brotli_is_being_made(
        self, gateway: httpx.AsyncClient, web_dist: Path
    ) -> None:
        script = "".join(f"export const value{n} = {n};\n" for n in range(400)).encode()
        (web_dist / "assets" / "first-3c4d.js").write_bytes(script)

        first = await gateway.get("/assets/first-3c4d.js", headers={"Accept-Encoding": "gzip, br"})
        later = await settled(gateway, "/assets/first-3c4d.js", "gzip, br", "br")

        assert first.headers["content-encoding"] == "gzip"
        assert later.headers["content-encoding"] == "br"
        assert first.content == later.content == script
        # Brotli at its best is the smaller of the two.
        assert int(later.headers["content-length"]) < int(first.headers["content-length"])

    async def test_the_page_is_gzipped_too_and_a_changed_file_is_compressed_again(
        self, gateway: httpx.AsyncClient, web_dist: Path
    ) -> None:
        index = web_dist / "index.html"
        index.write_text("<!doctype html><div id=root></div>" + "<!-- a -->" * 200)
        first = await gateway.get("/index/index", headers={"Accept-Encoding": "gzip"})
        index.write_text("<!doctype html><div id=root></div>" + "<!-- b -->" * 200)
        os.utime(index, ns=(time.time_ns(), time.time_ns() + 1_000_000_000))

        second = await gateway.get("/index/index", headers={"Accept-Encoding": "gzip"})

        assert first.headers["content-encoding"] == second.headers["content-encoding"] == "gzip"
        assert "<!-- a -->" in first.text
        assert "<!-- b -->" in second.text

    async def test_a_missing_asset_is_404_not_the_index(self, gateway: httpx.AsyncClient) -> None:
        assert (await gateway.get("/assets/missing.js")).status_code == 404

    async def test_files_outside_the_build_are_never_served(
        self, gateway: httpx.AsyncClient
    ) -> None:
        response = await gateway.get(httpx.URL("/..%2F..%2Fconftest.py"))

        assert "import" not in response.text
