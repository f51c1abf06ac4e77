"""The console's user administration (``/ops/user/*``): who may call what, and what it does."""

import json
from typing import Any

import httpx
import pytest
from fastapi import FastAPI

from auth.seed import DEMO_PASSWORD
from portal_kit.clock import ManualClock
from portal_kit.demo_people import CROWD_SIZE
from portal_kit.operator_tokens import OperatorRole
from portal_kit.sessions import SessionState, SessionStore
from portal_kit.settings import BaseServiceSettings
from portal_kit.testing import staged_audit_entries

from .conftest import (
    CONSOLE_SIGN_IN,
    ROLE_REFUSED,
    add_user,
    identity_of,
    operator_with_role,
    ops,
    password_sign_in,
    signed_in,
)

# The documented accounts and DEMO0009's staff.
DEMO_ACCOUNTS = 10 + CROWD_SIZE

pytestmark = pytest.mark.usefixtures("clock", "demo_users")

LIST = "/ops/user/list"
DETAIL = "/ops/user/detail"
WRONG = "Wrong@123456"
# The plain employee of DESIGN §11.
MOBILE, USER = "13800000003", "U0003"
DISABLED_USER = "U9001"

READS = [(LIST, {}), (DETAIL, {"userCode": USER})]
WRITES = [
    ("/ops/user/disable", {"userCode": USER, "reason": "account shared with a colleague"}),
    ("/ops/user/enable", {"userCode": DISABLED_USER}),
    ("/ops/user/unlock", {"userCode": USER}),
    ("/ops/user/expire-password", {"userCode": USER}),
    ("/ops/user/end-sessions", {"userCode": USER}),
]


@pytest.fixture
async def disabled_user(service_app: FastAPI) -> None:
    await add_user(service_app, DISABLED_USER, "13900009001", "Some@Pass2026", status=0)


async def lock(client: httpx.AsyncClient, encrypt: Any, mobile: str = MOBILE) -> None:
    """Five wrong passwords: the mobile is locked for 15 minutes."""
    for _ in range(5):
        await password_sign_in(client, encrypt, mobile, WRONG)


def session_of(app: FastAPI, clock: ManualClock, tokens: dict[str, Any]) -> str:
    return identity_of(app, clock, tokens["accessToken"]).session_id


class TestAccess:
    @pytest.mark.parametrize("role", [OperatorRole.OPS_ADMIN, OperatorRole.AUDITOR])
    @pytest.mark.parametrize(("path", "body"), READS)
    async def test_ops_admins_and_auditors_read(
        self,
        client: httpx.AsyncClient,
        service_settings: BaseServiceSettings,
        clock: ManualClock,
        role: OperatorRole,
        path: str,
        body: dict[str, Any],
    ) -> None:
        envelope = await ops(client, path, body, operator_with_role(service_settings, clock, role))

        assert (envelope["status"], envelope["msg"]) == (200, "")

    @pytest.mark.parametrize(("path", "body"), WRITES)
    @pytest.mark.usefixtures("disabled_user")
    async def test_ops_admins_act(
        self, client: httpx.AsyncClient, admin: dict[str, str], path: str, body: dict[str, Any]
    ) -> None:
        envelope = await ops(client, path, body, admin)

        assert (envelope["status"], envelope["msg"]) == (200, "")

    @pytest.mark.parametrize(
        "role",
        [OperatorRole.REVIEWER, OperatorRole.APPROVER, OperatorRole.CONTENT_EDITOR],
    )
    @pytest.mark.parametrize(("path", "body"), READS + WRITES)
    async def test_other_roles_are_refused(
        self,
        client: httpx.AsyncClient,
        service_settings: BaseServiceSettings,
        clock: ManualClock,
        role: OperatorRole,
        path: str,
        body: dict[str, Any],
    ) -> None:
        envelope = await ops(client, path, body, operator_with_role(service_settings, clock, role))

        assert envelope == ROLE_REFUSED

    @pytest.mark.parametrize(("path", "body"), WRITES)
    async def test_auditors_change_nothing(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        auditor: dict[str, str],
        path: str,
        body: dict[str, Any],
    ) -> None:
        envelope = await ops(client, path, body, auditor)

        assert envelope == ROLE_REFUSED
        assert await staged_audit_entries(service_app) == []

    @pytest.mark.parametrize(("path", "body"), READS + WRITES)
    async def test_a_customers_token_is_not_an_operators(
        self, client: httpx.AsyncClient, token: str, path: str, body: dict[str, Any]
    ) -> None:
        envelope = await ops(client, path, body, {"Authorization": f"Bearer {token}"})

        assert envelope == CONSOLE_SIGN_IN

    async def test_anonymous_callers_are_refused(self, client: httpx.AsyncClient) -> None:
        envelope = await ops(client, LIST, {}, None)

        assert envelope == CONSOLE_SIGN_IN


