"""``portalctl operator``: the platform team's break-glass, with the service token."""

import pytest
from fastapi import FastAPI
from sqlalchemy import select

from backoffice.models import AuditLogEntry, Operator

from .conftest import Portalctl
from .operator_support import answer


class TestBootstrap:
    async def test_the_first_administrator_gets_a_temporary_password(
        self, portalctl: Portalctl, services: dict[str, FastAPI]
    ) -> None:
        made = answer(
            await portalctl(
                "operator",
                "create",
                "--username",
                "first.admin",
                "--name",
                "首任管理员",
                "--role",
                "ops_admin",
            )
        )

        assert made["username"] == "first.admin"
        assert len(made["temporaryPassword"]) >= 12
        async with services["backoffice"].state.db.sessionmaker() as session:
            operator = await session.scalar(
                select(Operator).where(Operator.username == "first.admin")
            )
            logged = (
                await session.scalars(
                    select(AuditLogEntry).where(AuditLogEntry.action == "operator.create")
                )
            ).all()
        assert operator is not None
        assert operator.password_temporary is True
        assert [entry.operator_code for entry in logged] == ["bootstrap"]
        assert logged[0].operator_name.startswith("bootstrap: ")

    async def test_disable_and_reset_the_authenticator(
        self, portalctl: Portalctl, services: dict[str, FastAPI]
    ) -> None:
        reset = answer(await portalctl("operator", "reset-mfa", "editor"))
        disabled = answer(await portalctl("operator", "disable", "editor"))

        assert reset["mfaEnrolled"] is False
        assert disabled["status"] == "disabled"
        # A disabled operator's API token opens no session any more.
        refused = await portalctl("publish", "--help", as_="editor")
        assert refused.exit_code == 0
        listed = await portalctl("audit", "verify", as_="editor")
        assert listed.exit_code == 1
        assert "(status 401)" in listed.output

    async def test_a_wrong_service_token_changes_nothing(
        self, portalctl: Portalctl, services: dict[str, FastAPI], monkeypatch: pytest.MonkeyPatch
    ) -> None:
        monkeypatch.setenv("PORTALCTL_SERVICE_TOKEN", "not-the-service-token")
        result = await portalctl("operator", "disable", "editor")

        assert result.exit_code == 1
        assert "(status 403)" in result.output
