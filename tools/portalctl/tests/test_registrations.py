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
from portal_kit.testing import staged_audit_entries

from .conftest import Portalctl
from .operator_support import answer, api_token_of, deliver_events, messages_of, wired_peers

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
        waiting = answer(
            await portalctl("registration", "list", "--keyword", COMP_CODE, as_="reviewer")
        )
        shown = answer(
            await portalctl("registration", "show", str(registration_id), as_="reviewer")
        )

        assert [(r["id"], r["compCode"], r["stage"]) for r in waiting["rows"]] == [
            (registration_id, COMP_CODE, "awaitingReview")
        ]
        assert shown["compName"] == COMP_NAME
        assert shown["legalIdNumber"] == "110105********1236"
        assert shown["compRoles"] == ["C102"]

    async def test_without_a_token_nothing_is_called(self, portalctl: Portalctl) -> None:
        result = await portalctl("registration", "list", token="")

        assert result.exit_code == 1
        assert "PORTALCTL_TOKEN is not set" in result.output

    async def test_a_wrong_token_is_refused(self, portalctl: Portalctl) -> None:
        result = await portalctl("registration", "list", token="opt_Tnothing_wrong")

        assert result.exit_code == 1
        assert "(status 401): The API token is unknown, expired or revoked." in result.output


class TestFourEyes:
    async def test_a_reviewer_recommends_and_another_operator_approves(
        self,
        portalctl: Portalctl,
        services: dict[str, FastAPI],
        customer: FastAPI,
        registration_id: int,
    ) -> None:
        case = str(registration_id)
        recommendation = answer(
            await portalctl("registration", "recommend", case, "--approve", as_="reviewer")
        )
        decided = answer(await portalctl("registration", "approve", case, as_="approver"))

        assert recommendation["stage"] == "awaitingDecision"
        assert recommendation["recommendation"]["operatorName"] == "赵审核"
        assert decided["status"] == "approved"
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
        # The decision is the approver's, from the token, and in the audit log.
        decisions = [
            entry for entry in await staged_audit_entries(customer) if entry.target_id == case
        ]
        assert [(e.action, e.operator_name, e.via) for e in decisions] == [
            ("registration.recommend", "赵审核", "api-token"),
            ("registration.approve", "钱复核", "api-token"),
        ]

    async def test_nobody_decides_without_a_recommendation_or_their_own(
        self,
        portalctl: Portalctl,
        services: dict[str, FastAPI],
        customer: FastAPI,
        registration_id: int,
    ) -> None:
        case = str(registration_id)
        alone = await portalctl("registration", "approve", case, as_="approver")
        assert alone.exit_code == 1
        assert "a reviewer must recommend a decision first" in alone.output
        # An operator holding both roles (a token of their own) still cannot do both.
        both = await both_roles_token(portalctl, services["backoffice"])
        answer(await portalctl("registration", "recommend", case, "--approve", token=both))
        own = await portalctl("registration", "approve", case, token=both)
        assert own.exit_code == 1
        assert "a different approver must decide it" in own.output
        assert await status_of(customer, registration_id) == "pending"

    async def test_a_reviewer_may_not_decide(
        self, portalctl: Portalctl, registration_id: int
    ) -> None:
        refused = await portalctl("registration", "approve", str(registration_id), as_="reviewer")

        assert refused.exit_code == 1
        assert "(status 403): Your operator roles do not allow this." in refused.output

    async def test_rejection_carries_reasons_per_field_to_the_registrant(
        self,
        portalctl: Portalctl,
        services: dict[str, FastAPI],
        customer: FastAPI,
        registration_id: int,
    ) -> None:
        case = str(registration_id)
        reasons = (
            "--reason",
            "compName=does not match the licence",
            "--reason",
            "licenceFileToken=the scan is unreadable",
        )
        answer(
            await portalctl("registration", "recommend", case, "--reject", *reasons, as_="reviewer")
        )
        result = await portalctl("registration", "reject", case, *reasons, as_="approver")

        assert answer(result)["status"] == "rejected"
        assert await company(customer) is None
        assert await deliver_events(services) >= 1
        [message] = await messages_of(services["message"], COMP_CODE)
        assert message.receive_user_code == USER_CODE
        assert message.title == "企业注册审核未通过"
        assert "compName: does not match the licence" in message.content

    async def test_a_reason_without_a_field_is_refused_before_any_call(
        self, portalctl: Portalctl, customer: FastAPI, registration_id: int
    ) -> None:
        result = await portalctl(
            "registration", "recommend", str(registration_id), "--reject", "--reason", "bad"
        )

        assert result.exit_code == 2
        assert "use FIELD=TEXT" in result.output
        assert await status_of(customer, registration_id) == "pending"


async def both_roles_token(portalctl: Portalctl, backoffice: FastAPI) -> str:
    """A personal API token of a new operator holding both reviewer and approver (made with the
    break-glass command, the token written as the console's 'my account' makes one)."""
    created = answer(
        await portalctl(
            "operator",
            "create",
            "--username",
            "both.roles",
            "--name",
            "兼任",
            "--role",
            "reviewer",
            "--role",
            "approver",
        )
    )
    return await api_token_of(backoffice, created["operatorCode"], ["reviewer", "approver"])
