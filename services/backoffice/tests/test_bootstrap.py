"""``portalctl operator create|disable|reset-mfa``: break-glass calls behind the service token."""

import httpx
from fastapi import FastAPI
from sqlalchemy import select

from backoffice.models import AuditLogEntry
from portal_kit.settings import BaseServiceSettings

from .conftest import call
from .test_signin import password_step


class TestBootstrap:
    async def test_the_first_administrator_is_made_with_the_service_token(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        service_settings: BaseServiceSettings,
    ) -> None:
        token = {"X-Service-Token": service_settings.service_token}
        made = await call(
            client,
            "/internal/operator/create",
            {
                "username": "first.admin",
                "name": "首位管理员",
                "roles": ["ops_admin"],
                "by": "ops-team",
            },
            token,
        )
        assert made["ok"] is True
        step = await password_step(
            client,
            service_app,
            "first.admin",
            made["body"]["temporaryPassword"],  # type: ignore[index]
        )
        assert step["body"]["next"] == "changePassword"  # type: ignore[index]
        async with service_app.state.db.transaction() as session:
            logged = (await session.scalars(select(AuditLogEntry))).one()
        assert (logged.action, logged.operator_code, logged.operator_name, logged.via) == (
            "operator.create",
            "bootstrap",
            "bootstrap: ops-team",
            "service-token",
        )

    async def test_without_the_service_token_nothing_is_made(
        self, client: httpx.AsyncClient
    ) -> None:
        refused = await call(
            client,
            "/internal/operator/create",
            {"username": "intruder", "name": "x", "roles": ["ops_admin"], "by": "me"},
        )
        assert refused["status"] == 403
