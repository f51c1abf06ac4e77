"""Operators make a user change the password with portalctl."""

from datetime import datetime

import pytest
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

        assert expired == {"userCode": "U0003", "mobile": "138****0003"}
        changed_at = await password_changed_at(services["auth"], "13800000003")
        assert changed_at is not None
        assert changed_at.year == 1970  # never changed: due at the next sign-in

    @pytest.mark.parametrize("mobile", ["13900009999", "not-a-mobile"])
    async def test_an_unknown_or_malformed_mobile_is_refused(
        self, portalctl: Portalctl, mobile: str
    ) -> None:
        result = await portalctl("user", "expire-password", mobile)

        assert result.exit_code == 1
        assert "refused user/password/expire" in result.output