@pytest.mark.usefixtures("peers")
class TestList:
    async def test_rows_show_masked_contacts_and_the_account_state(
        self, client: httpx.AsyncClient, clock: ManualClock, encrypt: Any, auditor: dict[str, str]
    ) -> None:
        await signed_in(client, encrypt)

        envelope = await ops(client, LIST, {"keyword": MOBILE}, auditor)

        [row] = envelope["body"]["rows"]
        assert envelope["body"]["total"] == 1
        assert row["userCode"] == USER
        assert (row["name"], row["mobile"], row["email"]) == (
            "李娜",
            "138****0003",
            "l***@demo.example",
        )
        assert (row["status"], row["lockedUntil"], row["passwordExpired"]) == (
            "active",
            None,
            False,
        )
        assert row["passwordAgeDays"] == 0
        assert row["lastSignInAt"] is not None

    async def test_a_part_of_a_name_finds_but_a_part_of_a_mobile_does_not(
        self, client: httpx.AsyncClient, auditor: dict[str, str]
    ) -> None:
        by_name = await ops(client, LIST, {"keyword": "娜"}, auditor)
        by_part = await ops(client, LIST, {"keyword": "1380000000"}, auditor)

        assert [row["userCode"] for row in by_name["body"]["rows"]] == [USER]
        assert by_part["body"] == {"rows": [], "total": 0}

    @pytest.mark.usefixtures("disabled_user")
    async def test_filters_by_status(
        self, client: httpx.AsyncClient, auditor: dict[str, str]
    ) -> None:
        disabled = await ops(client, LIST, {"status": "disabled"}, auditor)
        active = await ops(client, LIST, {"status": "active", "pageSize": 100}, auditor)

        assert [row["userCode"] for row in disabled["body"]["rows"]] == [DISABLED_USER]
        assert DISABLED_USER not in {row["userCode"] for row in active["body"]["rows"]}
        assert active["body"]["total"] == DEMO_ACCOUNTS

    async def test_locked_keeps_only_users_whose_lock_is_in_force(
        self,
        client: httpx.AsyncClient,
        service_settings: BaseServiceSettings,
        clock: ManualClock,
        encrypt: Any,
        auditor: dict[str, str],
    ) -> None:
        await lock(client, encrypt)

        locked = await ops(client, LIST, {"locked": True}, auditor)
        clock.advance(minutes=15, seconds=1)
        auditor = operator_with_role(service_settings, clock, OperatorRole.AUDITOR)
        later = await ops(client, LIST, {"locked": True}, auditor)

        [row] = locked["body"]["rows"]
        assert row["userCode"] == USER
        assert row["lockedUntil"] is not None
        assert later["body"] == {"rows": [], "total": 0}

    async def test_pages_and_sorts(
        self, client: httpx.AsyncClient, auditor: dict[str, str]
    ) -> None:
        body = {"sortBy": "userCode", "descending": False, "pageNum": 2, "pageSize": 3}

        envelope = await ops(client, LIST, body, auditor)

        assert [row["userCode"] for row in envelope["body"]["rows"]] == ["U0004", "U0005", "U0006"]
        assert envelope["body"]["total"] == DEMO_ACCOUNTS

    async def test_an_unknown_sort_is_refused_naming_the_field(
        self, client: httpx.AsyncClient, auditor: dict[str, str]
    ) -> None:
        envelope = await ops(client, LIST, {"sortBy": "mobile"}, auditor)

        assert envelope["status"] == 400
        assert envelope["msg"].startswith("sortBy must be one of")


@pytest.mark.usefixtures("peers")
class TestDetail:
    async def test_shows_sessions_sign_ins_and_companies(
        self, client: httpx.AsyncClient, encrypt: Any, auditor: dict[str, str]
    ) -> None:
        await password_sign_in(client, encrypt, MOBILE, WRONG)
        await signed_in(client, encrypt)

        envelope = await ops(client, DETAIL, {"userCode": USER}, auditor)

        body = envelope["body"]
        assert body["liveSessions"] == 1
        assert [(s["method"], s["result"]) for s in body["signIns"]] == [
            ("password", "success"),
            ("password", "wrong_credentials"),
        ]
        assert body["signIns"][0]["userAgent"] == "pytest-browser/1.0"
        assert [e["compCode"] for e in body["employees"]] == ["DEMO0002"]
        assert (body["language"], body["disabledReason"]) == ("en", None)

    async def test_without_the_customer_service_the_companies_are_unknown(
        self, client: httpx.AsyncClient, service_app: FastAPI, auditor: dict[str, str]
    ) -> None:
        service_app.state.peers = {}

        envelope = await ops(client, DETAIL, {"userCode": USER}, auditor)

        assert envelope["status"] == 200
        assert envelope["body"]["employees"] is None

    async def test_an_unknown_user_is_404(
        self, client: httpx.AsyncClient, auditor: dict[str, str]
    ) -> None:
        envelope = await ops(client, DETAIL, {"userCode": "U404"}, auditor)

        assert (envelope["status"], envelope["msg"]) == (404, "No user has this user code.")


