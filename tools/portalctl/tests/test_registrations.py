"""Operators review and decide company registrations with portalctl; the registrant hears of
it through in-site messages."""

from collections.abc import AsyncIterator
from datetime import UTC, datetime

import pytest
from fastapi import FastAPI
from sqlalchemy import select

from content.models import StoredFile
from customer.models import Company, Employee
from customer.registration.identity import LEGAL_REP_ID, REAL_NAME_ID
from customer.registration.models import Registration
from portal_kit.sealed import app_sealer

from .conftest import Portalctl
from .operator_support import answer, deliver_events, messages_of, wired_peers

COMP_CODE = "C90000000001"
USER_CODE = "U00REGISTRANT01"
COMP_NAME = "宁波示范贸易有限公司"
LICENCE = "licence-token"


@pytest.fixture
async def customer(services: dict[str, FastAPI]) -> AsyncIterator[FastAPI]:
    """The customer service, reaching content (approval hands the licence to the company);
    events reach messages when a test delivers them."""
    async with wired_peers(services, "customer", ("content",)):
        yield services["customer"]


@pytest.fixture
async def licence(services: dict[str, FastAPI]) -> str:
    """The business licence the registrant uploaded: their personal file in content."""
    async with services["content"].state.db.sessionmaker() as session:
        session.add(
            StoredFile(
                file_token=LICENCE,
                sha256="0" * 64,
                name="licence.pdf",
                content_type="application/pdf",
                size=1,
                owner_user_code=USER_CODE,
                scope="user",
            )
        )
        await session.commit()
    return LICENCE


@pytest.fixture
async def registration_id(customer: FastAPI, licence: str) -> int:
    """A registration waiting for review, as the registrant's wizard leaves it."""
    sealer = app_sealer(customer)
    now = datetime.now(UTC)
    row = Registration(
        user_code=USER_CODE,
        mobile="13912340077",
        name="钱程",
        comp_code=COMP_CODE,
        status="pending",
        step="approval",
        comp_name=COMP_NAME,
        credit_code="91330200MA2GQWE11Y",
        legal_rep_name="钱程",
        legal_rep_id_number=sealer.seal("110105198506151236", LEGAL_REP_ID),
        province_code="330000",
        area_code="330200",
        address="宁波市鄞州区天童南路1号",
        licence_file_token=licence,
        comp_roles="C102",
        real_name="钱程",
        real_name_id_number=sealer.seal("110105198506151236", REAL_NAME_ID),
        real_name_at=now,
        face_at=now,
        created_at=now,
        submitted_at=now,
    )
    async with customer.state.db.sessionmaker() as session:
        session.add(row)
        await session.commit()
    return row.id


async def company(customer: FastAPI) -> Company | None:
    async with customer.state.db.sessionmaker() as session:
        found: Company | None = await session.get(Company, COMP_CODE)
        return found


async def status_of(customer: FastAPI, registration_id: int) -> str:
    async with customer.state.db.sessionmaker() as session:
        row = await session.get(Registration, registration_id)
        assert row is not None
        return row.status


class TestReview:
    async def test_list_and_show(self, portalctl: Portalctl, registration_id: int) -> None:
        waiting = answer(await portalctl("registration", "list", "--status", "pending"))
        shown = answer(await portalctl("registration", "show", str(registration_id)))

        assert [(r["registrationId"], r["compCode"]) for r in waiting] == [
            (registration_id, COMP_CODE)
        ]
        assert shown["compName"] == COMP_NAME
        assert shown["legalIdNumber"] == "110105********1236"
        assert shown["mobile"] == "13912340077"
        assert shown["compRoles"] == ["C102"]

    async def test_an_unknown_status_is_refused_before_any_call(self, portalctl: Portalctl) -> None:
        result = await portalctl("registration", "list", "--status", "waiting")

        assert result.exit_code == 2
        assert "waiting" in result.output


class TestDecide:
    async def test_approval_makes_the_company_and_tells_it(
        self,
        portalctl: Portalctl,
        services: dict[str, FastAPI],
        customer: FastAPI,
        registration_id: int,
    ) -> None:
        decided = answer(await portalctl("registration", "approve", str(registration_id)))

        assert decided["status"] == "approved"
        assert decided["compCode"] == COMP_CODE
        found = await company(customer)
        assert found is not None
        assert found.status == 1
        async with customer.state.db.sessionmaker() as session:
            admin = await session.scalar(select(Employee).where(Employee.comp_code == COMP_CODE))
        assert admin is not None
        assert (admin.user_code, admin.root_manager) == (USER_CODE, 1)
        async with services["content"].state.db.sessionmaker() as session:
            stored = await session.get(StoredFile, LICENCE)
        assert stored is not None
        assert (stored.scope, stored.owner_comp_code) == ("company", COMP_CODE)
        assert await deliver_events(services["message"]) >= 1
        titles = [m.title for m in await messages_of(services["message"], COMP_CODE)]
        assert titles == ["企业注册审核通过"]

    async def test_rejection_carries_reasons_per_field_to_the_registrant(
        self,
        portalctl: Portalctl,
        services: dict[str, FastAPI],
        customer: FastAPI,
        registration_id: int,
    ) -> None:
        result = await portalctl(
            "registration",
            "reject",
            str(registration_id),
            "--reason",
            "compName=does not match the licence",
            "--reason",
            "licenceFileToken=the scan is unreadable",
        )

        assert answer(result)["status"] == "rejected"
        assert await company(customer) is None
        assert await deliver_events(services["message"]) >= 1
        [message] = await messages_of(services["message"], COMP_CODE)
        assert message.receive_user_code == USER_CODE
        assert message.title == "企业注册审核未通过"
        assert "compName: does not match the licence" in message.content
        assert "licenceFileToken: the scan is unreadable" in message.content

    async def test_a_reason_without_a_field_is_refused_before_any_call(
        self, portalctl: Portalctl, customer: FastAPI, registration_id: int
    ) -> None:
        result = await portalctl(
            "registration", "reject", str(registration_id), "--reason", "unreadable"
        )

        assert result.exit_code == 2
        assert "use FIELD=TEXT" in result.output
        assert await status_of(customer, registration_id) == "pending"

    async def test_the_services_refusal_is_printed(
        self, portalctl: Portalctl, customer: FastAPI, registration_id: int
    ) -> None:
        unknown_field = await portalctl(
            "registration", "reject", str(registration_id), "--reason", "salary=too low"
        )
        unknown_id = await portalctl("registration", "approve", str(registration_id + 999))
        answer(await portalctl("registration", "approve", str(registration_id)))
        decided_twice = await portalctl("registration", "approve", str(registration_id))

        assert unknown_field.exit_code == 1
        assert "(status 400): reasons: salary is not a field of the registration" in (
            unknown_field.output
        )
        assert unknown_id.exit_code == 1
        assert "refused: customer refused registration/decide (status 404)" in unknown_id.output
        assert decided_twice.exit_code == 1
        assert "(status 409): Only a registration waiting for review can be decided." in (
            decided_twice.output
        )
