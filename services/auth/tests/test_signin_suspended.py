"""A company the platform suspended: its people cannot sign in to it, switch into it or renew
a session there, and every refusal says which company, since when and why."""

from typing import Any

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import update

from auth.seed import DEMO_PASSWORD
from customer.models import Company
from portal_kit.clock import ManualClock
from portal_kit.operator_tokens import OperatorRole
from portal_kit.testing import operator_headers
from portal_kit.validators import china_date

from .conftest import PLAIN_EMPLOYEE, call, identity_of, login_logs, password_sign_in

pytestmark = pytest.mark.usefixtures("demo_users", "peers")

REFRESH = "employee/refresh/token"
REASON = "涉嫌虚假贸易"
# 13800000001 works in DEMO0001-0003; the plain employee (13800000003) only in DEMO0002.
SEVERAL = "13800000001"


async def operator_call(
    customer_app: FastAPI, clock: ManualClock, path: str, body: dict[str, str]
) -> dict[str, Any]:
    """An operations administrator's console call to the customer service."""
    headers = operator_headers(customer_app.state.settings, clock, OperatorRole.OPS_ADMIN)
    transport = httpx.ASGITransport(app=customer_app)
    async with httpx.AsyncClient(transport=transport, base_url="http://customer.test") as http:
        response = await http.post(f"/ops/{path}", json=body, headers=headers)
    envelope: dict[str, Any] = response.json()
    assert envelope["status"] == 200, envelope
    return envelope


async def suspend(customer_app: FastAPI, clock: ManualClock, comp_code: str) -> None:
    await operator_call(
        customer_app, clock, "company/suspend", {"compCode": comp_code, "reason": REASON}
    )


def told(name: str, clock: ManualClock) -> str:
    since = china_date(clock.now()).isoformat()
    return f"{name} has been suspended by the platform since {since}. Reason: {REASON}"


class TestSignIn:
    async def test_a_user_whose_only_company_is_suspended_is_told_why(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        customer_app: FastAPI,
        clock: ManualClock,
        encrypt: Any,
    ) -> None:
        await suspend(customer_app, clock, "DEMO0002")

        envelope = await password_sign_in(client, encrypt, PLAIN_EMPLOYEE, DEMO_PASSWORD)

        assert envelope["status"] == 409
        assert envelope["msg"] == told("苏州示范精密制造有限公司", clock)
        assert [r.result for r in await login_logs(service_app, "U0003")] == ["company_suspended"]

    async def test_in_chinese_too(
        self, client: httpx.AsyncClient, customer_app: FastAPI, clock: ManualClock, encrypt: Any
    ) -> None:
        await suspend(customer_app, clock, "DEMO0002")
        answer = await call(client, "login/user/verify/code", browserID="browser-0001")
        assert answer["ok"]
        codes = (await client.get("/dev/outbox", params={"to": "browser-0001"})).json()["body"]
        body = {
            "loginType": "password",
            "mobile": PLAIN_EMPLOYEE,
            "password": encrypt(DEMO_PASSWORD),
            "code": codes[0]["code"],
            "browserID": "browser-0001",
        }

        response = await client.post(
            "/web/portal/api/login/user/mobileLoginWithSecurity",
            json=body,
            headers={"Accept-Language": "zh-CN"},
        )

        since = china_date(clock.now()).isoformat()
        assert response.json()["msg"] == (
            f"苏州示范精密制造有限公司已被平台暂停使用（自{since}起）。原因：{REASON}"
        )

    async def test_other_companies_are_offered_with_the_suspended_one_named(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        customer_app: FastAPI,
        clock: ManualClock,
        encrypt: Any,
    ) -> None:
        await suspend(customer_app, clock, "DEMO0001")

        envelope = await password_sign_in(client, encrypt, SEVERAL, DEMO_PASSWORD)

        body = envelope["body"]
        assert envelope["status"] == 200, envelope
        assert body["next"] == "chooseCompany"
        assert [c["compCode"] for c in body["comps"]] == ["DEMO0002", "DEMO0003"]
        [suspended] = body["suspendedComps"]
        assert suspended["compCode"] == "DEMO0001"
        assert suspended["compName"] == "上海示范核心企业集团有限公司"
        assert suspended["suspendReason"] == REASON
        assert suspended["suspendedAt"] is not None
        assert identity_of(service_app, clock, body["accessToken"]).comp_code == "DEMO0002"

    async def test_without_suspensions_the_answer_has_none(
        self, client: httpx.AsyncClient, encrypt: Any
    ) -> None:
        envelope = await password_sign_in(client, encrypt, SEVERAL, DEMO_PASSWORD)

        assert envelope["body"]["suspendedComps"] is None

    async def test_restored_the_company_is_entered_again(
        self, client: httpx.AsyncClient, customer_app: FastAPI, clock: ManualClock, encrypt: Any
    ) -> None:
        await suspend(customer_app, clock, "DEMO0002")
        await operator_call(customer_app, clock, "company/restore", {"compCode": "DEMO0002"})

        envelope = await password_sign_in(client, encrypt, PLAIN_EMPLOYEE, DEMO_PASSWORD)

        assert envelope["body"]["next"] == "tokens", envelope


class TestSwitching:
    async def test_switching_into_it_is_refused_and_the_session_goes_on(
        self, client: httpx.AsyncClient, customer_app: FastAPI, clock: ManualClock, encrypt: Any
    ) -> None:
        # The session works in DEMO0001; DEMO0003 is suspended meanwhile.
        signed = (await password_sign_in(client, encrypt, SEVERAL, DEMO_PASSWORD))["body"]
        await suspend(customer_app, clock, "DEMO0003")

        refused = await call(
            client, REFRESH, {"refreshToken": signed["refreshToken"], "employeeCode": "EMP0003"}
        )
        still = await call(
            client, REFRESH, {"refreshToken": signed["refreshToken"], "employeeCode": "EMP0002"}
        )

        assert refused["status"] == 403
        assert refused["msg"] == told("示范商业保理（深圳）有限公司", clock)
        assert still["ok"] is True

    async def test_a_session_there_ends_with_the_suspension(
        self, client: httpx.AsyncClient, customer_app: FastAPI, clock: ManualClock, encrypt: Any
    ) -> None:
        signed = (await password_sign_in(client, encrypt, PLAIN_EMPLOYEE, DEMO_PASSWORD))["body"]
        await suspend(customer_app, clock, "DEMO0002")

        renewed = await call(
            client, REFRESH, {"refreshToken": signed["refreshToken"], "employeeCode": "EMP0005"}
        )

        assert renewed["status"] == 401

    async def test_a_renewal_that_outlived_the_sweep_is_refused_saying_why(
        self, client: httpx.AsyncClient, customer_app: FastAPI, clock: ManualClock, encrypt: Any
    ) -> None:
        signed = (await password_sign_in(client, encrypt, PLAIN_EMPLOYEE, DEMO_PASSWORD))["body"]
        # Suspended behind the console's back: the session was not swept.
        async with customer_app.state.db.sessionmaker() as session:
            await session.execute(
                update(Company)
                .where(Company.comp_code == "DEMO0002")
                .values(status=0, suspend_reason=REASON, suspended_at=clock.now())
            )
            await session.commit()

        renewed = await call(
            client, REFRESH, {"refreshToken": signed["refreshToken"], "employeeCode": "EMP0005"}
        )

        assert renewed["status"] == 403
        assert renewed["msg"] == told("苏州示范精密制造有限公司", clock)
