"""Companies in the console: search, detail, suspend and restore; while suspended nobody signs
in to the company or switches into it, and every session there ends. Plus the active
companies' codes for the message service."""

import httpx
import pytest
from fastapi import FastAPI

from portal_kit.clock import ManualClock
from portal_kit.internal import SERVICE_TOKEN_HEADER
from portal_kit.operator_tokens import OperatorRole
from portal_kit.sessions import SessionState, SessionStore
from portal_kit.validators import china_date

from .conftest import Headers
from .ops_support import (
    APPROVER,
    AUDITOR,
    CONTENT_EDITOR,
    READERS,
    REVIEWER,
    SIGN_IN,
    admin,
    audit,
    operator,
    ops,
    refused_role,
    reviewer,
)
from .support import call
from .test_personnel_sessions import session_in

pytestmark = pytest.mark.usefixtures("demo_identity")

REASON = "涉嫌虚假贸易，暂停使用"
LIST = "/internal/employee/list"
SWITCH = "/internal/employee/switch"
CODES = "/internal/company/codes"


@pytest.fixture
def store(service_app: FastAPI, clock: ManualClock) -> SessionStore:
    return SessionStore(service_app.state.kv, clock)


async def internal(
    client: httpx.AsyncClient, app: FastAPI, path: str, body: object
) -> dict[str, object]:
    headers = {SERVICE_TOKEN_HEADER: app.state.settings.service_token, "Accept-Language": "en"}
    envelope: dict[str, object] = (await client.post(path, json=body, headers=headers)).json()
    return envelope


async def suspend(
    client: httpx.AsyncClient, app: FastAPI, clock: ManualClock, comp_code: str = "DEMO0001"
) -> dict[str, object]:
    body = {"compCode": comp_code, "reason": REASON}
    return await ops(client, "company/suspend", admin(app, clock), body)


class TestList:
    async def test_every_company_sorted_by_name_paged(
        self, client: httpx.AsyncClient, service_app: FastAPI, clock: ManualClock
    ) -> None:
        envelope = await ops(client, "company/list", reviewer(service_app, clock), {"pageSize": 4})

        assert envelope["status"] == 200, envelope
        assert envelope["body"]["total"] == 9
        assert len(envelope["body"]["rows"]) == 4
        first = envelope["body"]["rows"][0]
        assert set(first) == {
            "compCode",
            "compName",
            "creditCode",
            "status",
            "compRoles",
            "createdAt",
            "suspendedAt",
        }

    async def test_filters_by_keyword_role_and_status(
        self, client: httpx.AsyncClient, service_app: FastAPI, clock: ManualClock
    ) -> None:
        headers = reviewer(service_app, clock)
        await suspend(client, service_app, clock, "DEMO0009")

        async def codes(**filters: object) -> list[str]:
            envelope = await ops(client, "company/list", headers, filters)
            assert envelope["status"] == 200, envelope
            return [row["compCode"] for row in envelope["body"]["rows"]]

        assert await codes(keyword="苏州") == ["DEMO0002"]
        assert await codes(keyword="91320500MA1MXK2Q3G") == ["DEMO0002"]
        assert sorted(await codes(compRole="C105")) == ["DEMO0007", "DEMO0009"]
        assert await codes(status="suspended") == ["DEMO0009"]
        assert "DEMO0009" not in await codes(status="active", pageSize=100)

    @pytest.mark.parametrize("role", READERS)
    async def test_every_reading_role_lists(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        clock: ManualClock,
        role: OperatorRole,
    ) -> None:
        envelope = await ops(client, "company/list", operator(service_app, clock, role))

        assert envelope["status"] == 200

    async def test_a_content_editor_and_a_customer_are_refused(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        clock: ManualClock,
        signed_in: Headers,
    ) -> None:
        editor = await ops(client, "company/list", operator(service_app, clock, CONTENT_EDITOR))
        customer = await ops(client, "company/list", signed_in("EMP0004"))

        assert refused_role(editor)
        assert (customer["status"], customer["msg"]) == (401, SIGN_IN)


