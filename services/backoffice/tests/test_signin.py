"""Signing in to the console: password, then the second factor; the first time, a new password
and an authenticator."""

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import select

from backoffice.demo import DEMO_PASSWORD, demo_totp_secret
from backoffice.models import AuditLogEntry, OperatorSignIn
from backoffice.totp import code_at
from portal_kit.clock import ManualClock
from portal_kit.operator_tokens import OperatorRole, OperatorTokenVerifier, SignedInVia

from .conftest import SignIn, call, encrypted

WRONG = "Wrong username or password."
WRONG_CODE = "The code is wrong or was already used; enter the current code of your authenticator."
EN = {"Accept-Language": "en"}


async def password_step(
    client: httpx.AsyncClient, app: FastAPI, username: str, password: str = DEMO_PASSWORD
) -> dict[str, object]:
    body = {"username": username, "password": encrypted(app, password)}
    return await call(client, "/ops/session/password", body, EN)


async def sign_ins(app: FastAPI) -> list[tuple[str, str, str]]:
    async with app.state.db.transaction() as session:
        rows = await session.scalars(select(OperatorSignIn).order_by(OperatorSignIn.id))
        return [(row.username, row.method, row.result) for row in rows]


async def actions(app: FastAPI) -> list[str]:
    async with app.state.db.transaction() as session:
        rows = await session.scalars(select(AuditLogEntry).order_by(AuditLogEntry.sequence))
        return [row.action for row in rows]


@pytest.mark.usefixtures("demo")
class TestPassword:
    async def test_a_right_password_asks_for_the_authenticators_code(
        self, client: httpx.AsyncClient, service_app: FastAPI
    ) -> None:
        step = await password_step(client, service_app, "reviewer")
        assert step["ok"] is True
        assert step["body"]["next"] == "totp"  # type: ignore[index]
        assert await sign_ins(service_app) == [("reviewer", "password", "next-step")]

    async def test_a_wrong_password_and_an_unknown_name_get_the_same_answer(
        self, client: httpx.AsyncClient, service_app: FastAPI
    ) -> None:
        wrong = await password_step(client, service_app, "reviewer", "Wrong@Password1")
        unknown = await password_step(client, service_app, "nobody")
        assert (wrong["status"], wrong["msg"]) == (400, WRONG)
        assert (unknown["status"], unknown["msg"]) == (400, WRONG)
        # The refusals still committed their rows in the login log.
        assert await sign_ins(service_app) == [
            ("reviewer", "password", "wrong-password"),
            ("nobody", "password", "unknown-operator"),
        ]

    async def test_five_failures_lock_the_username(
        self, client: httpx.AsyncClient, service_app: FastAPI
    ) -> None:
        for _ in range(5):
            await password_step(client, service_app, "approver", "Wrong@Password1")
        locked = await password_step(client, service_app, "approver")
        assert locked["status"] == 429
        assert locked["msg"] == "Too many failed sign-ins; try again in 15 minutes."


class TestSecondFactor:
    async def test_the_current_code_signs_in_with_the_operators_roles(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        clock: ManualClock,
        sign_in: SignIn,
    ) -> None:
        headers = await sign_in("reviewer")
        token = headers["Authorization"].removeprefix("Bearer ")
        verifier = OperatorTokenVerifier.from_directory(
            service_app.state.settings.operator_token_key_directory, clock
        )
        identity = verifier.verify(token)
        assert (identity.operator_code, identity.name) == ("OPDEMO1", "赵审核")
        assert identity.roles == {OperatorRole.REVIEWER}
        assert identity.via is SignedInVia.CONSOLE
        assert await actions(service_app) == ["session.start"]

    async def test_a_code_is_accepted_once(
        self, client: httpx.AsyncClient, service_app: FastAPI, clock: ManualClock, demo: None
    ) -> None:
        code = code_at(demo_totp_secret("approver"), clock.now())
        first = await password_step(client, service_app, "approver")
        done = await call(
            client,
            "/ops/session/totp",
            {"ticket": first["body"]["ticket"], "code": code},  # type: ignore[index]
        )
        assert done["ok"] is True
        again = await password_step(client, service_app, "approver")
        replayed = await call(
            client,
            "/ops/session/totp",
            {"ticket": again["body"]["ticket"], "code": code},  # type: ignore[index]
            EN,
        )
        assert (replayed["status"], replayed["msg"]) == (400, WRONG_CODE)

    async def test_a_ticket_survives_four_wrong_codes_not_five(
        self, client: httpx.AsyncClient, service_app: FastAPI, demo: None
    ) -> None:
        ticket = (await password_step(client, service_app, "auditor"))["body"]["ticket"]  # type: ignore[index]
        for _ in range(5):
            wrong = await call(
                client, "/ops/session/totp", {"ticket": ticket, "code": "000000"}, EN
            )
        assert wrong["status"] == 400
        gone = await call(client, "/ops/session/totp", {"ticket": ticket, "code": "000000"}, EN)
        assert gone["status"] == 401
        assert (
            gone["msg"] == "The sign-in took too long or was tried too often; please start again."
        )


