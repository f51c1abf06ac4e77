"""company/info/list and company/info/detail: the caller's companies and their details."""

from datetime import UTC, datetime
from pathlib import Path

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import select

from customer.company.demo_identity import fill_demo_identity
from customer.company.identity import LEGAL_REP_ID
from customer.demo import DEMO_COMPANIES, DEMO_COMPANY_DETAILS, DEMO_REAL_NAMES
from customer.main import create_app
from customer.models import Company
from portal_kit.keyring import KeyRingError
from portal_kit.sealed import app_sealer
from portal_kit.settings import BaseServiceSettings, RunMode
from portal_kit.validators import check_credit_code, check_id_number, china_date

from .conftest import Headers
from .support import call, disable

LIST = "company/info/list"
DETAIL = "company/info/detail"

pytestmark = pytest.mark.usefixtures("demo_identity")


async def company(app: FastAPI, comp_code: str) -> Company:
    async with app.state.db.sessionmaker() as session:
        return (await session.scalars(select(Company).where(Company.comp_code == comp_code))).one()


class TestList:
    async def test_every_company_of_the_caller_with_roles_and_standing(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        headers = signed_in("EMP0002", biz="DEMO0002-CRM-C106")

        envelope = await call(client, LIST, headers)

        assert envelope["status"] == 200, envelope
        by_code = {item["compCode"]: item for item in envelope["body"]}
        assert list(by_code) == ["DEMO0001", "DEMO0002", "DEMO0003"]
        assert by_code["DEMO0002"] == {
            "compCode": "DEMO0002",
            "compName": "苏州示范精密制造有限公司",
            "status": 1,
            "employeeCode": "EMP0002",
            # The session's business identity in its own company.
            "compBizCode": "DEMO0002-CRM-C106",
            "roles": [
                {"prodCode": "CRM", "compRole": "C106", "compBizCode": "DEMO0002-CRM-C106"},
                {"prodCode": "EC", "compRole": "C102", "compBizCode": "DEMO0002-EC-C102"},
            ],
            "rootManager": 1,
            "current": True,
        }
        assert by_code["DEMO0001"]["current"] is False
        assert by_code["DEMO0001"]["rootManager"] == 0
        # Elsewhere the enterprise product's identity comes first.
        assert by_code["DEMO0001"]["compBizCode"] == "DEMO0001-EC-C101"

    async def test_a_disabled_record_is_listed_with_status_0_and_a_disabled_company_not_at_all(
        self, client: httpx.AsyncClient, signed_in: Headers, service_app: FastAPI
    ) -> None:
        await disable(service_app, employee="EMP0001", company="DEMO0003")

        envelope = await call(client, LIST, signed_in("EMP0002"))

        statuses = {item["compCode"]: item["status"] for item in envelope["body"]}
        assert statuses == {"DEMO0001": 0, "DEMO0002": 1}

    async def test_another_users_companies_never_appear(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        envelope = await call(client, LIST, signed_in("EMP0005"))

        assert [item["compCode"] for item in envelope["body"]] == ["DEMO0002"]
        assert envelope["body"][0]["employeeCode"] == "EMP0005"

    @pytest.mark.parametrize(
        "path",
        [
            LIST,
            DETAIL,
            "company/changeAcc",
            "company/changeAccView",
            "invitation/create",
            "invitation/list",
            "invitation/resend",
            "invitation/revoke",
            "custUser/checkPassByProductCodeCompCodeAndUserCode",
            "product/getCompPersonalVoucherInfo",
        ],
    )
    async def test_without_a_token_every_call_of_the_account_centre_says_sign_in(
        self, client: httpx.AsyncClient, path: str
    ) -> None:
        envelope = await call(client, path, {"Accept-Language": "en"}, body={})

        assert envelope == {"ok": False, "status": 401, "msg": "Please sign in.", "body": None}


class TestDetail:
    async def test_a_colleague_sees_the_details_with_personal_numbers_masked(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        envelope = await call(client, DETAIL, signed_in("EMP0006"), body={"compCode": "DEMO0001"})

        assert envelope["status"] == 200, envelope
        assert envelope["body"] == {
            "compCode": "DEMO0001",
            "compName": "上海示范核心企业集团有限公司",
            "creditCode": "91310000MA1FL4T85Y",
            "legalRepName": "陈建国",
            "legalRepIdNumber": "310115********123X",
            "provinceCode": "310000",
            "areaCode": "310115",
            "address": "上海市浦东新区世纪大道100号",
            "licenceFileToken": None,
            "adminName": "王芳",
            "adminMobile": "138****0002",
        }

    async def test_any_company_of_the_caller_not_only_the_sessions(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        envelope = await call(client, DETAIL, signed_in("EMP0001"), body={"compCode": "DEMO0002"})

        assert envelope["status"] == 200
        assert envelope["body"]["adminName"] == "张伟"
        assert envelope["body"]["legalRepIdNumber"] == "320505********2345"

    @pytest.mark.parametrize("comp_code", ["DEMO0001", "NO-SUCH"])
    async def test_another_companys_details_are_as_unknown_as_a_made_up_code(
        self, client: httpx.AsyncClient, signed_in: Headers, comp_code: str
    ) -> None:
        envelope = await call(client, DETAIL, signed_in("EMP0005"), body={"compCode": comp_code})

        assert envelope == {
            "ok": False,
            "status": 404,
            "msg": "The company does not exist.",
            "body": None,
        }

    async def test_a_disabled_employee_no_longer_sees_them(
        self, client: httpx.AsyncClient, signed_in: Headers, service_app: FastAPI
    ) -> None:
        await disable(service_app, employee="EMP0001")

        envelope = await call(client, DETAIL, signed_in("EMP0002"), body={"compCode": "DEMO0001"})

        assert envelope["status"] == 404

    async def test_a_missing_company_code_names_the_field(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        envelope = await call(client, DETAIL, signed_in("EMP0001"), body={})

        assert envelope["status"] == 400
        assert envelope["msg"] == "compCode is required"


class TestDemoDetails:
    async def test_demo_numbers_pass_their_own_validators(self) -> None:
        for _, _, credit_code in DEMO_COMPANIES:
            assert check_credit_code(credit_code) is None, credit_code
        today = china_date(datetime.now(UTC))
        for _, id_number, *_ in DEMO_COMPANY_DETAILS.values():
            assert check_id_number(id_number, today) is None, id_number
        for *_, id_number, _, _ in DEMO_REAL_NAMES:
            assert check_id_number(id_number, today) is None, id_number

    async def test_the_id_number_is_sealed_in_the_table(self, service_app: FastAPI) -> None:
        stored = (await company(service_app, "DEMO0001")).legal_rep_id_number

        assert stored is not None
        assert stored.startswith("v1.")
        assert "31011519750312123X" not in stored
        assert app_sealer(service_app).open(stored, LEGAL_REP_ID) == "31011519750312123X"

    async def test_filling_again_keeps_what_is_there(self, service_app: FastAPI) -> None:
        before = (await company(service_app, "DEMO0001")).legal_rep_id_number

        async with service_app.state.db.sessionmaker() as session:
            await fill_demo_identity(session, app_sealer(service_app))
            await session.commit()

        assert (await company(service_app, "DEMO0001")).legal_rep_id_number == before


class TestIdentityKeys:
    async def test_production_refuses_to_start_without_an_identity_key(
        self, service_settings: BaseServiceSettings, tmp_path: Path
    ) -> None:
        settings = service_settings.model_copy(
            update={
                "mode": RunMode.PROD,
                "var_dir": tmp_path,
                "service_token": "p" * 40,
            }
        )
        app = create_app(settings)

        with pytest.raises(KeyRingError, match="no identity key"):
            async with app.router.lifespan_context(app):
                pass
