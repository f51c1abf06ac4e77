"""Operators decide product permits and administrator changes with portalctl."""

from collections.abc import AsyncIterator

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


class TestPermits:
    async def test_list_shows_the_applications_waiting(
        self, portalctl: Portalctl, wired: dict[str, FastAPI]
    ) -> None:
        permits = answer(await portalctl("permit", "list", "--status", "10"))

        assert {(p["compCode"], p["productCode"]) for p in permits} == {
            ("DEMO0001", "CREDIT"),
            ("DEMO0002", "INVOICE"),
            ("DEMO0003", "LC"),
        }

    async def test_approval_opens_the_product_and_messages_the_company(
        self, portalctl: Portalctl, wired: dict[str, FastAPI]
    ) -> None:
        decided = answer(await portalctl("permit", "approve", "DEMO0001", "CREDIT"))

        assert decided == {
            "compCode": "DEMO0001",
            "productCode": "CREDIT",
            "status": 80,
            "compBizCode": "DEMO0001-CREDIT-C101",
            "realNameRecorded": False,
        }
        assert await roles_of(wired["customer"], "DEMO0001", "CREDIT") == [
            ("DEMO0001-CREDIT-C101", "C101")
        ]
        assert await deliver_events(wired["message"]) >= 1
        titles = [m.title for m in await messages_of(wired["message"], "DEMO0001")]
        assert "产品开通申请已通过：数字债权凭证" in titles
        again = answer(await portalctl("permit", "list", "--comp", "DEMO0001", "--status", "80"))
        assert {p["productCode"] for p in again} == {"EC", "CREDIT"}
        assert next(p for p in again if p["productCode"] == "CREDIT")["operator"] == "operator"

    async def test_rejection_carries_the_reason_to_the_company(
        self, portalctl: Portalctl, wired: dict[str, FastAPI]
    ) -> None:
        decided = answer(
            await portalctl(
                "permit", "reject", "DEMO0002", "INVOICE", "--reason", "营业执照已过有效期"
            )
        )

        assert decided["status"] == 85
        assert await roles_of(wired["customer"], "DEMO0002", "INVOICE") == []
        await deliver_events(wired["message"])
        [message] = [
            m
            for m in await messages_of(wired["message"], "DEMO0002")
            if m.title == "产品开通申请未通过：发票管理"
        ]
        assert "营业执照已过有效期" in message.content

    async def test_a_rejection_without_a_reason_is_a_usage_error(
        self, portalctl: Portalctl, wired: dict[str, FastAPI]
    ) -> None:
        result = await portalctl("permit", "reject", "DEMO0002", "INVOICE")

        assert result.exit_code == 2
        assert "Missing option '--reason'" in result.output

    @pytest.mark.parametrize(
        ("company", "product", "refusal"),
        [
            ("DEMO0001", "EC", "(status 409): The application is not waiting for a decision."),
            ("DEMO0001", "SIGN", "(status 404): No application for this product."),
        ],
    )
    async def test_only_a_waiting_application_is_decided(
        self,
        portalctl: Portalctl,
        wired: dict[str, FastAPI],
        company: str,
        product: str,
        refusal: str,
    ) -> None:
        result = await portalctl("permit", "approve", company, product)

        assert result.exit_code == 1
        assert f"refused: customer refused permit/decide {refusal}" in result.output


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

        pending = answer(await portalctl("admin-change", "list", "--status", "pending"))
        rejected = answer(
            await portalctl("admin-change", "reject", str(first), "--reason", "授权书未盖章")
        )
        approved = answer(await portalctl("admin-change", "approve", str(second)))

        assert {(a["applicationId"], a["compCode"]) for a in pending} == {
            (first, "DEMO0001"),
            (second, "DEMO0002"),
        }
        assert pending[0]["idNumber"] == "110105********1236"
        assert rejected == {
            "applicationId": first,
            "status": "rejected",
            "compCode": "DEMO0001",
            "userCode": None,
            "employeeCode": None,
            "userName": None,
            "accountCreated": False,
        }
        assert (approved["status"], approved["accountCreated"]) == ("approved", True)
        async with customer.state.db.sessionmaker() as session:
            admin = await session.scalar(
                select(Employee).where(
                    Employee.comp_code == "DEMO0002", Employee.mobile == "13900000888"
                )
            )
        assert admin is not None
        assert admin.root_manager == 1
        decided = answer(await portalctl("admin-change", "list", "--status", "rejected"))
        assert [(a["applicationId"], a["reason"], a["operator"]) for a in decided] == [
            (first, "授权书未盖章", "operator")
        ]

    async def test_an_unknown_application_is_refused(
        self, portalctl: Portalctl, wired: dict[str, FastAPI]
    ) -> None:
        result = await portalctl("admin-change", "approve", "987654")

        assert result.exit_code == 1
        assert (
            "refused: customer refused company/changeAcc/decide (status 404): "
            "The application does not exist." in result.output
        )

    async def test_an_unknown_status_is_a_usage_error(
        self, portalctl: Portalctl, wired: dict[str, FastAPI]
    ) -> None:
        result = await portalctl("admin-change", "list", "--status", "open")

        assert result.exit_code == 2
        assert "Invalid value for '--status'" in result.output
