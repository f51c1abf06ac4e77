"""``portalctl demo`` loads what is missing of the demo data in every service."""

import json

from fastapi import FastAPI
from sqlalchemy import delete, func, select

from auth.models import User
from customer.models import Company

from .conftest import Portalctl


async def count_companies(customer: FastAPI) -> int:
    async with customer.state.db.sessionmaker() as session:
        return await session.scalar(select(func.count()).select_from(Company)) or 0


async def test_a_missing_demo_user_comes_back_and_nothing_is_doubled(
    portalctl: Portalctl, services: dict[str, FastAPI]
) -> None:
    async with services["auth"].state.db.sessionmaker() as session:
        await session.execute(delete(User).where(User.user_code == "U0010"))
        await session.commit()
    companies = await count_companies(services["customer"])

    result = await portalctl("demo")

    assert result.exit_code == 0, result.output
    assert [item["service"] for item in json.loads(result.output)] == [
        "auth",
        "customer",
        "message",
        "content",
        "reference",
    ]
    async with services["auth"].state.db.sessionmaker() as session:
        restored = await session.scalar(select(User).where(User.user_code == "U0010"))
    assert restored is not None
    assert restored.mobile == "13800000010"
    assert await count_companies(services["customer"]) == companies
