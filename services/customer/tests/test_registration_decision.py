"""Operators decide: approval creates the company with its registrant as root manager, in one
transaction; a rejection gives reasons per field and allows resubmission. Events follow."""

from typing import Any

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import select

from customer.company.identity import LEGAL_REP_ID, REAL_NAME_ID
from customer.invitation.models import CompanyLink, Invitation
from customer.models import Company, CompanyRole, Employee
from customer.realname.models import RealNameVerification
from customer.registration.identity import INVITE_CODE
from customer.registration.models import Registration
from portal_kit.sealed import app_sealer
from portal_kit.testing import staged_events
from portal_kit.tokens import TokenSigner

from .company_support import VALID_ID, download, internal, roles_of
from .conftest import Headers
from .registration_support import (
    CREDIT_CODE,
    OWN_ID,
    bearer,
    current,
    decide,
    licence,
    pending,
    registrant,
    stored,
    submit,
    verify,
)
from .support import call
from .test_invitation_create import create

# Every permit step asks reference whether the area lies under the province.
pytestmark = pytest.mark.usefixtures("demo", "reference_peer")


@pytest.fixture
def service_token(service_app: FastAPI) -> str:
    token: str = service_app.state.settings.service_token
    return token


@pytest.fixture
async def token(client: httpx.AsyncClient, auth_peer: FastAPI, content_peer: FastAPI) -> str:
    """A registrant whose registration waits for review."""
    return await pending(client, auth_peer, content_peer)


async def events(app: FastAPI, event_type: str) -> list[dict[str, Any]]:
    """The events of that type the decisions staged (published once committed)."""
    return await staged_events(app, event_type)


async def one(app: FastAPI, model: Any, **where: Any) -> Any:
    async with app.state.db.sessionmaker() as session:
        statement = select(model).filter_by(**where)
        return (await session.scalars(statement)).all()


class TestApprove:
    async def test_the_company_is_active_with_its_registrant_as_root_manager(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        token: str,
        signer: TokenSigner,
    ) -> None:
        [row] = await stored(service_app)

        envelope = await decide(client, service_app, row.id, approve=True)

        assert envelope["status"] == 200, envelope
        assert envelope["body"]["status"] == "approved"
        [company] = await one(service_app, Company, comp_code=row.comp_code)
        assert (company.status, company.credit_code) == (1, CREDIT_CODE)
        assert company.comp_name == "杭州示范供应链管理有限公司"
        sealer = app_sealer(service_app)
        assert sealer.open(company.legal_rep_id_number, LEGAL_REP_ID) == VALID_ID
        roles = await one(service_app, CompanyRole, comp_code=row.comp_code)
        assert sorted((r.comp_biz_code, r.prod_code, r.comp_role) for r in roles) == [
            (f"{row.comp_code}-CRM-C106", "CRM", "C106"),
            (f"{row.comp_code}-EC-C101", "EC", "C101"),
            (f"{row.comp_code}-EC-C102", "EC", "C102"),
        ]
        [employee] = await one(service_app, Employee, comp_code=row.comp_code)
        assert (employee.user_code, employee.status, employee.root_manager) == (row.user_code, 1, 1)
        assert await roles_of(service_app, employee.employee_code) == ["E101"]
        [record] = await one(service_app, RealNameVerification, comp_code=row.comp_code)
        assert (record.user_code, record.method, record.prod_code) == (row.user_code, "face", None)
        assert sealer.open(record.id_number, REAL_NAME_ID) == OWN_ID
        shown = (await current(client, token))["body"]
        assert (shown["status"], shown["step"]) == ("approved", "success")
        assert shown["employeeCode"] == employee.employee_code
        assert await events(service_app, "company.approved") == [
            {"compCode": row.comp_code, "compName": "杭州示范供应链管理有限公司"}
        ]

    async def test_the_new_administrator_works_in_the_company(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        service_token: str,
        token: str,
        signer: TokenSigner,
    ) -> None:
        [row] = await stored(service_app)
        await decide(client, service_app, row.id, approve=True)
        approved = (await current(client, token))["body"]
        switch = {"userCode": row.user_code, "employeeCode": approved["employeeCode"]}

        granted = await internal(
            client, "/internal/employee/switch", switch, service_token=service_token
        )
        admin = signer.issue(
            user_code=row.user_code,
            session_id="S-new-admin",
            employee_code=approved["employeeCode"],
            comp_code=row.comp_code,
            role=granted["body"]["compRole"],
            biz=granted["body"]["compBizCode"],
        )
        info = await call(client, "cust/employee/info/comp", bearer(admin), productCode="EC")
        detail = await call(
            client, "company/info/detail", bearer(admin), body={"compCode": row.comp_code}
        )

        assert granted["body"]["compRole"] == "C101"
        assert info["body"]["rootManager"] == 1
        assert info["body"]["employeeRole"] == ["E101"]
        assert detail["body"]["legalRepIdNumber"] == "110105********1236"
        assert detail["body"]["adminMobile"] == "139****0001"
        assert (await call(client, "invitation/list", bearer(admin), body={}))["status"] == 200

    async def test_an_invitation_still_valid_links_the_companies(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        auth_peer: FastAPI,
        content_peer: FastAPI,
        signed_in: Headers,
    ) -> None:
        issued = await create(client, signed_in("EMP0004"), mobile="13912340005")
        await pending(
            client, auth_peer, content_peer, mobile="13912340005", inviteCode=issued["code"]
        )
        [row] = await stored(service_app)

        answer = (await decide(client, service_app, row.id, approve=True))["body"]

        assert answer["status"] == "approved"
        links = await one(service_app, CompanyLink, invitee_comp_code=row.comp_code)
        assert [(link.inviter_comp_code, link.comp_role) for link in links] == [
            ("DEMO0001", "C102")
        ]
        [invitation] = await one(service_app, Invitation, id=issued["invitationId"])
        assert invitation.status == "accepted"
        assert await events(service_app, "invitation.accepted") == [
            {"compCode": "DEMO0001", "inviteeCompName": "杭州示范供应链管理有限公司"}
        ]

    async def test_an_invitation_revoked_meanwhile_does_not_hold_the_approval_up(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        auth_peer: FastAPI,
        content_peer: FastAPI,
        signed_in: Headers,
    ) -> None:
        issued = await create(client, signed_in("EMP0004"), mobile="13912340006")
        await pending(
            client, auth_peer, content_peer, mobile="13912340006", inviteCode=issued["code"]
        )
        revoke = {"invitationId": issued["invitationId"]}
        await call(client, "invitation/revoke", signed_in("EMP0004"), body=revoke)
        [row] = await stored(service_app)

        answer = await decide(client, service_app, row.id, approve=True)

        assert answer["body"]["status"] == "approved"
        assert await one(service_app, CompanyLink, invitee_comp_code=row.comp_code) == []
        assert await events(service_app, "invitation.accepted") == []


