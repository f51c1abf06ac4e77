"""The console's security parameters (``/ops/security/*``): range checks, audit, and changes
that apply from the next request without a restart."""

from datetime import UTC, datetime, timedelta
from typing import Any

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import update

from auth.models import User
from auth.params import PARAMS
from auth.seed import DEMO_PASSWORD
from portal_kit.clock import ManualClock
from portal_kit.operator_tokens import OperatorRole
from portal_kit.sessions import SessionState, SessionStore
from portal_kit.settings import BaseServiceSettings
from portal_kit.testing import staged_audit_entries

from .conftest import (
    CONSOLE_SIGN_IN,
    ROLE_REFUSED,
    call,
    identity_of,
    operator_with_role,
    ops,
    password_sign_in,
    signed_in,
)

pytestmark = pytest.mark.usefixtures("clock", "demo_users")

LIST = "/ops/security/list"
UPDATE = "/ops/security/update"
WAY = "param/security/findParamSecurityLogoutWay"
IDLE_CHECK = "login/user/logoutCheckTypeWithSecurity"


async def values(client: httpx.AsyncClient, headers: dict[str, str]) -> dict[str, int]:
    envelope = await ops(client, LIST, {"pageSize": 100}, headers)
    return {row["key"]: row["value"] for row in envelope["body"]["rows"]}


async def set_param(
    client: httpx.AsyncClient, headers: dict[str, str], key: str, value: int
) -> dict[str, Any]:
    envelope = await ops(client, UPDATE, {"key": key, "value": value}, headers)
    assert envelope["status"] == 200, envelope
    return envelope


class TestAccess:
    @pytest.mark.parametrize("role", [OperatorRole.OPS_ADMIN, OperatorRole.AUDITOR])
    async def test_ops_admins_and_auditors_read(
        self,
        client: httpx.AsyncClient,
        service_settings: BaseServiceSettings,
        clock: ManualClock,
        role: OperatorRole,
    ) -> None:
        envelope = await ops(client, LIST, {}, operator_with_role(service_settings, clock, role))

        assert (envelope["status"], envelope["body"]["total"]) == (200, len(PARAMS))

    @pytest.mark.parametrize(
        "role",
        [
            OperatorRole.AUDITOR,
            OperatorRole.REVIEWER,
            OperatorRole.APPROVER,
            OperatorRole.CONTENT_EDITOR,
        ],
    )
    async def test_only_ops_admins_change(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        service_settings: BaseServiceSettings,
        clock: ManualClock,
        admin: dict[str, str],
        role: OperatorRole,
    ) -> None:
        headers = operator_with_role(service_settings, clock, role)

        envelope = await ops(client, UPDATE, {"key": "failurePeriodSec", "value": 600}, headers)

        assert envelope == ROLE_REFUSED
        assert (await values(client, admin))["failurePeriodSec"] == 1800
        assert await staged_audit_entries(service_app) == []

    @pytest.mark.parametrize(
        "role", [OperatorRole.REVIEWER, OperatorRole.APPROVER, OperatorRole.CONTENT_EDITOR]
    )
    async def test_other_roles_do_not_read(
        self,
        client: httpx.AsyncClient,
        service_settings: BaseServiceSettings,
        clock: ManualClock,
        role: OperatorRole,
    ) -> None:
        envelope = await ops(client, LIST, {}, operator_with_role(service_settings, clock, role))

        assert envelope == ROLE_REFUSED

    @pytest.mark.parametrize(
        ("path", "body"), [(LIST, {}), (UPDATE, {"key": "logoutWay", "value": 20})]
    )
    async def test_a_customers_token_is_not_an_operators(
        self, client: httpx.AsyncClient, token: str, path: str, body: dict[str, Any]
    ) -> None:
        envelope = await ops(client, path, body, {"Authorization": f"Bearer {token}"})

        assert envelope == CONSOLE_SIGN_IN


