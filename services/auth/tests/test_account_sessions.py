"""The security tab's sessions: the caller's own and, for administrators, the company's."""

from typing import Any

import httpx
from fastapi import FastAPI

from auth.account.region import locate
from portal_kit.clock import ManualClock
from portal_kit.sessions import SessionState, SessionStore

from .conftest import call, identity_of, login_logs, signed_in

MINE = "account/session/list"
END = "account/session/end"
END_OTHERS = "account/session/endOthers"
COMPANY = "company/session/list"
END_IN_COMPANY = "company/session/end"
# DEMO0001's administrator (U0002); the plain employee (U0003) works in DEMO0002.
ADMINISTRATOR = "13800000002"


async def _state(app: FastAPI, clock: ManualClock, token: str) -> SessionState:
    store = SessionStore(app.state.kv, clock)
    return await store.check(identity_of(app, clock, token).session_id, touch=False)


class TestMySessions:
    async def test_lists_both_sessions_with_device_region_and_this_one_marked(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        clock: ManualClock,
        encrypt: Any,
        demo_users: None,
        peers: None,
    ) -> None:
        first = (await signed_in(client, encrypt))["accessToken"]
        clock.advance(minutes=5)
        second = (await signed_in(client, encrypt, browser_id="browser-0002"))["accessToken"]

        envelope = await call(client, MINE, token=second)

        assert envelope["ok"], envelope
        rows = envelope["body"]
        assert [row["current"] for row in rows] == [True, False]
        assert rows[0]["browser"] == "pytest-browser/1.0"
        assert rows[0]["network"] == "local"
        assert rows[0]["regionCode"] is None
        assert rows[0]["startedAt"] > rows[1]["startedAt"]
        assert all(len(row["sessionKey"]) == 32 for row in rows)
        assert identity_of(service_app, clock, first).session_id not in str(rows)

    async def test_ending_the_other_one_ends_it_and_is_in_the_history(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        clock: ManualClock,
        encrypt: Any,
        demo_users: None,
        peers: None,
    ) -> None:
        other = (await signed_in(client, encrypt))["accessToken"]
        mine = (await signed_in(client, encrypt, browser_id="browser-0002"))["accessToken"]
        rows = (await call(client, MINE, token=mine))["body"]
        key = next(row["sessionKey"] for row in rows if not row["current"])

        envelope = await call(client, END, token=mine, sessionKey=key)

        assert envelope["ok"], envelope
        assert await _state(service_app, clock, other) == SessionState.ENDED
        assert await _state(service_app, clock, mine) == SessionState.ALIVE
        assert [row["current"] for row in (await call(client, MINE, token=mine))["body"]] == [True]
        last = (await login_logs(service_app, "U0003"))[-1]
        assert (last.method, last.result) == ("session_end", "success")

    async def test_the_current_one_is_ended_by_signing_out(
        self, client: httpx.AsyncClient, encrypt: Any, demo_users: None, peers: None
    ) -> None:
        token = (await signed_in(client, encrypt))["accessToken"]
        key = (await call(client, MINE, token=token))["body"][0]["sessionKey"]

        envelope = await call(client, END, token=token, sessionKey=key)

        assert (envelope["status"], envelope["msg"]) == (
            400,
            "This is the session you are using; sign out to end it.",
        )

    async def test_an_unknown_or_ended_session_is_not_found(
        self, client: httpx.AsyncClient, token: str
    ) -> None:
        envelope = await call(client, END, token=token, sessionKey="0" * 32)

        assert (envelope["status"], envelope["msg"]) == (404, "This session has already ended.")

    async def test_a_malformed_key_is_refused(self, client: httpx.AsyncClient, token: str) -> None:
        envelope = await call(client, END, token=token, sessionKey="not-a-key")

        assert envelope["status"] == 400

    async def test_ending_all_others_keeps_this_one(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        clock: ManualClock,
        encrypt: Any,
        demo_users: None,
        peers: None,
    ) -> None:
        others = [(await signed_in(client, encrypt))["accessToken"] for _ in range(2)]
        mine = (await signed_in(client, encrypt, browser_id="browser-0002"))["accessToken"]

        envelope = await call(client, END_OTHERS, token=mine)

        assert envelope["body"] == {"ended": 2}
        assert [await _state(service_app, clock, t) for t in others] == [SessionState.ENDED] * 2
        assert await _state(service_app, clock, mine) == SessionState.ALIVE


class TestCompanySessions:
    async def test_the_administrator_sees_the_company_sessions_by_name(
        self, client: httpx.AsyncClient, encrypt: Any, demo_users: None, peers: None
    ) -> None:
        await signed_in(client, encrypt)  # DEMO0002's employee: not this company's
        admin = (await signed_in(client, encrypt, ADMINISTRATOR))["accessToken"]

        envelope = await call(client, COMPANY, token=admin)

        assert envelope["ok"], envelope
        assert [(row["name"], row["employeeCode"], row["current"]) for row in envelope["body"]] == [
            ("王芳", "EMP0004", True)
        ]

    async def test_the_administrator_ends_an_employee_session(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        clock: ManualClock,
        encrypt: Any,
        demo_users: None,
        peers: None,
    ) -> None:
        elsewhere = (await signed_in(client, encrypt, ADMINISTRATOR))["accessToken"]
        admin = (await signed_in(client, encrypt, ADMINISTRATOR, "browser-0002"))["accessToken"]
        rows = (await call(client, COMPANY, token=admin))["body"]
        key = next(row["sessionKey"] for row in rows if not row["current"])

        envelope = await call(client, END_IN_COMPANY, token=admin, sessionKey=key)

        assert envelope["ok"], envelope
        assert await _state(service_app, clock, elsewhere) == SessionState.ENDED
        last = (await login_logs(service_app, "U0002"))[-1]
        assert (last.method, last.result) == ("session_end", "by_administrator")

    async def test_another_company_session_cannot_be_ended(
        self, client: httpx.AsyncClient, encrypt: Any, demo_users: None, peers: None
    ) -> None:
        employee = (await signed_in(client, encrypt))["accessToken"]
        key = (await call(client, MINE, token=employee))["body"][0]["sessionKey"]
        admin = (await signed_in(client, encrypt, ADMINISTRATOR))["accessToken"]

        envelope = await call(client, END_IN_COMPANY, token=admin, sessionKey=key)

        assert envelope["status"] == 404

    async def test_a_plain_employee_is_refused(self, client: httpx.AsyncClient, token: str) -> None:
        for path, params in ((COMPANY, {}), (END_IN_COMPANY, {"sessionKey": "0" * 32})):
            envelope = await call(client, path, token=token, **params)

            assert (envelope["status"], envelope["msg"]) == (
                400,
                "Only the company administrator can do this.",
            )


class TestRegion:
    def test_a_public_address_is_placed_offline(self) -> None:
        assert locate("114.114.114.114") == ("public", "CN")
        assert locate("8.8.8.8") == ("public", "US")

    def test_private_and_loopback_addresses_are_the_local_network(self) -> None:
        for ip in ("10.1.2.3", "192.168.0.8", "127.0.0.1", "::1", "fe80::1"):
            assert locate(ip) == ("local", None)

    def test_anything_else_is_unknown(self) -> None:
        assert locate("unknown") == ("unknown", None)