@pytest.mark.usefixtures("peers")
class TestDisable:
    async def test_ends_every_session_and_refuses_sign_in(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        clock: ManualClock,
        encrypt: Any,
        admin: dict[str, str],
    ) -> None:
        tokens = await signed_in(client, encrypt)
        body = {"userCode": USER, "reason": "  account shared with a colleague "}

        envelope = await ops(client, "/ops/user/disable", body, admin)
        again = await password_sign_in(client, encrypt, MOBILE, DEMO_PASSWORD)
        detail = await ops(client, DETAIL, {"userCode": USER}, admin)

        assert envelope["body"]["sessionsEnded"] == 1
        assert envelope["body"]["user"]["status"] == "disabled"
        sessions = SessionStore(service_app.state.kv, clock)
        assert await sessions.check(session_of(service_app, clock, tokens)) is SessionState.ENDED
        assert (again["status"], again["msg"]) == (
            400,
            "The mobile number or password is incorrect.",
        )
        assert detail["body"]["disabledReason"] == "account shared with a colleague"
        assert detail["body"]["disabledAt"] is not None

    async def test_is_audited_with_the_state_before_and_after(
        self, client: httpx.AsyncClient, service_app: FastAPI, encrypt: Any, admin: dict[str, str]
    ) -> None:
        await signed_in(client, encrypt)

        await ops(client, "/ops/user/disable", {"userCode": USER, "reason": "left"}, admin)

        [entry] = await staged_audit_entries(service_app)
        assert (entry.action, entry.target_type, entry.target_id) == ("user.disable", "user", USER)
        assert (entry.operator_code, entry.summary) == ("OP0001", "left")
        assert entry.before == {
            "status": "active",
            "lockedUntil": None,
            "failedSignIns": 0,
            "passwordExpired": False,
            "liveSessions": 1,
        }
        assert entry.after == {
            "status": "disabled",
            "lockedUntil": None,
            "failedSignIns": 0,
            "passwordExpired": False,
            "liveSessions": 0,
            "sessionsEnded": 1,
        }
        assert MOBILE not in json.dumps(entry.model_dump(mode="json"))

    async def test_twice_is_a_conflict(
        self, client: httpx.AsyncClient, service_app: FastAPI, admin: dict[str, str]
    ) -> None:
        body = {"userCode": USER, "reason": "left"}
        await ops(client, "/ops/user/disable", body, admin)

        envelope = await ops(client, "/ops/user/disable", body, admin)

        assert (envelope["status"], envelope["msg"]) == (409, "The user is already disabled.")
        assert len(await staged_audit_entries(service_app)) == 1

    async def test_needs_a_reason(self, client: httpx.AsyncClient, admin: dict[str, str]) -> None:
        envelope = await ops(client, "/ops/user/disable", {"userCode": USER, "reason": " "}, admin)

        assert (envelope["status"], envelope["msg"]) == (
            400,
            "reason must have at least 1 characters",
        )

    async def test_an_unknown_user_is_404(
        self, client: httpx.AsyncClient, admin: dict[str, str]
    ) -> None:
        body = {"userCode": "U404", "reason": "left"}

        envelope = await ops(client, "/ops/user/disable", body, admin)

        assert (envelope["status"], envelope["msg"]) == (404, "No user has this user code.")


@pytest.mark.usefixtures("peers")
class TestEnable:
    async def test_lets_the_user_sign_in_again(
        self, client: httpx.AsyncClient, service_app: FastAPI, encrypt: Any, admin: dict[str, str]
    ) -> None:
        await ops(client, "/ops/user/disable", {"userCode": USER, "reason": "left"}, admin)

        envelope = await ops(client, "/ops/user/enable", {"userCode": USER}, admin)
        again = await password_sign_in(client, encrypt, MOBILE, DEMO_PASSWORD)

        assert envelope["body"]["user"]["status"] == "active"
        assert again["body"]["next"] == "tokens"
        entry = (await staged_audit_entries(service_app))[-1]
        assert entry.action == "user.enable"
        assert (entry.before or {})["status"] == "disabled"
        assert (entry.after or {})["status"] == "active"

    async def test_an_active_user_is_a_conflict(
        self, client: httpx.AsyncClient, admin: dict[str, str]
    ) -> None:
        envelope = await ops(client, "/ops/user/enable", {"userCode": USER}, admin)

        assert (envelope["status"], envelope["msg"]) == (409, "The user is already active.")


