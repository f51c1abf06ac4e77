"""The operator console's listener: its own calls, keys, tokens and sessions, never the portal's,
and the same request protection."""

import io
import uuid

import httpx
import pytest
from fastapi import FastAPI
from PIL import Image

from portal_client.protection import CONSOLE_KEYS_PATH, SECRET_KEY_PATH
from portal_kit.audit import record
from portal_kit.clock import ManualClock
from portal_kit.operator_tokens import OperatorIdentity, OperatorRole, SignedInVia
from portal_kit.operators import OperatorContext

from .console_support import (
    OPS,
    audit_entries,
    bearer,
    call,
    fresh_code,
    load_demo_operators,
    sign_in,
)

API = "/api/web/portal/api"


@pytest.fixture
async def operators(gateway_app: FastAPI) -> None:
    await load_demo_operators(gateway_app)


class TestKeys:
    async def test_the_console_hands_out_the_back_offices_credential_key(
        self, console: httpx.AsyncClient, gateway: httpx.AsyncClient
    ) -> None:
        console_keys = (await console.post(CONSOLE_KEYS_PATH)).json()["body"]
        portal_keys = (await gateway.post(SECRET_KEY_PATH)).json()["body"]
        # One transport key for both listeners; passwords go to different services.
        assert console_keys["transport"] == portal_keys["transport"]
        assert console_keys["credential"]["spki"] != portal_keys["credential"]["spki"]


class TestSeparation:
    async def test_the_customer_port_knows_no_console_call(
        self, gateway: httpx.AsyncClient, signed_in: dict[str, str]
    ) -> None:
        for path in ("ops/keys", "ops/session/password", "ops/operator/list", "ops/audit/list"):
            response = await gateway.post(f"/api/{path}", json={}, headers=signed_in)
            assert response.status_code == 404, path
            assert response.json()["msg"] == "接口不存在"

    async def test_the_console_port_knows_no_portal_call(self, console: httpx.AsyncClient) -> None:
        for path in (
            f"{API}/login/user/rsa/secretKey",
            f"{API}/login/user/mobileLoginWithSecurity",
            "/api/dev/outbox",
        ):
            response = await console.post(path, json={})
            assert response.status_code == 404, path

    async def test_a_customer_token_is_refused_by_the_console(
        self, console: httpx.AsyncClient, signed_in: dict[str, str]
    ) -> None:
        response = await console.post(f"{OPS}/me/profile", json={}, headers=signed_in)
        assert response.status_code == 401
        assert response.json()["status"] == 401

    @pytest.mark.usefixtures("operators")
    async def test_an_operator_token_is_refused_by_the_portal(
        self, console: httpx.AsyncClient, gateway: httpx.AsyncClient, gateway_app: FastAPI
    ) -> None:
        tokens = await sign_in(console, gateway_app, "auditor")
        response = await gateway.post(
            f"{API}/cust/employee/comps/all", json={}, headers=bearer(tokens)
        )
        assert response.status_code == 401

    async def test_an_unprotected_console_call_is_refused(self, console_app: FastAPI) -> None:
        transport = httpx.ASGITransport(app=console_app)
        async with httpx.AsyncClient(transport=transport, base_url="http://console.test") as bare:
            response = await bare.post(f"{OPS}/session/password", json={"username": "admin"})
        assert response.status_code == 400


@pytest.mark.usefixtures("operators")
class TestPagePolicy:
    async def test_the_console_may_frame_only_documents_it_fetched_itself(
        self, console: httpx.AsyncClient
    ) -> None:
        page = await console.get("/sign-in")

        policy = page.headers["content-security-policy"]
        directives = dict(part.strip().split(" ", 1) for part in policy.split(";"))
        # The document viewer shows a case's PDF from an object URL the page made: blob: only.
        assert directives["frame-src"] == "blob:"
        assert directives["object-src"] == "'none'"
        assert directives["script-src"] == "'self'"
        assert directives["frame-ancestors"] == "'none'"
        assert page.headers["x-frame-options"] == "DENY"

    async def test_the_portal_still_frames_nothing(self, gateway: httpx.AsyncClient) -> None:
        page = await gateway.get("/index/index")

        policy = page.headers["content-security-policy"]
        assert "frame-src" not in policy
        assert "object-src 'none'" in policy


