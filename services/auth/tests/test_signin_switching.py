"""Company and role switching with the refresh token (DESIGN §11)."""

from typing import Any

import httpx
from fastapi import FastAPI

from auth.seed import DEMO_PASSWORD
from portal_kit.clock import ManualClock
from portal_kit.sessions import SessionState, SessionStore

from .conftest import call, identity_of, password_sign_in

REFRESH = "employee/refresh/token"


async def choose_company(client: httpx.AsyncClient, encrypt: Any) -> dict[str, Any]:
    envelope = await password_sign_in(client, encrypt, "13800000001", DEMO_PASSWORD)
    assert envelope["body"]["next"] == "chooseCompany", envelope
    body: dict[str, Any] = envelope["body"]
    return body


def other_company(signed: dict[str, Any]) -> str:
    first = signed["comps"][0]["employeeCode"]
    return str(next(c["employeeCode"] for c in signed["comps"] if c["employeeCode"] != first))


class TestSwitchCompany:
    async def test_switches_to_a_company_the_user_belongs_to(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        clock: ManualClock,
        encrypt: Any,
        demo_users: None,
        peers: None,
    ) -> None:
        signed = await choose_company(client, encrypt)
        target = other_company(signed)

        envelope = await call(
            client, REFRESH, {"refreshToken": signed["refreshToken"], "employeeCode": target}
        )

        assert envelope["ok"] is True
        assert set(envelope["body"]) == {"accessToken", "refreshToken"}
        identity = identity_of(service_app, clock, envelope["body"]["accessToken"])
        before = identity_of(service_app, clock, signed["accessToken"])
        assert identity.employee_code == target
        assert identity.session_id == before.session_id
        assert identity.comp_code != before.comp_code

    async def test_an_employee_the_user_does_not_hold_is_403_and_changes_nothing(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        clock: ManualClock,
        encrypt: Any,
        demo_users: None,
        peers: None,
    ) -> None:
        signed = await choose_company(client, encrypt)

        refused = await call(
            client, REFRESH, {"refreshToken": signed["refreshToken"], "employeeCode": "EMP0004"}
        )
        still = await call(
            client,
            REFRESH,
            {"refreshToken": signed["refreshToken"], "employeeCode": other_company(signed)},
        )

        assert refused["status"] == 403
        assert refused["msg"] == "You cannot switch to this company or role."
        assert still["ok"] is True

    async def test_a_reused_refresh_token_is_401_and_ends_the_session(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        clock: ManualClock,
        encrypt: Any,
        demo_users: None,
        peers: None,
    ) -> None:
        signed = await choose_company(client, encrypt)
        first_employee = signed["comps"][0]["employeeCode"]
        renewed = await call(
            client,
            REFRESH,
            {"refreshToken": signed["refreshToken"], "employeeCode": first_employee},
        )

        reused = await call(
            client,
            REFRESH,
            {"refreshToken": signed["refreshToken"], "employeeCode": first_employee},
        )
        newest = await call(
            client,
            REFRESH,
            {"refreshToken": renewed["body"]["refreshToken"], "employeeCode": first_employee},
        )

        assert renewed["ok"] is True
        assert reused["status"] == 401
        assert reused["msg"] == "Your session has ended; please sign in again."
        assert newest["status"] == 401
        session_id = identity_of(service_app, clock, signed["accessToken"]).session_id
        store = SessionStore(service_app.state.kv, clock)
        assert await store.check(session_id) is SessionState.ENDED

    async def test_an_unknown_refresh_token_is_401(
        self, client: httpx.AsyncClient, peers: None
    ) -> None:
        envelope = await call(
            client, REFRESH, {"refreshToken": "not-a-token", "employeeCode": "EMP0001"}
        )

        assert envelope["status"] == 401

    async def test_a_refresh_token_with_characters_no_token_has_is_401(
        self, client: httpx.AsyncClient, peers: None
    ) -> None:
        # Found by fuzzing (docs/security.md): this answered status 500.
        envelope = await call(
            client, REFRESH, {"refreshToken": "\x80令牌", "employeeCode": "EMP0001"}
        )

        assert envelope["status"] == 401
        assert envelope["msg"] == "Your session has ended; please sign in again."

    async def test_names_an_employee_or_a_role(
        self, client: httpx.AsyncClient, encrypt: Any, demo_users: None, peers: None
    ) -> None:
        signed = await choose_company(client, encrypt)

        token = signed["refreshToken"]
        answers = [
            await call(client, REFRESH, {"refreshToken": token, "compRoleCode": "C102"}),
            await call(client, REFRESH, {"refreshToken": token}),
            await call(
                client,
                REFRESH,
                {"refreshToken": token, "employeeCode": "EMP0001", "compBizCode": "X"},
            ),
        ]

        for envelope in answers:
            assert envelope["status"] == 400
            assert envelope["msg"] == "employeeCode, or compRoleCode with compBizCode, is required"
        still = await call(client, REFRESH, {"refreshToken": token, "employeeCode": "EMP0001"})
        assert still["ok"] is True


class TestSwitchRole:
    async def test_switches_to_a_role_of_the_current_company(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        clock: ManualClock,
        encrypt: Any,
        demo_users: None,
        peers: None,
    ) -> None:
        signed = await choose_company(client, encrypt)
        # Start from DEMO0001, the company with two enterprise roles.
        employee = next(c for c in signed["comps"] if c["compCode"] == "DEMO0001")
        moved = await call(
            client,
            REFRESH,
            {"refreshToken": signed["refreshToken"], "employeeCode": employee["employeeCode"]},
        )

        envelope = await call(
            client,
            REFRESH,
            {
                "refreshToken": moved["body"]["refreshToken"],
                "compRoleCode": "C102",
                "compBizCode": "DEMO0001-EC-C102",
            },
        )
        refused = await call(
            client,
            REFRESH,
            {
                "refreshToken": envelope["body"]["refreshToken"],
                "compRoleCode": "C104",
                "compBizCode": "DEMO0003-EC-C104",
            },
        )

        identity = identity_of(service_app, clock, envelope["body"]["accessToken"])
        assert (identity.comp_code, identity.role, identity.biz) == (
            "DEMO0001",
            "C102",
            "DEMO0001-EC-C102",
        )
        assert refused["status"] == 403


class TestRenewal:
    async def test_a_plain_renewal_keeps_the_role_the_user_switched_to(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        clock: ManualClock,
        encrypt: Any,
        demo_users: None,
        peers: None,
    ) -> None:
        signed = await choose_company(client, encrypt)
        employee = next(c for c in signed["comps"] if c["compCode"] == "DEMO0001")
        moved = await call(
            client,
            REFRESH,
            {"refreshToken": signed["refreshToken"], "employeeCode": employee["employeeCode"]},
        )
        switched = await call(
            client,
            REFRESH,
            {
                "refreshToken": moved["body"]["refreshToken"],
                "compRoleCode": "C102",
                "compBizCode": "DEMO0001-EC-C102",
            },
        )

        renewed = await call(
            client,
            REFRESH,
            {
                "refreshToken": switched["body"]["refreshToken"],
                "employeeCode": employee["employeeCode"],
            },
        )

        identity = identity_of(service_app, clock, renewed["body"]["accessToken"])
        assert (identity.role, identity.biz) == ("C102", "DEMO0001-EC-C102")
