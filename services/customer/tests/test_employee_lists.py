"""The caller's companies: cust/employee/findAllCompNameByMobile(Enable) and comps/all."""

import httpx
import pytest
from fastapi import FastAPI

from .conftest import Headers
from .support import call, companies, disable

FIND_ALL = "cust/employee/findAllCompNameByMobile"
FIND_ENABLED = "cust/employee/findAllCompNameByMobileEnable"
COMPS_ALL = "cust/employee/comps/all"

pytestmark = pytest.mark.usefixtures("demo")


class TestFindAllCompanies:
    async def test_a_user_in_three_companies_sees_all_three_with_their_enterprise_identity(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        envelope = await call(client, FIND_ALL, signed_in("EMP0001"), productCode="EC")

        assert envelope["ok"] is True
        assert companies(envelope) == {
            "DEMO0001": (1, "EMP0001", "DEMO0001-EC-C101"),
            "DEMO0002": (1, "EMP0002", "DEMO0002-EC-C102"),
            "DEMO0003": (1, "EMP0003", "DEMO0003-EC-C104"),
        }
        assert envelope["body"][0]["compName"] == "上海示范核心企业集团有限公司"

    async def test_the_business_code_follows_the_product(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        crm = companies(await call(client, FIND_ALL, signed_in("EMP0002"), productCode="CRM"))
        credit = companies(await call(client, FIND_ALL, signed_in("EMP0002"), productCode="CREDIT"))

        assert crm["DEMO0001"][2] == "DEMO0001-CRM-C106"
        assert credit["DEMO0001"] == (1, "EMP0001", None)

    async def test_the_sessions_own_business_identity_is_the_one_listed(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        headers = signed_in("EMP0001", role="C102", biz="DEMO0001-EC-C102")

        listed = companies(await call(client, FIND_ALL, headers, productCode="EC"))

        assert listed["DEMO0001"][2] == "DEMO0001-EC-C102"

    async def test_a_disabled_record_stays_listed_with_status_0(
        self, client: httpx.AsyncClient, signed_in: Headers, service_app: FastAPI
    ) -> None:
        await disable(service_app, employee="EMP0003", company="DEMO0002")

        listed = companies(await call(client, FIND_ALL, signed_in("EMP0001"), productCode="EC"))

        assert {code: status for code, (status, _, _) in listed.items()} == {
            "DEMO0001": 1,
            "DEMO0002": 0,
            "DEMO0003": 0,
        }

    async def test_the_product_code_is_required(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        envelope = await call(client, FIND_ALL, signed_in("EMP0001"))

        assert envelope == {
            "ok": False,
            "status": 400,
            "msg": "productCode is required",
            "body": None,
        }


class TestFindEnabledCompanies:
    async def test_lists_every_company_while_all_are_active(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        envelope = await call(client, FIND_ENABLED, signed_in("EMP0003"), productCode="EC")

        assert list(companies(envelope)) == ["DEMO0001", "DEMO0002", "DEMO0003"]

    async def test_a_disabled_employee_record_drops_out(
        self, client: httpx.AsyncClient, signed_in: Headers, service_app: FastAPI
    ) -> None:
        await disable(service_app, employee="EMP0003")

        envelope = await call(client, FIND_ENABLED, signed_in("EMP0001"), productCode="EC")

        assert list(companies(envelope)) == ["DEMO0001", "DEMO0002"]

    async def test_a_disabled_company_drops_out(
        self, client: httpx.AsyncClient, signed_in: Headers, service_app: FastAPI
    ) -> None:
        await disable(service_app, company="DEMO0001")

        envelope = await call(client, FIND_ENABLED, signed_in("EMP0002"), productCode="EC")

        assert list(companies(envelope)) == ["DEMO0002", "DEMO0003"]


class TestSwitchableCompanies:
    async def test_lists_the_callers_companies_with_their_default_identity(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        envelope = await call(client, COMPS_ALL, signed_in("EMP0002"))

        assert companies(envelope) == {
            "DEMO0001": (1, "EMP0001", "DEMO0001-EC-C101"),
            "DEMO0002": (1, "EMP0002", "DEMO0002-EC-C102"),
            "DEMO0003": (1, "EMP0003", "DEMO0003-EC-C104"),
        }

    async def test_a_disabled_record_is_left_out_and_a_disabled_company_shows_status_0(
        self, client: httpx.AsyncClient, signed_in: Headers, service_app: FastAPI
    ) -> None:
        await disable(service_app, employee="EMP0001", company="DEMO0003")

        listed = companies(await call(client, COMPS_ALL, signed_in("EMP0002")))

        assert {code: status for code, (status, _, _) in listed.items()} == {
            "DEMO0002": 1,
            "DEMO0003": 0,
        }
