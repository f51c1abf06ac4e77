"""A verified identity is never replaced by what a product application carries: refused at
submission, kept at approval, and shown beside the application's in the console."""

from datetime import UTC, datetime

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import select

from customer.company.identity import REAL_NAME_ID
from customer.realname.models import RealNameVerification
from portal_kit.clock import ManualClock
from portal_kit.sealed import app_sealer

from .company_support import VALID_ID
from .conftest import Headers
from .ops_support import admin, approver, audit, ops, reviewer
from .permit_support import apply_for, call, decide, permit_row

pytestmark = pytest.mark.usefixtures("demo_identity", "content_peer")

VOUCHER_INFO = "product/getCompPersonalVoucherInfo"
MISMATCH = "voucher.idNumber: does not match the ID number of your verified real-name identity"
# 王芳's verified number (DEMO0001, face) and 赵敏 (DEMO0004's administrator, none on file).
WANG_FANG_ID = "310115198804154566"
OTHER_ID = "33010619900101123X"


async def verify(app: FastAPI, comp_code: str, user_code: str, name: str, id_number: str) -> None:
    """The person passes a real-name check (face) now."""
    async with app.state.db.sessionmaker() as session:
        session.add(
            RealNameVerification(
                comp_code=comp_code,
                user_code=user_code,
                prod_code=None,
                name=name,
                id_number=app_sealer(app).seal(id_number, REAL_NAME_ID),
                method="face",
                passed_at=datetime.now(UTC),
            )
        )
        await session.commit()


async def voucher_info(
    client: httpx.AsyncClient, signed_in: Headers, employee: str, comp: str, user: str
) -> dict[str, object]:
    return await call(client, VOUCHER_INFO, signed_in(employee), compCode=comp, userCode=user)


class TestAtSubmission:
    async def test_another_id_number_than_the_verified_one_is_refused(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        signed_in: Headers,
        content_peer: FastAPI,
    ) -> None:
        voucher = {"name": "王芳", "idNumber": VALID_ID}

        envelope = await apply_for(client, signed_in, content_peer, voucher=voucher)

        assert (envelope["status"], envelope["msg"]) == (400, MISMATCH)
        assert await permit_row(service_app, "DEMO0001", "INVOICE") is None

    async def test_the_verified_number_itself_is_accepted(
        self, client: httpx.AsyncClient, signed_in: Headers, content_peer: FastAPI
    ) -> None:
        voucher = {"name": "王芳", "idNumber": WANG_FANG_ID}

        envelope = await apply_for(client, signed_in, content_peer, voucher=voucher)

        assert envelope["status"] == 200, envelope

    async def test_without_a_verified_identity_any_valid_number_is_taken(
        self, client: httpx.AsyncClient, signed_in: Headers, content_peer: FastAPI
    ) -> None:
        voucher = {"name": "赵敏", "idNumber": OTHER_ID}

        envelope = await apply_for(
            client, signed_in, content_peer, employee="EMP0007", voucher=voucher
        )

        assert envelope["status"] == 200, envelope


class TestAtApproval:
    """赵敏 applied with one number, then verified another while the application waited."""

    @pytest.fixture
    async def permit_id(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        signed_in: Headers,
        content_peer: FastAPI,
    ) -> int:
        voucher = {"name": "赵敏", "idNumber": OTHER_ID}
        applied = await apply_for(
            client, signed_in, content_peer, employee="EMP0007", voucher=voucher
        )
        assert applied["status"] == 200, applied
        await verify(service_app, "DEMO0004", "U0005", "赵敏", VALID_ID)
        permit = await permit_row(service_app, "DEMO0004", "INVOICE")
        assert permit is not None
        return permit.id

    async def test_the_console_shows_both_numbers_and_that_they_differ(
        self, client: httpx.AsyncClient, service_app: FastAPI, clock: ManualClock, permit_id: int
    ) -> None:
        envelope = await ops(
            client, "permit/detail", reviewer(service_app, clock), {"id": permit_id}
        )

        body = envelope["body"]
        assert body["voucherName"] == "赵敏"
        assert body["voucherIdNumber"] == "330106********123X"
        assert body["verifiedIdentity"]["idNumber"] == "110105********1236"
        assert body["verifiedIdentity"]["method"] == "face"
        assert body["identityMatches"] is False

    async def test_each_number_is_unmasked_on_its_own(
        self, client: httpx.AsyncClient, service_app: FastAPI, clock: ManualClock, permit_id: int
    ) -> None:
        headers = reviewer(service_app, clock)

        voucher = await ops(
            client, "permit/unmask", headers, {"id": permit_id, "field": "voucherIdNumber"}
        )
        verified = await ops(
            client, "permit/unmask", headers, {"id": permit_id, "field": "verifiedIdNumber"}
        )

        assert voucher["body"] == {"field": "voucherIdNumber", "value": OTHER_ID}
        assert verified["body"] == {"field": "verifiedIdNumber", "value": VALID_ID}
        entries = await audit(service_app, "permit.unmask")
        assert [e.after for e in entries] == [
            {"field": "voucherIdNumber"},
            {"field": "verifiedIdNumber"},
        ]
        assert all(OTHER_ID not in e.model_dump_json() for e in entries)
        assert all(VALID_ID not in e.model_dump_json() for e in entries)

    async def test_approval_in_the_console_keeps_the_verified_identity(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        clock: ManualClock,
        signed_in: Headers,
        permit_id: int,
    ) -> None:
        await ops(
            client,
            "review/policy/update",
            admin(service_app, clock),
            {"queue": "permit", "fourEyes": False},
        )

        decided = await ops(
            client,
            "permit/decide",
            approver(service_app, clock),
            {"id": permit_id, "decision": "approve"},
        )
        info = await voucher_info(client, signed_in, "EMP0007", "DEMO0004", "U0005")

        assert decided["body"]["status"] == 80
        assert info["body"]["idNumber"] == "110105********1236"
        assert info["body"]["method"] == "face"
        async with service_app.state.db.sessionmaker() as session:
            records = (
                await session.scalars(
                    select(RealNameVerification).where(RealNameVerification.user_code == "U0005")
                )
            ).all()
        assert [r.method for r in records] == ["face"]
        [entry] = await audit(service_app, "permit.approve")
        assert entry.after["realNameRecorded"] is False

    async def test_a_matching_voucher_still_becomes_a_record_for_the_product(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        signed_in: Headers,
        content_peer: FastAPI,
    ) -> None:
        voucher = {"name": "王芳", "idNumber": WANG_FANG_ID.lower()}
        applied = await apply_for(client, signed_in, content_peer, voucher=voucher)
        assert applied["status"] == 200, applied

        decided = await decide(client, service_app, "DEMO0001", "INVOICE", True)
        info = await voucher_info(client, signed_in, "EMP0004", "DEMO0001", "U0002")

        assert decided["body"]["status"] == 80
        [entry] = await audit(service_app, "permit.approve")
        assert entry.after["realNameRecorded"] is True
        assert info["body"]["idNumber"] == "310115********4566"
        assert info["body"]["prodCode"] == "INVOICE"