class TestList:
    async def test_every_parameter_with_its_meaning_and_allowed_values(
        self, client: httpx.AsyncClient, auditor: dict[str, str]
    ) -> None:
        envelope = await ops(client, LIST, {"pageSize": 100}, auditor)

        rows = {row["key"]: row for row in envelope["body"]["rows"]}
        assert list(rows) == list(PARAMS)
        assert rows["failurePeriodSec"] == {
            "key": "failurePeriodSec",
            "value": 1800,
            "defaultValue": 1800,
            "descriptionEn": (
                "idle period before the security verification (sessions started after a change)"
            ),
            "descriptionZh": "无操作多久后需要安全验证（修改后新登录的会话生效）",
            "unit": "seconds",
            "minimum": 60,
            "maximum": 43200,
            "choices": [],
            "updatedAt": None,
            "updatedBy": None,
        }
        assert (rows["logoutWay"]["choices"], rows["logoutWay"]["minimum"]) == ([10, 20], None)
        assert rows["passwordMaxAgeDays"]["choices"] == [0]
        assert rows["passwordEnterIntervalSec"]["value"] == 5


class TestUpdate:
    async def test_is_stored_answered_and_audited(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        admin: dict[str, str],
        auditor: dict[str, str],
    ) -> None:
        envelope = await set_param(client, admin, "failurePeriodSec", 600)

        row = envelope["body"]
        assert (row["value"], row["updatedBy"]) == (600, "OP0001")
        assert row["updatedAt"] is not None
        assert (await values(client, auditor))["failurePeriodSec"] == 600
        [entry] = await staged_audit_entries(service_app)
        assert (entry.action, entry.target_type, entry.target_id) == (
            "security_param.update",
            "security_param",
            "failurePeriodSec",
        )
        assert (entry.before, entry.after) == ({"value": 1800}, {"value": 600})
        assert entry.summary == "failurePeriodSec: 1800 → 600"

    async def test_the_same_value_changes_nothing(
        self, client: httpx.AsyncClient, service_app: FastAPI, admin: dict[str, str]
    ) -> None:
        envelope = await set_param(client, admin, "logoutWay", 10)

        assert envelope["body"]["updatedBy"] is None
        assert await staged_audit_entries(service_app) == []

    @pytest.mark.parametrize(
        ("key", "value", "msg"),
        [
            ("failurePeriodSec", 59, "failurePeriodSec must be 60–43200 seconds."),
            ("failurePeriodSec", 43201, "failurePeriodSec must be 60–43200 seconds."),
            ("logoutWay", 15, "logoutWay must be 10 or 20."),
            ("passwordEnterIntervalSec", 0, "passwordEnterIntervalSec must be 1–60 seconds."),
            ("loginFailuresBeforeLock", 2, "loginFailuresBeforeLock must be 3–20."),
            ("loginFailuresBeforeLock", 21, "loginFailuresBeforeLock must be 3–20."),
            ("lockMinutes", 0, "lockMinutes must be 1–1440 minutes."),
            ("lockMinutes", 1441, "lockMinutes must be 1–1440 minutes."),
            ("captchaTtlSec", 29, "captchaTtlSec must be 30–600 seconds."),
            ("smsCodeTtlSec", 59, "smsCodeTtlSec must be 60–1800 seconds."),
            ("smsResendSec", 601, "smsResendSec must be 30–600 seconds."),
            ("smsDailyLimit", 0, "smsDailyLimit must be 1–100."),
            ("smsHourlyLimit", -1, "smsHourlyLimit must be 1–50."),
            ("smsIpHourlyLimit", 1001, "smsIpHourlyLimit must be 1–1000."),
            ("captchaIpPerMinute", 0, "captchaIpPerMinute must be 1–600."),
            ("passwordMaxAgeDays", 29, "passwordMaxAgeDays must be 0 or 30–3650 days."),
            ("passwordMaxAgeDays", 3651, "passwordMaxAgeDays must be 0 or 30–3650 days."),
        ],
    )
    async def test_out_of_range_is_refused_naming_the_range_and_changes_nothing(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        admin: dict[str, str],
        key: str,
        value: int,
        msg: str,
    ) -> None:
        before = await values(client, admin)

        envelope = await ops(client, UPDATE, {"key": key, "value": value}, admin)

        assert envelope == {"ok": False, "status": 400, "msg": msg, "body": None}
        assert await values(client, admin) == before
        assert await staged_audit_entries(service_app) == []

    async def test_the_range_reads_in_chinese_too(
        self, client: httpx.AsyncClient, admin: dict[str, str]
    ) -> None:
        body = {"key": "lockMinutes", "value": 0}

        response = await client.post(UPDATE, json=body, headers={**admin, "Accept-Language": "zh"})

        assert response.json()["msg"] == "lockMinutes的取值范围为1–1440分钟"

    @pytest.mark.parametrize("value", ["ten minutes", 600.5, True, None])
    async def test_a_value_that_is_no_whole_number_is_refused(
        self, client: httpx.AsyncClient, admin: dict[str, str], value: Any
    ) -> None:
        envelope = await ops(client, UPDATE, {"key": "failurePeriodSec", "value": value}, admin)

        assert envelope["status"] == 400
        assert envelope["msg"].startswith("value ")

    async def test_an_unknown_key_is_404(
        self, client: httpx.AsyncClient, admin: dict[str, str]
    ) -> None:
        envelope = await ops(client, UPDATE, {"key": "sessionHours", "value": 12}, admin)

        assert (envelope["status"], envelope["msg"]) == (
            404,
            "There is no security parameter sessionHours.",
        )


