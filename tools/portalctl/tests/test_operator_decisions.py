"""Operators decide product permits and administrator changes with portalctl."""

from collections.abc import AsyncIterator
from typing import Any

import pytest
from fastapi import FastAPI
from sqlalchemy import select

from customer.company.change.models import AdminChangeApplication
from customer.company.identity import ADMIN_CHANGE_ID
from customer.models import CompanyRole, Employee
from portal_kit.clock import SystemClock
from portal_kit.sealed import app_sealer

from .conftest import Portalctl
from .operator_support import (
    answer,
    deliver_events,
    messages_of,
    wired_peers,
)


@pytest.fixture
async def wired(services: dict[str, FastAPI]) -> AsyncIterator[dict[str, FastAPI]]:
    """Customer reaches auth and content; events reach messages when a test delivers them."""
    async with wired_peers(services, "customer", ("auth", "content")):
        yield services


async def roles_of(customer: FastAPI, comp_code: str, product: str) -> list[tuple[str, str]]:
    async with customer.state.db.sessionmaker() as session:
        rows = await session.scalars(
            select(CompanyRole).where(
                CompanyRole.comp_code == comp_code, CompanyRole.prod_code == product
            )
        )
        return [(role.comp_biz_code, role.comp_role) for role in rows]


async def four_eyes(portalctl: Portalctl, queue: str, case: str, *decision: str) -> dict[str, Any]:
    """A reviewer recommends what the approver then decides (``decision``: approve, or reject
    and its options)."""
    verdict = "--approve" if decision[0] == "approve" else "--reject"
    reasons = list(decision[1:])
    answer(await portalctl(queue, "recommend", case, verdict, *reasons, as_="reviewer"))
    decided: dict[str, Any] = answer(
        await portalctl(queue, *decision[:1], case, *reasons, as_="approver")
    )
    return decided


class TestPermits:
    async def test_list_shows_the_applications_waiting(
        self, portalctl: Portalctl, wired: dict[str, FastAPI]
    ) -> None:
        permits = answer(
            await portalctl("permit", "list", "--stage", "awaitingReview", as_="auditor")
        )

        waiting = {(p["compCode"], p["productCode"]) for p in permits["rows"]}
        assert {("DEMO0001", "CREDIT"), ("DEMO0002", "INVOICE"), ("DEMO0003", "LC")} <= waiting

    async def test_approval_opens_the_product_and_messages_the_company(
        self, portalctl: Portalctl, wired: dict[str, FastAPI]
    ) -> None:
        decided = await four_eyes(portalctl, "permit", "DEMO0001/CREDIT", "approve")

        assert decided["status"] == 80
        assert await roles_of(wired["customer"], "DEMO0001", "CREDIT") == [
            ("DEMO0001-CREDIT-C101", "C101")
        ]
        assert await deliver_events(wired) >= 1
        titles = [m.title for m in await messages_of(wired["message"], "DEMO0001")]
        assert "产品开通申请已通过：数字债权凭证" in titles

    async def test_rejection_carries_the_reason_to_the_company(
        self, portalctl: Portalctl, wired: dict[str, FastAPI]
    ) -> None:
        decided = await four_eyes(
            portalctl, "permit", "DEMO0002/INVOICE", "reject", "--reason", "营业执照已过有效期"
        )

        assert decided["status"] == 85
        assert await roles_of(wired["customer"], "DEMO0002", "INVOICE") == []
        await deliver_events(wired)
        [message] = [
            m
            for m in await messages_of(wired["message"], "DEMO0002")
            if m.title == "产品开通申请未通过：发票管理"
        ]
        assert "营业执照已过有效期" in message.content

    async def test_an_unknown_application_is_refused(
        self, portalctl: Portalctl, wired: dict[str, FastAPI]
    ) -> None:
        result = await portalctl("permit", "approve", "DEMO0001/SIGN", as_="approver")

        assert result.exit_code == 1
        assert "no permit application of DEMO0001/SIGN" in result.output


async def pending_application(customer: FastAPI, comp_code: str, mobile: str) -> int:
    """A company's application as the account centre records it (tested there)."""
    sealer = app_sealer(customer)
    async with customer.state.db.sessionmaker() as session:
        applicant = await session.scalar(
            select(Employee).where(Employee.comp_code == comp_code, Employee.root_manager == 1)
        )
        assert applicant is not None
        application = AdminChangeApplication(
            comp_code=comp_code,
            applicant_employee_code=applicant.employee_code,
            applicant_user_code=applicant.user_code,
            applicant_name=applicant.name,
            name="赵强",
            mobile=mobile,
            id_number=sealer.seal("110105198506151236", ADMIN_CHANGE_ID),
            letter_file_token="letter-token",
            status="pending",
            submitted_at=SystemClock().now(),
        )
        session.add(application)
        await session.commit()
        return application.id


class TestAdminChanges:
    async def test_list_approve_and_reject(
        self, portalctl: Portalctl, wired: dict[str, FastAPI]
    ) -> None:
        customer = wired["customer"]
        first = await pending_application(customer, "DEMO0001", "13900000777")
        second = await pending_application(customer, "DEMO0002", "13900000888")

        pending = answer(await portalctl("admin-change", "list", as_="reviewer"))
        rejected = await four_eyes(
            portalctl, "admin-change", str(first), "reject", "--reason", "授权书未盖章"
        )
        approved = await four_eyes(portalctl, "admin-change", str(second), "approve")

        assert {first, second} <= {row["id"] for row in pending["rows"]}
        assert rejected["status"] == "rejected"
        assert approved["status"] == "approved"
        async with customer.state.db.sessionmaker() as session:
            admin = await session.scalar(
                select(Employee).where(
                    Employee.comp_code == "DEMO0002", Employee.mobile == "13900000888"
                )
            )
        assert admin is not None
        assert admin.root_manager == 1
        shown = answer(await portalctl("admin-change", "show", str(first), as_="auditor"))
        assert (shown["decision"]["operatorName"], shown["decision"]["reasons"]) == (
            "钱复核",
            "授权书未盖章",
        )

    async def test_an_unknown_application_is_refused(
        self, portalctl: Portalctl, wired: dict[str, FastAPI]
    ) -> None:
        result = await portalctl("admin-change", "approve", "987654", as_="approver")

        assert result.exit_code == 1
        assert "(status 404)" in result.output