class TestFirstSignIn:
    async def test_temporary_password_then_authenticator_then_recovery_codes(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        clock: ManualClock,
        sign_in: SignIn,
    ) -> None:
        admin = await sign_in("admin")
        created = await call(
            client,
            "/ops/operator/create",
            {"username": "wu.shen", "name": "吴审", "roles": ["reviewer", "approver"]},
            admin,
        )
        temporary = created["body"]["temporaryPassword"]  # type: ignore[index]

        step = await password_step(client, service_app, "wu.shen", temporary)
        assert step["body"]["next"] == "changePassword"  # type: ignore[index]
        ticket = step["body"]["ticket"]  # type: ignore[index]
        weak = await call(
            client,
            "/ops/session/change-password",
            {"ticket": ticket, "newPassword": encrypted(service_app, "short")},
            EN,
        )
        assert weak["status"] == 400
        assert str(weak["msg"]).startswith("The password must have at least 12 characters")
        step = await call(
            client,
            "/ops/session/change-password",
            {"ticket": ticket, "newPassword": encrypted(service_app, "Review#2026-wu")},
        )
        assert step["body"]["next"] == "enroll"  # type: ignore[index]

        enrolment = await call(client, "/ops/session/enrol/start", {"ticket": ticket})
        secret = enrolment["body"]["secret"]  # type: ignore[index]
        assert enrolment["body"]["otpauthUri"].startswith("otpauth://totp/")  # type: ignore[index]
        assert enrolment["body"]["qrCode"].startswith("data:image/svg+xml")  # type: ignore[index]
        wrong = await call(
            client, "/ops/session/enrol/finish", {"ticket": ticket, "code": "123456"}, EN
        )
        assert (wrong["status"], wrong["msg"]) == (400, WRONG_CODE)
        done = await call(
            client,
            "/ops/session/enrol/finish",
            {"ticket": ticket, "code": code_at(secret, clock.now())},
        )
        assert done["ok"] is True
        codes = done["body"]["recoveryCodes"]  # type: ignore[index]
        assert len(codes) == 10
        assert len(set(codes)) == 10

        # A recovery code signs in once instead of the authenticator.
        again = await password_step(client, service_app, "wu.shen", "Review#2026-wu")
        used = await call(
            client,
            "/ops/session/totp",
            {"ticket": again["body"]["ticket"], "recoveryCode": codes[0]},  # type: ignore[index]
        )
        assert used["ok"] is True
        third = await password_step(client, service_app, "wu.shen", "Review#2026-wu")
        spent = await call(
            client,
            "/ops/session/totp",
            {"ticket": third["body"]["ticket"], "recoveryCode": codes[0]},  # type: ignore[index]
            EN,
        )
        assert (spent["status"], spent["msg"]) == (400, WRONG_CODE)
        assert (await actions(service_app))[-5:] == [
            "operator.password_change",
            "operator.mfa_enrol",
            "session.start",
            "operator.recovery_code_use",
            "session.start",
        ]