@pytest.mark.usefixtures("peers")
class TestEffect:
    async def test_logout_way_is_answered_at_once_to_sessions_already_open(
        self, client: httpx.AsyncClient, encrypt: Any, admin: dict[str, str]
    ) -> None:
        tokens = await signed_in(client, encrypt)

        await set_param(client, admin, "logoutWay", 20)
        way = await call(client, WAY, token=tokens["accessToken"])

        assert way["body"] == {"logoutWay": 20, "canVerify": True, "twoStep": False}

    async def test_the_idle_period_applies_to_sessions_started_after_the_change(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        clock: ManualClock,
        encrypt: Any,
        admin: dict[str, str],
    ) -> None:
        before = await signed_in(client, encrypt, browser_id="browser-0001")

        await set_param(client, admin, "failurePeriodSec", 600)
        after = await signed_in(client, encrypt, browser_id="browser-0002")
        clock.advance(seconds=601)

        store = SessionStore(service_app.state.kv, clock)
        old, new = (identity_of(service_app, clock, t["accessToken"]) for t in (before, after))
        # The web app sets the cookie failurePeriodSec from the sign-in answer.
        assert (before["failurePeriodSec"], after["failurePeriodSec"]) == (1800, 600)
        assert await store.check(new.session_id) is SessionState.IDLE_LOCKED
        assert await store.check(old.session_id) is SessionState.ALIVE

    async def test_the_idle_verification_waits_from_the_parameter_doubling(
        self, client: httpx.AsyncClient, clock: ManualClock, encrypt: Any, admin: dict[str, str]
    ) -> None:
        tokens = await signed_in(client, encrypt)
        await set_param(client, admin, "passwordEnterIntervalSec", 3)
        wrong = {
            "checkType": 10,
            "passWord": encrypt("Wrong@123456"),
            "userMobile": "13800000003",
            "browserID": "browser-0001",
        }

        intervals = []
        for _ in range(3):
            envelope = await call(client, IDLE_CHECK, wrong, token=tokens["accessToken"])
            intervals.append(envelope["body"]["passwordEnterInterval"])
            clock.advance(seconds=intervals[-1])

        assert intervals == [3, 6, 12]

    async def test_a_lower_lock_threshold_locks_sooner(
        self, client: httpx.AsyncClient, encrypt: Any, admin: dict[str, str]
    ) -> None:
        await set_param(client, admin, "loginFailuresBeforeLock", 3)

        answers = [
            await password_sign_in(client, encrypt, "13800000003", "Wrong@123456") for _ in range(3)
        ]

        assert [answer["status"] for answer in answers] == [400, 400, 423]

    @pytest.mark.parametrize(("max_age", "next_step"), [(0, "tokens"), (365, "changePassword")])
    async def test_password_age_zero_means_never_too_old(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        encrypt: Any,
        admin: dict[str, str],
        max_age: int,
        next_step: str,
    ) -> None:
        # The plain employee's password was set 400 days ago.
        async with service_app.state.db.sessionmaker() as session:
            changed_at = datetime.now(UTC) - timedelta(days=400)
            await session.execute(
                update(User).where(User.user_code == "U0003").values(password_changed_at=changed_at)
            )
            await session.commit()
        await set_param(client, admin, "passwordMaxAgeDays", max_age)

        envelope = await password_sign_in(client, encrypt, "13800000003", DEMO_PASSWORD)

        assert envelope["body"]["next"] == next_step
