"""company/changeAcc and company/changeAccView: applying to replace the administrator account."""

from datetime import UTC, datetime
from typing import Any

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import func, select
from sqlalchemy.exc import IntegrityError

from customer.company.change.models import AdminChangeApplication
from customer.company.identity import ADMIN_CHANGE_ID
from portal_kit.sealed import app_sealer
from portal_kit.validators import id_check_character

from .company_support import PNG, VALID_ID, download, upload
from .conftest import Headers
from .support import call, set_roles

APPLY = "company/changeAcc"
VIEW = "company/changeAccView"
NEW_MOBILE = "13900000777"

pytestmark = pytest.mark.usefixtures("demo")


def application(letter: str, **changes: str) -> dict[str, str]:
    return {
        "name": "赵强",
        "mobile": NEW_MOBILE,
        "idNumber": VALID_ID,
        "letterFileToken": letter,
    } | changes


async def stored(app: FastAPI) -> list[AdminChangeApplication]:
    async with app.state.db.sessionmaker() as session:
        rows = await session.scalars(
            select(AdminChangeApplication).order_by(AdminChangeApplication.id)
        )
        return list(rows.all())


async def count(app: FastAPI) -> int:
    async with app.state.db.sessionmaker() as session:
        return await session.scalar(select(func.count()).select_from(AdminChangeApplication)) or 0


@pytest.fixture
async def letter(content_peer: FastAPI, signed_in: Headers) -> str:
    """A signed letter (PDF) that DEMO0001's administrator 王芳 uploaded."""
    return await upload(content_peer, signed_in("EMP0004"))


