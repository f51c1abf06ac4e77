"""Operator accounts: administrators change them, auditors read them, nobody their own."""

import httpx
import pytest
from fastapi import FastAPI

from portal_kit.clock import ManualClock
from portal_kit.operator_tokens import OperatorRole
from portal_kit.sessions import OPERATOR_SESSIONS, SessionStore
from portal_kit.testing import operator_headers

from .conftest import SignIn, call
from .test_signin import password_step

EN = {"Accept-Language": "en"}
NOT_ALLOWED = "Your operator roles do not allow this."


@pytest.mark.usefixtures("demo")
class TestReading:
    async def test_an_auditor_lists_and_reads_operators(
        self, client: httpx.AsyncClient, sign_in: SignIn
    ) -> None:
        auditor = await sign_in("auditor")
        page = await call(client, "/ops/operator/list", {"role": "reviewer"}, auditor)
        assert page["body"]["total"] == 1  # type: ignore[index]
        row = page["body"]["rows"][0]  # type: ignore[index]
        assert (row["username"], row["roles"], row["mfaEnrolled"]) == (
            "reviewer",
            ["reviewer"],
            True,
        )
        detail = await call(client, "/ops/operator/detail", {"operatorCode": "OPDEMO5"}, auditor)
        assert detail["body"]["sessions"][0]["via"] == "console"  # type: ignore[index]
        assert detail["body"]["recentSignIns"][0]["result"] == "passed"  # type: ignore[index]

    async def test_a_reviewer_may_not_read_operators(
        self, client: httpx.AsyncClient, sign_in: SignIn
    ) -> None:
        reviewer = await sign_in("reviewer")
        refused = await call(client, "/ops/operator/list", {}, {**reviewer, **EN})
        assert (refused["status"], refused["msg"]) == (403, NOT_ALLOWED)

    async def test_a_customer_token_is_not_an_operator(
        self, client: httpx.AsyncClient, service_app: FastAPI
    ) -> None:
        refused = await call(
            client, "/ops/operator/list", {}, {"Authorization": "Bearer not.a.token", **EN}
        )
        assert (refused["status"], refused["msg"]) == (401, "Please sign in to the console.")


@pytest.mark.usefixtures("demo")
class TestChanging:
    async def test_new_roles_end_the_operators_sessions(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        clock: ManualClock,
        sign_in: SignIn,
    ) -> None:
        reviewer = await sign_in("reviewer")
        admin = await sign_in("admin")
        updated = await call(
            client,
            "/ops/operator/update",
            {"operatorCode": "OPDEMO1", "roles": ["reviewer", "auditor"]},
            admin,
        )
        assert updated["body"]["roles"] == ["auditor", "reviewer"]  # type: ignore[index]
        store = SessionStore(service_app.state.kv, clock, OPERATOR_SESSIONS)
        assert await store.live_sessions("OPDEMO1") == []
        assert reviewer  # the old token's session is gone: its next call at the gateway is 401

    async def test_nobody_changes_their_own_roles_or_disables_themselves(
        self, client: httpx.AsyncClient, sign_in: SignIn
    ) -> None:
        admin = {**(await sign_in("admin")), **EN}
        own_roles = await call(
            client,
            "/ops/operator/update",
            {"operatorCode": "OPDEMO4", "roles": ["ops_admin", "approver"]},
            admin,
        )
        own_status = await call(client, "/ops/operator/disable", {"operatorCode": "OPDEMO4"}, admin)
        for refused in (own_roles, own_status):
            assert (refused["status"], refused["msg"]) == (
                409,
                "You cannot do this to your own account.",
            )

    async def test_the_last_administrator_stays(
        self, client: httpx.AsyncClient, service_app: FastAPI, clock: ManualClock
    ) -> None:
        # Another administrator (not in the database) tries to disable the only one.
        other = operator_headers(
            service_app.state.settings, clock, OperatorRole.OPS_ADMIN, code="OPX"
        )
        refused = await call(
            client, "/ops/operator/disable", {"operatorCode": "OPDEMO4"}, {**other, **EN}
        )
        assert (refused["status"], refused["msg"]) == (
            409,
            "At least one active operations administrator must remain.",
        )

    async def test_reset_mfa_makes_the_operator_enrol_again(
        self, client: httpx.AsyncClient, service_app: FastAPI, sign_in: SignIn
    ) -> None:
        admin = await sign_in("admin")
        reset = await call(client, "/ops/operator/reset-mfa", {"operatorCode": "OPDEMO3"}, admin)
        assert reset["body"]["mfaEnrolled"] is False  # type: ignore[index]
        step = await password_step(client, service_app, "editor")
        assert step["body"]["next"] == "enroll"  # type: ignore[index]

    async def test_a_password_reset_hands_out_a_temporary_password(
        self, client: httpx.AsyncClient, service_app: FastAPI, sign_in: SignIn
    ) -> None:
        admin = await sign_in("admin")
        reset = await call(
            client, "/ops/operator/reset-password", {"operatorCode": "OPDEMO2"}, admin
        )
        step = await password_step(
            client,
            service_app,
            "approver",
            reset["body"]["temporaryPassword"],  # type: ignore[index]
        )
        assert step["body"]["next"] == "changePassword"  # type: ignore[index]

    async def test_a_taken_username_is_refused(
        self, client: httpx.AsyncClient, sign_in: SignIn
    ) -> None:
        admin = {**(await sign_in("admin")), **EN}
        taken = await call(
            client,
            "/ops/operator/create",
            {"username": "reviewer", "name": "x", "roles": ["auditor"]},
            admin,
        )
        assert (taken["status"], taken["msg"]) == (409, "That username is taken.")
        bad = await call(
            client,
            "/ops/operator/create",
            {"username": "No Spaces", "name": "x", "roles": ["auditor"]},
            admin,
        )
        assert bad["status"] == 400
        assert "username" in str(bad["msg"])