@pytest.mark.usefixtures("operators")
class TestSession:
    async def test_sign_in_and_read_the_profile(
        self, console: httpx.AsyncClient, gateway_app: FastAPI
    ) -> None:
        tokens = await sign_in(console, gateway_app, "reviewer")
        profile = await call(console, "me/profile", headers=bearer(tokens))
        assert profile["body"]["name"] == "赵审核"
        assert profile["body"]["roles"] == ["reviewer"]

    async def test_an_idle_session_is_locked_until_verified(
        self, console: httpx.AsyncClient, gateway_app: FastAPI
    ) -> None:
        tokens = await sign_in(console, gateway_app, "admin")
        clock: ManualClock = gateway_app.state.clock
        clock.advance(seconds=899)
        renewed = await call(
            console, "session/refresh", json={"refreshToken": tokens["refreshToken"]}
        )
        clock.advance(seconds=2)
        headers = {**bearer(renewed["body"]), "Accept-Language": "en"}
        locked = await call(console, "operator/list", json={}, headers=headers)
        assert locked["status"] == 423
        code = await fresh_code(gateway_app, "admin")
        unlocked = await call(console, "session/unlock", json={"code": code}, headers=headers)
        assert unlocked["ok"] is True, unlocked
        listed = await call(console, "operator/list", json={}, headers=headers)
        assert listed["ok"] is True
        assert listed["body"]["total"] >= 5

    async def test_logout_ends_the_session_at_the_gateway(
        self, console: httpx.AsyncClient, gateway_app: FastAPI
    ) -> None:
        tokens = await sign_in(console, gateway_app, "editor")
        await call(console, "session/logout", headers=bearer(tokens))
        response = await console.post(f"{OPS}/me/profile", json={}, headers=bearer(tokens))
        assert response.status_code == 401


class TestAuditTrail:
    async def test_another_services_entry_reaches_the_log_through_its_outbox(
        self, gateway_app: FastAPI
    ) -> None:
        customer = gateway_app.state.upstreams.embedded_apps["customer"]
        identity = OperatorIdentity(
            operator_code="OPDEMO1",
            name="赵审核",
            session_id="S1",
            roles=frozenset({OperatorRole.REVIEWER}),
            via=SignedInVia.CONSOLE,
            token_id="",
            expires_at=0,
        )
        operator = OperatorContext(
            identity=identity,
            ip="198.51.100.9",
            user_agent="test",
            request_id="r-outbox",
            service="customer",
            at=gateway_app.state.clock.now(),
        )
        target = uuid.uuid4().hex[:12]
        async with customer.state.db.transaction() as session:
            await record(session, operator, "registration.recommend", "registration", target)
        entries = [
            entry
            for entry in await audit_entries(gateway_app, "registration.recommend")
            if entry.target_id == target
        ]
        assert [(e.source, e.operator_code, e.ip) for e in entries] == [
            ("customer", "OPDEMO1", "198.51.100.9")
        ]

    @pytest.mark.usefixtures("operators")
    async def test_an_operators_own_action_is_searchable_by_an_auditor(
        self, console: httpx.AsyncClient, gateway_app: FastAPI
    ) -> None:
        admin = bearer(await sign_in(console, gateway_app, "admin"))
        username = f"op{uuid.uuid4().hex[:8]}"
        created = await call(
            console,
            "operator/create",
            json={"username": username, "name": "新审核", "roles": ["reviewer"]},
            headers=admin,
        )
        assert created["ok"] is True, created
        auditor = bearer(await sign_in(console, gateway_app, "auditor"))
        found = await call(
            console,
            "audit/list",
            json={"action": "operator.create", "targetId": created["body"]["operatorCode"]},
            headers=auditor,
        )
        (row,) = found["body"]["rows"]
        assert (row["operatorName"], row["ip"], row["after"]["roles"]) == (
            "李运营",
            "198.51.100.9",
            ["reviewer"],
        )
        check = await call(console, "audit/verify", headers=auditor)
        assert check["body"]["intact"] is True


def tiny_png() -> bytes:
    """A 1×1 PNG, as an article's picture."""
    image = io.BytesIO()
    Image.new("RGB", (1, 1), "#0B65FF").save(image, format="PNG")
    return image.getvalue()


@pytest.mark.usefixtures("operators")
class TestPublicImages:
    async def test_an_editors_image_is_public_and_kept_by_browsers(
        self, console: httpx.AsyncClient, gateway_app: FastAPI
    ) -> None:
        editor = bearer(await sign_in(console, gateway_app, "editor"))
        uploaded = await console.post(
            f"{OPS}/file/upload",
            files={"file": ("cover.png", tiny_png(), "image/png")},
            headers=editor,
        )
        token = uploaded.json()["body"]["fileToken"]
        transport = httpx.ASGITransport(app=gateway_app)
        async with httpx.AsyncClient(transport=transport, base_url="http://portal.test") as anyone:
            image = await anyone.get(f"{API}/third/file/public/{token}")
        assert image.status_code == 200
        assert image.headers["content-type"] == "image/png"
        assert "immutable" in image.headers["cache-control"]
        assert image.headers["x-content-type-options"] == "nosniff"