@pytest.mark.usefixtures("peers")
class TestUnlock:
    async def test_a_locked_mobile_signs_in_at_once(
        self, client: httpx.AsyncClient, service_app: FastAPI, encrypt: Any, admin: dict[str, str]
    ) -> None:
        await lock(client, encrypt)
        locked = await password_sign_in(client, encrypt, MOBILE, DEMO_PASSWORD)

        envelope = await ops(client, "/ops/user/unlock", {"userCode": USER}, admin)
        after = await password_sign_in(client, encrypt, MOBILE, DEMO_PASSWORD)

        assert locked["status"] == 423
        assert envelope["body"]["user"]["lockedUntil"] is None
        assert after["body"]["next"] == "tokens"
        [entry] = await staged_audit_entries(service_app)
        assert entry.action == "user.unlock"
        assert (entry.before or {})["lockedUntil"] is not None
        assert (entry.after or {})["lockedUntil"] is None

    async def test_forgets_the_failures_counted_so_far(
        self, client: httpx.AsyncClient, service_app: FastAPI, encrypt: Any, admin: dict[str, str]
    ) -> None:
        for _ in range(4):
            await password_sign_in(client, encrypt, MOBILE, WRONG)

        await ops(client, "/ops/user/unlock", {"userCode": USER}, admin)
        answers = [await password_sign_in(client, encrypt, MOBILE, WRONG) for _ in range(4)]

        assert [answer["status"] for answer in answers] == [400, 400, 400, 400]
        [entry] = await staged_audit_entries(service_app)
        assert ((entry.before or {})["failedSignIns"], (entry.after or {})["failedSignIns"]) == (
            4,
            0,
        )


@pytest.mark.usefixtures("peers")
class TestExpirePassword:
    async def test_the_next_sign_in_must_change_it_and_every_session_ends(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        clock: ManualClock,
        encrypt: Any,
        admin: dict[str, str],
    ) -> None:
        tokens = await signed_in(client, encrypt)

        envelope = await ops(client, "/ops/user/expire-password", {"userCode": USER}, admin)
        after = await password_sign_in(client, encrypt, MOBILE, DEMO_PASSWORD)

        assert envelope["body"]["sessionsEnded"] == 1
        row = envelope["body"]["user"]
        assert (row["passwordExpired"], row["passwordChangedAt"], row["passwordAgeDays"]) == (
            True,
            None,
            None,
        )
        assert after["body"]["next"] == "changePassword"
        sessions = SessionStore(service_app.state.kv, clock)
        assert await sessions.check(session_of(service_app, clock, tokens)) is SessionState.ENDED
        [entry] = await staged_audit_entries(service_app)
        assert entry.action == "user.expire_password"
        assert (entry.before or {})["passwordExpired"] is False
        assert entry.after == {
            "status": "active",
            "lockedUntil": None,
            "failedSignIns": 0,
            "passwordExpired": True,
            "liveSessions": 0,
            "sessionsEnded": 1,
        }

    async def test_is_due_even_when_passwords_never_grow_too_old(
        self, client: httpx.AsyncClient, encrypt: Any, admin: dict[str, str]
    ) -> None:
        body = {"key": "passwordMaxAgeDays", "value": 0}
        assert (await ops(client, "/ops/security/update", body, admin))["status"] == 200

        await ops(client, "/ops/user/expire-password", {"userCode": USER}, admin)
        after = await password_sign_in(client, encrypt, MOBILE, DEMO_PASSWORD)

        assert after["body"]["next"] == "changePassword"


@pytest.mark.usefixtures("peers")
class TestEndSessions:
    async def test_ends_every_session_of_the_user(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        clock: ManualClock,
        encrypt: Any,
        admin: dict[str, str],
    ) -> None:
        first = await signed_in(client, encrypt, browser_id="browser-0001")
        second = await signed_in(client, encrypt, browser_id="browser-0002")

        envelope = await ops(client, "/ops/user/end-sessions", {"userCode": USER}, admin)
        again = await password_sign_in(client, encrypt, MOBILE, DEMO_PASSWORD)

        assert envelope["body"]["sessionsEnded"] == 2
        sessions = SessionStore(service_app.state.kv, clock)
        for tokens in (first, second):
            sid = session_of(service_app, clock, tokens)
            assert await sessions.check(sid) is SessionState.ENDED
        assert again["body"]["next"] == "tokens"
        [entry] = await staged_audit_entries(service_app)
        assert entry.action == "user.end_sessions"
        assert ((entry.before or {})["liveSessions"], (entry.after or {})["sessionsEnded"]) == (
            2,
            2,
        )
