"""The session's company: cust/employee/info/comp, auth/isCustUserAuth, and scoping."""

import httpx
import pytest
from fastapi import FastAPI

from .conftest import Headers
from .support import call, companies, disable

INFO = "cust/employee/info/comp"
AUTHED = "auth/isCustUserAuth"
LISTS = (
    "cust/employee/findAllCompNameByMobile",
    "cust/employee/findAllCompNameByMobileEnable",
    "cust/employee/comps/all",
)

pytestmark = pytest.mark.usefixtures("demo")


class TestCompanyInfo:
    async def test_the_current_company_with_its_roles_and_the_callers_standing(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        envelope = await call(client, INFO, signed_in("EMP0001"), productCode="EC")

        assert envelope["status"] == 200
        assert envelope["body"] == {
            "compCode": "DEMO0001",
            "compName": "上海示范核心企业集团有限公司",
            "compRole": [
                {"prodCode": "CRM", "compRole": "C106", "compBizCode": "DEMO0001-CRM-C106"},
                {"prodCode": "EC", "compRole": "C101", "compBizCode": "DEMO0001-EC-C101"},
                {"prodCode": "EC", "compRole": "C102", "compBizCode": "DEMO0001-EC-C102"},
            ],
            "userName": "张伟",
            "mobile": "138****0001",
            "rootManager": 0,
            "employeeRole": ["E102", "EC-E103"],
        }

    async def test_the_same_user_is_administrator_in_the_second_company(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        body = (await call(client, INFO, signed_in("EMP0002"), productCode="EC"))["body"]

        assert body["compCode"] == "DEMO0002"
        assert body["rootManager"] == 1
        assert body["employeeRole"] == ["E101"]
        assert [role["compRole"] for role in body["compRole"]] == ["C106", "C102"]

    @pytest.mark.parametrize(
        ("product", "roles"),
        [("EC", ["E110", "EC-E101"]), ("CRM", ["CRM-E102", "E110"]), ("CREDIT", ["E110"])],
    )
    async def test_roles_prefixed_with_a_product_count_only_in_that_product(
        self, client: httpx.AsyncClient, signed_in: Headers, product: str, roles: list[str]
    ) -> None:
        body = (await call(client, INFO, signed_in("EMP0003"), productCode=product))["body"]

        assert body["compCode"] == "DEMO0003"
        assert body["employeeRole"] == roles

    async def test_a_disabled_employee_record_is_refused(
        self, client: httpx.AsyncClient, signed_in: Headers, service_app: FastAPI
    ) -> None:
        await disable(service_app, employee="EMP0001")

        envelope = await call(client, INFO, signed_in("EMP0001"), productCode="EC")

        assert envelope == {
            "ok": False,
            "status": 403,
            "msg": "You are no longer an active employee of this company; "
            "please choose a company again.",
            "body": None,
        }

    async def test_a_disabled_company_is_refused_in_chinese_by_default(
        self, client: httpx.AsyncClient, signed_in: Headers, service_app: FastAPI
    ) -> None:
        await disable(service_app, company="DEMO0001")

        envelope = await call(client, INFO, signed_in("EMP0001", language=""), productCode="EC")

        assert envelope["status"] == 403
        assert envelope["msg"] == "您已不是该企业的在职员工，请重新选择企业"


class TestScoping:
    async def test_ids_sent_with_the_request_do_not_change_whose_data_is_answered(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        others = {"compCode": "DEMO0001", "employeeCode": "EMP0004", "userCode": "U0002"}

        envelope = await call(
            client, INFO, signed_in("EMP0005"), body=others, productCode="EC", **others
        )

        assert envelope["body"]["compCode"] == "DEMO0002"
        assert envelope["body"]["userName"] == "李娜"
        assert envelope["body"]["mobile"] == "138****0003"

    async def test_a_single_company_user_sees_only_that_company(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        headers = signed_in("EMP0005")

        for path in LISTS:
            envelope = await call(client, path, headers, productCode="EC", userCode="U0001")

            assert companies(envelope) == {"DEMO0002": (1, "EMP0005", "DEMO0002-EC-C102")}

    async def test_a_token_naming_another_users_record_gets_no_company_info(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        headers = signed_in("EMP0004", user_code="U0001")

        envelope = await call(client, INFO, headers, productCode="EC")

        assert envelope["status"] == 403

    async def test_a_token_whose_company_and_record_disagree_gets_no_company_info(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        headers = signed_in("EMP0001", comp_code="DEMO0002")

        envelope = await call(client, INFO, headers, productCode="EC")

        assert envelope["status"] == 403


class TestIsCustomerUser:
    async def test_an_active_employee_is_authed(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        envelope = await call(client, AUTHED, signed_in("EMP0004"))

        assert envelope["body"] == {"authed": True}

    @pytest.mark.parametrize(("employee", "company"), [("EMP0004", None), (None, "DEMO0001")])
    async def test_not_authed_once_the_record_or_the_company_is_disabled(
        self,
        client: httpx.AsyncClient,
        signed_in: Headers,
        service_app: FastAPI,
        employee: str | None,
        company: str | None,
    ) -> None:
        await disable(service_app, employee=employee, company=company)

        envelope = await call(client, AUTHED, signed_in("EMP0004"))

        assert envelope["status"] == 200
        assert envelope["body"] == {"authed": False}

    async def test_before_a_company_is_chosen_any_active_record_counts(
        self, client: httpx.AsyncClient, signed_in: Headers, service_app: FastAPI
    ) -> None:
        await disable(service_app, employee="EMP0001")
        choosing = signed_in(user_code="U0001")

        assert (await call(client, AUTHED, choosing))["body"] == {"authed": True}

    async def test_a_user_without_any_company_is_not_authed(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        envelope = await call(client, AUTHED, signed_in(user_code="U9999"))

        assert envelope["body"] == {"authed": False}