class TestDetail:
    async def test_people_products_and_applications_masked(
        self, client: httpx.AsyncClient, service_app: FastAPI, clock: ManualClock
    ) -> None:
        envelope = await ops(
            client,
            "company/detail",
            operator(service_app, clock, AUDITOR),
            {"compCode": "DEMO0001"},
        )

        body = envelope["body"]
        assert body["status"] == "active"
        assert body["suspension"] is None
        assert body["legalRepIdNumber"] == "310115********123X"
        employees = {e["employeeCode"]: e for e in body["employees"]}
        assert set(employees) == {"EMP0001", "EMP0004", "EMP0006"}
        assert employees["EMP0004"]["rootManager"] == 1
        assert employees["EMP0004"]["mobile"] == "138****0002"
        assert employees["EMP0001"]["roles"] == ["E102", "EC-E103"]
        assert {(p["productCode"], p["status"]) for p in body["permits"]} == {
            ("EC", 80),
            ("CREDIT", 10),
            ("BILL", 85),
            ("LC", 30),
        }
        assert ("EC", "C101", "DEMO0001-EC-C101", 1) in {
            (r["prodCode"], r["compRole"], r["compBizCode"], r["status"]) for r in body["roles"]
        }
        assert {a["queue"] for a in body["applications"]} == {"permit"}

    async def test_an_unknown_company_is_404(
        self, client: httpx.AsyncClient, service_app: FastAPI, clock: ManualClock
    ) -> None:
        envelope = await ops(
            client, "company/detail", reviewer(service_app, clock), {"compCode": "NOPE"}
        )

        assert (envelope["status"], envelope["msg"]) == (404, "The company does not exist.")


