"""The permit step: the company's details, each refusal naming its field, nothing changed."""

from typing import Any

import httpx
import pytest
from fastapi import FastAPI

from customer.registration.identity import LEGAL_REP_ID
from portal_kit.sealed import app_sealer

from .company_support import PNG, VALID_ID, upload
from .conftest import Headers
from .registration_support import (
    CREDIT_CODE,
    MOBILE,
    bearer,
    current,
    licence,
    pending,
    registrant,
    stored,
    submit,
)
from .test_invitation_create import create

# Every permit step asks reference whether the area lies under the province.
pytestmark = pytest.mark.usefixtures("demo", "reference_peer")


@pytest.fixture
async def token(client: httpx.AsyncClient, auth_peer: FastAPI) -> str:
    return await registrant(client, auth_peer)


@pytest.fixture
async def licence_token(content_peer: FastAPI, token: str) -> str:
    return await licence(content_peer, token)


class TestPermit:
    async def test_stores_the_details_and_moves_on_to_verification(
        self, client: httpx.AsyncClient, service_app: FastAPI, token: str, licence_token: str
    ) -> None:
        envelope = await submit(
            client, token, licence_token, creditCode=CREDIT_CODE.lower(), compRoles=["C102"] * 2
        )

        assert envelope["status"] == 200, envelope
        body = envelope["body"]
        assert (body["status"], body["step"]) == ("verifying", "verification")
        assert body["creditCode"] == CREDIT_CODE
        assert body["legalIdNumber"] == "110105********1236"
        assert body["compRoles"] == ["C102"]
        assert body["licenceFileToken"] == licence_token
        assert (body["realNamePassed"], body["facePassed"]) == (False, False)
        [row] = await stored(service_app)
        assert VALID_ID not in (row.legal_rep_id_number or "")
        assert app_sealer(service_app).open(row.legal_rep_id_number or "", LEGAL_REP_ID) == VALID_ID
        assert (await current(client, token))["body"] == body

    async def test_an_image_licence_is_accepted(
        self, client: httpx.AsyncClient, content_peer: FastAPI, token: str
    ) -> None:
        image = await upload(content_peer, bearer(token), PNG, "licence.png")

        envelope = await submit(client, token, image)

        assert envelope["status"] == 200, envelope

    @pytest.mark.parametrize(
        ("changes", "msg"),
        [
            (
                {"creditCode": CREDIT_CODE[:-1] + ("1" if CREDIT_CODE[-1] != "1" else "2")},
                "creditCode: The unified social credit code's check character is incorrect.",
            ),
            (
                {"creditCode": "91330100MA2H3K4"},
                "creditCode: The unified social credit code must have 18 characters.",
            ),
            (
                {"legalIdNumber": VALID_ID[:-1] + "0"},
                "legalIdNumber: The ID number's check code is incorrect.",
            ),
            (
                {"legalIdNumber": "110105201512301234"},
                "legalIdNumber: The ID number cannot be under 18.",
            ),
            ({"legalIdNumber": ""}, "legalIdNumber: Please enter the certificate number."),
            ({"provinceCode": "330100"}, "provinceCode has an invalid format"),
            ({"areaCode": "320500"}, "areaCode: must be an area of the chosen province"),
            ({"areaCode": "330000"}, "areaCode: must be an area of the chosen province"),
            # Known only to the division list: no such area, and a county of 杭州市 (the
            # address picker offers the province's direct divisions).
            ({"areaCode": "339900"}, "areaCode: must be an area of the chosen province"),
            ({"areaCode": "330106"}, "areaCode: must be an area of the chosen province"),
            (
                {"provinceCode": "990000", "areaCode": "990100"},
                "provinceCode: is not a province of the division list",
            ),
            ({"compRoles": []}, "compRoles: choose at least one company role"),
            (
                {"compRoles": ["C107"]},
                "compRoles.0 must be one of 'C101', 'C102', 'C103', 'C104', 'C105' or 'C106'",
            ),
            ({"compName": " "}, "compName must have at least 1 characters"),
            (
                {"inviteCode": "NOSUCHCODE234567"},
                "inviteCode: the invitation is invalid or has expired",
            ),
        ],
    )
    async def test_bad_input_names_the_field_and_changes_nothing(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        token: str,
        licence_token: str,
        changes: dict[str, Any],
        msg: str,
    ) -> None:
        envelope = await submit(client, token, licence_token, **changes)

        assert envelope["status"] == 400
        assert envelope["msg"] == msg
        [row] = await stored(service_app)
        assert (row.status, row.credit_code) == ("draft", None)

    async def test_the_licence_must_be_the_registrants_own_upload(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        content_peer: FastAPI,
        signed_in: Headers,
        token: str,
    ) -> None:
        someone_elses = await upload(content_peer, signed_in("EMP0004"))

        answers = [
            await submit(client, token, someone_elses),
            await submit(client, token, "no-such-file-token"),
        ]

        for envelope in answers:
            assert envelope["status"] == 400
            assert envelope["msg"] == (
                "licenceFileToken: must be an image or PDF you uploaded; "
                "please upload the business licence again"
            )
        [row] = await stored(service_app)
        assert row.status == "draft"

    async def test_a_registered_companys_credit_code_conflicts(
        self, client: httpx.AsyncClient, token: str, licence_token: str
    ) -> None:
        envelope = await submit(client, token, licence_token, creditCode="91310000MA1FL4T85Y")

        assert envelope["status"] == 409
        assert envelope["msg"] == (
            "creditCode: a company with this credit code is already registered"
        )

    async def test_a_credit_code_in_another_open_registration_conflicts(
        self,
        client: httpx.AsyncClient,
        auth_peer: FastAPI,
        content_peer: FastAPI,
        token: str,
        licence_token: str,
    ) -> None:
        assert (await submit(client, token, licence_token))["status"] == 200
        other = await registrant(client, auth_peer, mobile="13912340002")

        envelope = await submit(client, other, await licence(content_peer, other))
        own_again = await submit(client, token, licence_token, address="杭州市滨江区1号")

        assert envelope["status"] == 409
        assert envelope["msg"] == (
            "creditCode: another registration of this credit code is in progress"
        )
        assert own_again["status"] == 200
        assert own_again["body"]["address"] == "杭州市滨江区1号"

    async def test_a_registration_waiting_for_review_cannot_change(
        self, client: httpx.AsyncClient, auth_peer: FastAPI, content_peer: FastAPI
    ) -> None:
        token = await pending(client, auth_peer, content_peer)

        envelope = await submit(client, token, await licence(content_peer, token))

        assert envelope["status"] == 409
        assert envelope["msg"] == (
            "The registration is waiting for review or already decided; it cannot be changed now."
        )

    async def test_the_invitation_pre_fills_and_a_valid_one_can_be_given_here(
        self,
        client: httpx.AsyncClient,
        signed_in: Headers,
        token: str,
        licence_token: str,
    ) -> None:
        issued = await create(client, signed_in("EMP0004"), mobile=MOBILE)

        envelope = await submit(client, token, licence_token, inviteCode=issued["code"])

        assert envelope["status"] == 200, envelope
        assert envelope["body"]["invitation"]["inviterCompName"] == "上海示范核心企业集团有限公司"

    async def test_an_invitation_sent_to_another_mobile_is_refused(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        signed_in: Headers,
        token: str,
        licence_token: str,
    ) -> None:
        issued = await create(client, signed_in("EMP0004"), mobile="13912340009")

        envelope = await submit(client, token, licence_token, inviteCode=issued["code"])

        assert (envelope["status"], envelope["msg"]) == (
            400,
            "inviteCode: the invitation was sent to another mobile number; only the person "
            "invited can use it",
        )
        [row] = await stored(service_app)
        assert (row.status, row.invite_code, row.comp_name) == ("draft", None, None)
