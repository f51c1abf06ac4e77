"""Platform and demo data: added when missing, never overwriting what operators changed."""

from collections.abc import AsyncIterator

import pytest
from fastapi import FastAPI
from sqlalchemy import delete, func, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from customer.models import (
    Company,
    CompanyRole,
    Employee,
    EmployeeRole,
    Resource,
    RoleResource,
)
from customer.seed import seed
from portal_kit.demo_people import CROWD_SIZE


async def counts(session: AsyncSession) -> dict[str, int]:
    tables = (Company, CompanyRole, Employee, EmployeeRole, Resource, RoleResource)
    return {
        table.__tablename__: await session.scalar(select(func.count()).select_from(table)) or 0
        for table in tables
    }


async def demo_roles(session: AsyncSession) -> dict[str, list[str]]:
    rows = await session.execute(
        select(Employee.user_code, Employee.comp_code, EmployeeRole.role_code)
        .join(EmployeeRole, EmployeeRole.employee_code == Employee.employee_code)
        .order_by(Employee.user_code, Employee.comp_code, EmployeeRole.role_code)
    )
    roles: dict[str, list[str]] = {}
    for user_code, comp_code, role_code in rows:
        roles.setdefault(f"{user_code}@{comp_code}", []).append(role_code)
    return roles


@pytest.fixture
async def session(service_app: FastAPI) -> AsyncIterator[AsyncSession]:
    """A session inside the test's transaction; nothing it writes outlives the test."""
    async with service_app.state.db.sessionmaker() as session:
        yield session


class TestPlatformData:
    async def test_the_account_centre_resources_exist_without_demo_data(
        self, session: AsyncSession
    ) -> None:
        uris = set((await session.scalars(select(Resource.res_uri))).all())

        assert {"/center/crm/employee/changeAdmin", "/center/crm/invication", "/msg"} <= uris
        assert (await counts(session))["employee"] == 0

    async def test_a_revoked_grant_is_not_brought_back(self, session: AsyncSession) -> None:
        admin_only = select(Resource.id).where(Resource.res_uri == "/center/crm/employee/list")
        await session.execute(
            delete(RoleResource).where(
                RoleResource.role_code == "E101",
                RoleResource.resource_id == admin_only.scalar_subquery(),
            )
        )

        await seed(session, demo=False)

        granted = await session.scalar(
            select(func.count())
            .select_from(RoleResource)
            .where(RoleResource.resource_id == admin_only.scalar_subquery())
        )
        assert granted == 0


class TestDemoData:
    async def test_the_demo_users_companies_and_roles(self, session: AsyncSession) -> None:
        await seed(session, demo=True)

        roles = await demo_roles(session)
        staff = {key: roles.pop(key) for key in list(roles) if key.startswith("U1")}
        # DEMO0009's staff: one role each, every handling role among them.
        assert len(staff) == CROWD_SIZE
        assert {role for [role] in staff.values()} >= {"E102", "E103", "E105", "E111"}
        assert roles == {
            "U0001@DEMO0001": ["E102", "EC-E103"],
            "U0001@DEMO0002": ["E101"],
            "U0001@DEMO0003": ["CRM-E102", "E110", "EC-E101"],
            "U0002@DEMO0001": ["E101"],
            "U0003@DEMO0002": ["E102"],
            "U0004@DEMO0001": ["E103"],
            "U0005@DEMO0004": ["E101"],
            "U0006@DEMO0005": ["E101"],
            "U0007@DEMO0006": ["E101"],
            "U0008@DEMO0007": ["E101"],
            "U0009@DEMO0008": ["E101"],
            "U0010@DEMO0009": ["E101"],
        }
        managers = await session.execute(
            select(Employee.user_code, Employee.comp_code).where(Employee.root_manager == 1)
        )
        assert sorted(managers.all()) == [
            ("U0001", "DEMO0002"),
            ("U0002", "DEMO0001"),
            *((f"U{n + 4:04d}", f"DEMO{n + 3:04d}") for n in range(1, 7)),
        ]

    async def test_every_company_role_is_held_by_at_least_two_companies(
        self, session: AsyncSession
    ) -> None:
        await seed(session, demo=True)

        holders = dict(
            (
                await session.execute(
                    select(CompanyRole.comp_role, func.count(func.distinct(CompanyRole.comp_code)))
                    .where(CompanyRole.comp_code.like("DEMO%"))
                    .group_by(CompanyRole.comp_role)
                )
            ).all()
        )
        assert set(holders) == {f"C10{n}" for n in range(1, 7)}
        assert min(holders.values()) >= 2

    async def test_seeding_twice_adds_nothing(self, session: AsyncSession) -> None:
        await seed(session, demo=True)
        first = await counts(session)

        await seed(session, demo=True)

        assert await counts(session) == first
        assert first["company_role"] == 19
        assert first["employee"] == 12 + CROWD_SIZE

    async def test_operator_edits_survive_a_new_seed(self, session: AsyncSession) -> None:
        await seed(session, demo=True)
        await session.execute(
            update(Company).where(Company.comp_code == "DEMO0001").values(comp_name="改名公司")
        )
        await session.execute(
            update(Employee).where(Employee.employee_code == "EMP0005").values(status=0)
        )
        await session.execute(delete(EmployeeRole).where(EmployeeRole.employee_code == "EMP0001"))

        await seed(session, demo=True)

        assert (
            await session.scalar(select(Company.comp_name).where(Company.comp_code == "DEMO0001"))
            == "改名公司"
        )
        assert (
            await session.scalar(select(Employee.status).where(Employee.employee_code == "EMP0005"))
            == 0
        )
        assert "U0001@DEMO0001" not in await demo_roles(session)