class TestSuspend:
    async def test_suspending_ends_every_session_there_and_is_audited(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        clock: ManualClock,
        store: SessionStore,
    ) -> None:
        in_company = [await session_in(store, "EMP0004"), await session_in(store, "EMP0001")]
        elsewhere = await session_in(store, "EMP0002")

        envelope = await suspend(client, service_app, clock)

        assert envelope["status"] == 200, envelope
        body = envelope["body"]
        assert body["status"] == "suspended"
        assert body["suspension"]["reason"] == REASON
        assert body["suspension"]["operatorCode"] == "OP0003"
        assert [await store.check(sid) for sid in in_company] == [SessionState.ENDED] * 2
        assert await store.check(elsewhere) is SessionState.ALIVE
        [entry] = await audit(service_app, "company.suspend")
        assert (entry.target_type, entry.target_id, entry.operator_code) == (
            "company",
            "DEMO0001",
            "OP0003",
        )
        assert entry.before == {"status": "active", "suspendedAt": None, "reason": None}
        assert entry.after["status"] == "suspended"
        assert entry.after["reason"] == REASON

    async def test_its_people_are_told_why_at_sign_in_and_switching(
        self, client: httpx.AsyncClient, service_app: FastAPI, clock: ManualClock
    ) -> None:
        await suspend(client, service_app, clock)

        plain = await internal(client, service_app, LIST, {"userCode": "U0001"})
        flagged = await internal(
            client, service_app, LIST, {"userCode": "U0001", "includeSuspended": True}
        )
        switch = await internal(
            client, service_app, SWITCH, {"userCode": "U0001", "employeeCode": "EMP0001"}
        )

        assert {c["compCode"] for c in plain["body"]} == {"DEMO0002", "DEMO0003"}
        assert [(c["compCode"], c["suspended"]) for c in flagged["body"]][-1] == ("DEMO0001", True)
        suspended = flagged["body"][-1]
        assert suspended["suspendReason"] == REASON
        assert suspended["suspendedAt"] is not None
        assert switch["status"] == 403
        assert switch["msg"].startswith(
            "上海示范核心企业集团有限公司 has been suspended by the platform"
        )
        assert f"since {china_date(clock.now()).isoformat()}" in switch["msg"]
        assert switch["msg"].endswith(f"Reason: {REASON}")
        assert switch["body"]["suspended"] is True
        assert switch["body"]["compName"] == "上海示范核心企业集团有限公司"

    async def test_a_session_still_open_there_is_refused(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        clock: ManualClock,
        signed_in: Headers,
    ) -> None:
        await suspend(client, service_app, clock)

        envelope = await call(
            client, "cust/employee/info/comp", signed_in("EMP0004"), productCode="EC"
        )

        assert envelope["status"] == 403

    async def test_restoring_lets_them_back_in(
        self, client: httpx.AsyncClient, service_app: FastAPI, clock: ManualClock
    ) -> None:
        await suspend(client, service_app, clock)

        restored = await ops(
            client, "company/restore", admin(service_app, clock), {"compCode": "DEMO0001"}
        )
        switch = await internal(
            client, service_app, SWITCH, {"userCode": "U0001", "employeeCode": "EMP0001"}
        )

        assert restored["body"]["status"] == "active"
        assert restored["body"]["suspension"] is None
        assert switch["status"] == 200
        [entry] = await audit(service_app, "company.restore")
        assert (entry.before["status"], entry.after["status"]) == ("suspended", "active")

    async def test_twice_or_restoring_an_active_one_is_409(
        self, client: httpx.AsyncClient, service_app: FastAPI, clock: ManualClock
    ) -> None:
        await suspend(client, service_app, clock)

        again = await suspend(client, service_app, clock)
        active = await ops(
            client, "company/restore", admin(service_app, clock), {"compCode": "DEMO0002"}
        )

        assert (again["status"], again["msg"]) == (409, "The company is already suspended.")
        assert (active["status"], active["msg"]) == (409, "The company is not suspended.")

    async def test_a_reason_is_required(
        self, client: httpx.AsyncClient, service_app: FastAPI, clock: ManualClock
    ) -> None:
        envelope = await ops(
            client, "company/suspend", admin(service_app, clock), {"compCode": "DEMO0001"}
        )

        assert (envelope["status"], envelope["msg"]) == (400, "reason is required")

    @pytest.mark.parametrize("role", [REVIEWER, APPROVER, AUDITOR, CONTENT_EDITOR])
    async def test_only_an_ops_admin_suspends_or_restores(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        clock: ManualClock,
        role: OperatorRole,
    ) -> None:
        headers = operator(service_app, clock, role)

        suspended = await ops(
            client, "company/suspend", headers, {"compCode": "DEMO0001", "reason": REASON}
        )
        restored = await ops(client, "company/restore", headers, {"compCode": "DEMO0001"})

        assert refused_role(suspended)
        assert refused_role(restored)
        assert await audit(service_app) == []


class TestCompanyCodes:
    async def test_every_active_company_or_those_holding_a_role(
        self, client: httpx.AsyncClient, service_app: FastAPI, clock: ManualClock
    ) -> None:
        await suspend(client, service_app, clock, "DEMO0004")

        everyone = await internal(client, service_app, CODES, {})
        core = await internal(client, service_app, CODES, {"compRole": "C101"})

        assert everyone["body"]["compCodes"] == [
            "DEMO0001",
            "DEMO0002",
            "DEMO0003",
            "DEMO0005",
            "DEMO0006",
            "DEMO0007",
            "DEMO0008",
            "DEMO0009",
        ]
        assert core["body"] == {"compCodes": ["DEMO0001"]}

    async def test_an_unknown_role_is_refused(
        self, client: httpx.AsyncClient, service_app: FastAPI
    ) -> None:
        envelope = await internal(client, service_app, CODES, {"compRole": "C107"})

        assert envelope["status"] == 400

    async def test_only_peers_ask(self, client: httpx.AsyncClient) -> None:
        response = await client.post(CODES, json={})

        assert response.json()["status"] in (401, 403)