class TestInvitationOfAnotherMobile:
    async def test_the_approval_is_refused_naming_the_invitation(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        token: str,
        signed_in: Headers,
    ) -> None:
        # A registration kept from before the permit step compared mobiles.
        issued = await create(client, signed_in("EMP0004"), mobile="13912340009")
        [row] = await stored(service_app)
        async with service_app.state.db.sessionmaker() as session:
            registration = await session.get(Registration, row.id)
            assert registration is not None
            registration.invite_code = app_sealer(service_app).seal(issued["code"], INVITE_CODE)
            await session.commit()

        envelope = await decide(client, service_app, row.id, approve=True)

        assert (envelope["status"], envelope["msg"]) == (
            400,
            "inviteCode: the invitation was sent to another mobile number; only the person "
            "invited can use it",
        )
        assert await one(service_app, Company, comp_code=row.comp_code) == []
        [invitation] = await one(service_app, Invitation, id=issued["invitationId"])
        assert invitation.status == "pending"


class TestLicenceForTheCompany:
    async def test_every_colleague_downloads_the_licence_after_approval(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        token: str,
        signer: TokenSigner,
        signed_in: Headers,
        content_peer: FastAPI,
    ) -> None:
        [row] = await stored(service_app)
        assert row.licence_file_token is not None
        # Another employee the new company adds later: content knows them by their token.
        colleague = bearer(
            signer.issue(
                user_code="U9001",
                session_id="S-colleague",
                employee_code="EMP9001",
                comp_code=row.comp_code,
                role="",
                biz="",
            )
        )
        assert await download(content_peer, colleague, row.licence_file_token) == 404

        envelope = await decide(client, service_app, row.id, approve=True)

        assert envelope["status"] == 200, envelope
        assert await download(content_peer, colleague, row.licence_file_token) == 200
        assert await download(content_peer, bearer(token), row.licence_file_token) == 200
        assert await download(content_peer, signed_in("EMP0004"), row.licence_file_token) == 404

    async def test_a_licence_another_company_holds_stops_the_approval(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        service_token: str,
        token: str,
        content_peer: FastAPI,
    ) -> None:
        [row] = await stored(service_app)
        taken = {"fileToken": row.licence_file_token, "userCode": row.user_code}
        transport = httpx.ASGITransport(app=content_peer)
        async with httpx.AsyncClient(transport=transport, base_url="http://content.test") as http:
            answer = await http.post(
                "/internal/file/assign",
                json=taken | {"compCode": "DEMO0002"},
                headers={"X-Service-Token": service_token},
            )
        assert answer.json()["status"] == 200

        envelope = await decide(client, service_app, row.id, approve=True)

        assert envelope["status"] == 409
        assert envelope["msg"] == (
            "licenceFileToken: the business licence is no longer the registrant's file; reject "
            "it with a reason"
        )
        assert await one(service_app, Company, comp_code=row.comp_code) == []
        assert (await current(client, token))["body"]["status"] == "pending"