class TestApply:
    async def test_the_administrator_applies_with_a_pdf_letter(
        self, client: httpx.AsyncClient, signed_in: Headers, service_app: FastAPI, letter: str
    ) -> None:
        envelope = await call(client, APPLY, signed_in("EMP0004"), body=application(letter))

        assert envelope["status"] == 200, envelope
        body = envelope["body"]
        assert body["submittedAt"]
        assert {key: value for key, value in body.items() if key != "submittedAt"} == {
            "applicationId": body["applicationId"],
            "status": "pending",
            "name": "赵强",
            "mobile": "139****0777",
            "idNumber": "110105********1236",
            "letterFileToken": letter,
            "applicantName": "王芳",
            "decidedAt": None,
            "reason": None,
        }
        [row] = await stored(service_app)
        assert row.comp_code == "DEMO0001"
        assert row.applicant_user_code == "U0002"
        assert VALID_ID not in row.id_number
        assert app_sealer(service_app).open(row.id_number, ADMIN_CHANGE_ID) == VALID_ID

    async def test_an_image_letter_and_an_e101_who_is_not_the_root_manager_are_fine(
        self,
        client: httpx.AsyncClient,
        signed_in: Headers,
        service_app: FastAPI,
        content_peer: FastAPI,
    ) -> None:
        await set_roles(service_app, "EMP0006", "E101")
        image = await upload(content_peer, signed_in("EMP0006"), PNG, "letter.png")

        envelope = await call(client, APPLY, signed_in("EMP0006"), body=application(image))

        assert envelope["status"] == 200, envelope
        assert envelope["body"]["applicantName"] == "刘洋"

    @pytest.mark.parametrize("employee", ["EMP0006", "EMP0003"])
    async def test_anyone_else_reads_that_only_the_administrator_may(
        self,
        client: httpx.AsyncClient,
        signed_in: Headers,
        service_app: FastAPI,
        content_peer: FastAPI,
        employee: str,
    ) -> None:
        # EMP0003 holds EC-E101: administrator of the enterprise product's business only.
        own_letter = await upload(content_peer, signed_in(employee))

        envelope = await call(client, APPLY, signed_in(employee), body=application(own_letter))

        assert envelope == {
            "ok": False,
            "status": 400,
            "msg": "Only the company administrator can apply to change the administrator account.",
            "body": None,
        }
        assert await count(service_app) == 0

    @pytest.mark.parametrize(
        ("id_number", "msg"),
        [
            ("", "idNumber: Please enter the certificate number."),
            ("1101051985061512", "idNumber: The ID number must have 15 or 18 characters."),
            (
                "11010519850615123Y",
                "idNumber: The ID number breaks the rules: 15 digits, or 17 digits followed by "
                "a digit or X.",
            ),
            (
                "11010519850230123" + id_check_character("11010519850230123"),
                "idNumber: The birth date in the ID number is wrong.",
            ),
            (
                "11010520100101123" + id_check_character("11010520100101123"),
                "idNumber: The ID number cannot be under 18.",
            ),
            (VALID_ID[:17] + "0", "idNumber: The ID number's check code is incorrect."),
        ],
    )
    async def test_a_bad_id_number_names_the_rule_and_nothing_is_stored(
        self,
        client: httpx.AsyncClient,
        signed_in: Headers,
        service_app: FastAPI,
        letter: str,
        id_number: str,
        msg: str,
    ) -> None:
        body = application(letter, idNumber=id_number)

        envelope = await call(client, APPLY, signed_in("EMP0004"), body=body)

        assert (envelope["status"], envelope["msg"]) == (400, msg)
        assert await count(service_app) == 0

    async def test_the_rule_reads_in_chinese_too(
        self, client: httpx.AsyncClient, signed_in: Headers, letter: str
    ) -> None:
        headers = signed_in("EMP0004", language="zh-CN")

        envelope = await call(client, APPLY, headers, body=application(letter, idNumber=""))

        assert envelope["msg"] == "idNumber：请输入证件号码"

    @pytest.mark.parametrize(
        ("changes", "msg"),
        [
            ({"mobile": "2390000077"}, "mobile has an invalid format"),
            ({"name": "  "}, "name must have at least 1 characters"),
            ({"letterFileToken": ""}, "letterFileToken must have at least 1 characters"),
        ],
    )
    async def test_other_bad_fields_are_named(
        self,
        client: httpx.AsyncClient,
        signed_in: Headers,
        service_app: FastAPI,
        letter: str,
        changes: dict[str, str],
        msg: str,
    ) -> None:
        envelope = await call(
            client, APPLY, signed_in("EMP0004"), body=application(letter, **changes)
        )

        assert (envelope["status"], envelope["msg"]) == (400, msg)
        assert await count(service_app) == 0

    async def test_the_letter_must_be_the_applicants_own_upload(
        self,
        client: httpx.AsyncClient,
        signed_in: Headers,
        service_app: FastAPI,
        content_peer: FastAPI,
    ) -> None:
        colleagues = await upload(content_peer, signed_in("EMP0006"))

        for token in (colleagues, "no-such-token"):
            envelope = await call(client, APPLY, signed_in("EMP0004"), body=application(token))

            assert envelope["status"] == 400
            assert envelope["msg"] == (
                "letterFileToken: must be an image or PDF you uploaded; please upload the signed "
                "letter again"
            )
        assert await count(service_app) == 0

    async def test_the_current_administrator_cannot_be_named_again(
        self, client: httpx.AsyncClient, signed_in: Headers, letter: str
    ) -> None:
        body = application(letter, mobile="13800000002")

        envelope = await call(client, APPLY, signed_in("EMP0004"), body=body)

        assert envelope["status"] == 400
        assert envelope["msg"] == "mobile: this person already holds the administrator account"

    async def test_a_second_application_while_one_is_pending_conflicts(
        self, client: httpx.AsyncClient, signed_in: Headers, service_app: FastAPI, letter: str
    ) -> None:
        first = await call(client, APPLY, signed_in("EMP0004"), body=application(letter))
        second = await call(
            client, APPLY, signed_in("EMP0004"), body=application(letter, mobile="13900000888")
        )

        assert first["status"] == 200
        assert second["status"] == 409
        assert second["msg"] == (
            "The company already has a change of administrator waiting for review."
        )
        assert await count(service_app) == 1

    async def test_the_database_refuses_a_second_pending_one_from_a_racing_request(
        self, service_app: FastAPI
    ) -> None:
        def pending(status: str = "pending") -> AdminChangeApplication:
            return AdminChangeApplication(
                comp_code="DEMO0001",
                applicant_employee_code="EMP0004",
                applicant_user_code="U0002",
                applicant_name="王芳",
                name="赵强",
                mobile=NEW_MOBILE,
                id_number="v1.sealed",
                letter_file_token="token",
                status=status,
                submitted_at=datetime.now(UTC),
            )

        async with service_app.state.db.sessionmaker() as session:
            session.add_all([pending("rejected"), pending("approved"), pending()])
            await session.flush()
            session.add(pending())
            with pytest.raises(IntegrityError):
                await session.flush()

    async def test_without_the_content_service_the_user_reads_it_is_unavailable(
        self, client: httpx.AsyncClient, signed_in: Headers, service_app: FastAPI
    ) -> None:
        body = application("some-token")

        envelope = await call(client, APPLY, signed_in("EMP0004"), body=body)

        assert envelope["status"] == 503
        assert await count(service_app) == 0


