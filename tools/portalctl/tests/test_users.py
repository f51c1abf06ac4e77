"""Operations administrators act on customers' accounts with portalctl."""

from datetime import datetime

from fastapi import FastAPI
from sqlalchemy import select

from auth.models import User

from .conftest import Portalctl
from .operator_support import answer


async def password_changed_at(auth_app: FastAPI, mobile: str) -> datetime | None:
    async with auth_app.state.db.sessionmaker() as session:
        return await session.scalar(select(User.password_changed_at).where(User.mobile == mobile))


class TestExpirePassword:
    async def test_the_password_counts_as_never_changed(
        self, portalctl: Portalctl, services: dict[str, FastAPI]
    ) -> None:
        expired = answer(await portalctl("user", "expire-password", "13800000003"))

        assert expired["user"]["userCode"] == "U0003"
        assert expired["user"]["passwordExpired"] is True
        changed_at = await password_changed_at(services["auth"], "13800000003")
        assert changed_at is not None
        assert changed_at.year == 1970  # never changed: due at the next sign-in

    async def test_an_unknown_mobile_is_refused(self, portalctl: Portalctl) -> None:
        result = await portalctl("user", "expire-password", "13900009999")

        assert result.exit_code == 1
        assert "no account has the mobile 13900009999" in result.output

    async def test_an_auditor_may_not(self, portalctl: Portalctl) -> None:
        result = await portalctl("user", "expire-password", "13800000003", as_="auditor")

        assert result.exit_code == 1
        assert "(status 403): Your operator roles do not allow this." in result.output


class TestDisable:
    async def test_disable_and_enable_with_a_reason(self, portalctl: Portalctl) -> None:
        disabled = answer(
            await portalctl("user", "disable", "13800000003", "--reason", "left the company")
        )
        enabled = answer(await portalctl("user", "enable", "13800000003"))

        assert disabled["user"]["status"] == "disabled"
        assert enabled["user"]["status"] == "active"