class TestReject:
    async def test_reasons_per_field_reach_the_registrant_alone(
        self, client: httpx.AsyncClient, service_app: FastAPI, token: str
    ) -> None:
        [row] = await stored(service_app)
        reasons = {"compName": "与营业执照不一致", "licenceFileToken": "illegible scan"}

        envelope = await decide(client, service_app, row.id, approve=False, reasons=reasons)

        assert envelope["status"] == 200, envelope
        assert envelope["body"]["status"] == "rejected"
        shown = (await current(client, token))["body"]
        assert (shown["status"], shown["step"]) == ("rejected", "permit")
        assert shown["reasons"] == reasons
        assert shown["realNamePassed"] is True
        assert await one(service_app, Company, comp_code=row.comp_code) == []
        assert await events(service_app, "company.rejected") == [
            {
                "compCode": row.comp_code,
                "compName": "杭州示范供应链管理有限公司",
                "reasons": ["compName: 与营业执照不一致", "licenceFileToken: illegible scan"],
                "userCode": row.user_code,
            }
        ]

    async def test_a_resubmission_goes_straight_back_to_review(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        content_peer: FastAPI,
        token: str,
    ) -> None:
        [row] = await stored(service_app)
        await decide(client, service_app, row.id, approve=False, reasons={"compName": "typo"})

        again = await submit(
            client, token, await licence(content_peer, token), compName="杭州示范供应链有限公司"
        )

        assert again["status"] == 200, again
        assert (again["body"]["status"], again["body"]["step"]) == ("pending", "approval")
        assert again["body"]["reasons"] == {}
        assert again["body"]["compName"] == "杭州示范供应链有限公司"

    async def test_a_verification_reason_means_verifying_again(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        content_peer: FastAPI,
        token: str,
    ) -> None:
        [row] = await stored(service_app)
        reasons = {"verification": "the face did not match"}
        await decide(client, service_app, row.id, approve=False, reasons=reasons)

        again = await submit(client, token, await licence(content_peer, token))
        done = await verify(client, token)

        assert (again["body"]["status"], again["body"]["step"]) == ("verifying", "verification")
        assert again["body"]["realNamePassed"] is False
        assert done["body"] == {"status": "pending", "step": "approval"}

    @pytest.mark.parametrize(
        ("reasons", "msg"),
        [
            (None, "reasons: name at least one field and why, to reject"),
            ({}, "reasons: name at least one field and why, to reject"),
            ({"salary": "too low"}, "reasons: salary is not a field of the registration"),
            ({"compName": "  "}, "reasons.compName must have at least 1 characters"),
        ],
    )
    async def test_a_rejection_without_usable_reasons_changes_nothing(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        token: str,
        reasons: Any,
        msg: str,
    ) -> None:
        [row] = await stored(service_app)

        envelope = await decide(client, service_app, row.id, approve=False, reasons=reasons)

        assert envelope["status"] == 400
        assert envelope["msg"] == msg
        assert (await stored(service_app))[0].status == "pending"
        assert await events(service_app, "company.rejected") == []


class TestRefusals:
    async def test_only_a_pending_registration_is_decided(
        self, client: httpx.AsyncClient, service_app: FastAPI, token: str
    ) -> None:
        [row] = await stored(service_app)
        await decide(client, service_app, row.id, approve=True)

        again = await decide(client, service_app, row.id, approve=False, reasons={"other": "x"})
        unknown = await decide(client, service_app, row.id + 1000, approve=True)

        assert again["status"] == 409
        assert again["msg"] == "Only a registration waiting for review can be decided."
        assert unknown["status"] == 404
        assert len(await events(service_app, "company.approved")) == 1

    async def test_a_draft_is_not_decided(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        auth_peer: FastAPI,
    ) -> None:
        await registrant(client, auth_peer)
        [row] = await stored(service_app)

        envelope = await decide(client, service_app, row.id, approve=True)

        assert envelope["status"] == 409
        assert await one(service_app, Company, comp_code=row.comp_code) == []


class TestOpenRegistrationForAuth:
    """Auth's sign-in asks for a user's unfinished registration, with the service token."""

    async def test_the_users_open_registration_else_404(
        self, client: httpx.AsyncClient, service_app: FastAPI, service_token: str, token: str
    ) -> None:
        [row] = await stored(service_app)
        path = "/internal/registration/open"

        opened = await internal(
            client, path, {"userCode": row.user_code}, service_token=service_token
        )
        nobody = await internal(client, path, {"userCode": "U0001"}, service_token=service_token)
        refused = await internal(client, path, {"userCode": row.user_code}, service_token="wrong")

        assert opened["body"] == {
            "registrationId": row.id,
            "step": "approval",
            "status": "pending",
        }
        assert nobody["status"] == 404
        assert refused["status"] == 403