class TestLetterForTheCompany:
    async def test_every_colleague_reads_the_letter_and_nobody_else(
        self,
        client: httpx.AsyncClient,
        signed_in: Headers,
        content_peer: FastAPI,
        letter: str,
    ) -> None:
        # Uploaded as the administrator's personal file: a colleague cannot read it yet.
        assert await download(content_peer, signed_in("EMP0006"), letter) == 404

        envelope = await call(client, APPLY, signed_in("EMP0004"), body=application(letter))

        assert envelope["status"] == 200, envelope
        assert await download(content_peer, signed_in("EMP0006"), letter) == 200
        assert await download(content_peer, signed_in("EMP0001"), letter) == 200
        # U0001 again, signed in to another company: that company is not the letter's.
        assert await download(content_peer, signed_in("EMP0002"), letter) == 404
        assert await download(content_peer, signed_in("EMP0005"), letter) == 404

    async def test_a_letter_another_company_holds_is_refused(
        self,
        client: httpx.AsyncClient,
        signed_in: Headers,
        service_app: FastAPI,
        content_peer: FastAPI,
    ) -> None:
        # 张伟 uploaded it as a company file of DEMO0001, then applies for DEMO0002.
        elsewhere = await upload(content_peer, signed_in("EMP0001"), scope="company")

        envelope = await call(client, APPLY, signed_in("EMP0002"), body=application(elsewhere))

        assert envelope["status"] == 400
        assert envelope["msg"].startswith("letterFileToken: must be an image or PDF you uploaded")
        assert await count(service_app) == 0
        assert await download(content_peer, signed_in("EMP0005"), elsewhere) == 404


class TestView:
    async def test_every_employee_sees_the_companys_applications_newest_first(
        self, client: httpx.AsyncClient, signed_in: Headers, letter: str, service_app: FastAPI
    ) -> None:
        await call(client, APPLY, signed_in("EMP0004"), body=application(letter))
        # An operator rejects it; the administrator applies again.
        async with service_app.state.db.sessionmaker() as session:
            row = (await session.scalars(select(AdminChangeApplication))).one()
            row.status, row.reason = "rejected", "letter unsigned"
            await session.commit()
        await call(client, APPLY, signed_in("EMP0004"), body=application(letter, name="孙丽"))

        envelope = await call(client, VIEW, signed_in("EMP0006"))

        assert envelope["status"] == 200, envelope
        summary: list[Any] = [
            (item["name"], item["status"], item["reason"]) for item in envelope["body"]
        ]
        assert summary == [("孙丽", "pending", None), ("赵强", "rejected", "letter unsigned")]
        assert {item["idNumber"] for item in envelope["body"]} == {"110105********1236"}

    async def test_another_companys_applications_never_show(
        self, client: httpx.AsyncClient, signed_in: Headers, letter: str
    ) -> None:
        await call(client, APPLY, signed_in("EMP0004"), body=application(letter))

        envelope = await call(client, VIEW, signed_in("EMP0002"))

        assert envelope["status"] == 200
        assert envelope["body"] == []

    async def test_a_token_naming_someone_elses_record_is_refused(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        envelope = await call(client, VIEW, signed_in("EMP0001", user_code="U0002"))

        assert envelope["status"] == 403
        assert envelope["body"] is None
