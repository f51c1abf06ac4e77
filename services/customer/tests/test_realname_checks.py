"""custUser/checkPassByProductCodeCompCodeAndUserCode and product/getCompPersonalVoucherInfo."""

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import select

from customer.realname.models import RealNameVerification

from .conftest import DEMO, Headers
from .support import call

CHECK = "custUser/checkPassByProductCodeCompCodeAndUserCode"
VOUCHER = "product/getCompPersonalVoucherInfo"
NO_RECORD = "No real-name verification is on file for this person."

pytestmark = pytest.mark.usefixtures("demo_identity")


class TestCheckPass:
    @pytest.mark.parametrize(
        ("employee", "product", "passed_at"),
        [
            # 王芳: a record valid in every product.
            ("EMP0004", "EC", "2026-01-05T02:00:00Z"),
            ("EMP0004", "CRM", "2026-01-05T02:00:00Z"),
            # 张伟 in DEMO0001: valid in EC only (the all-products one is in DEMO0002).
            ("EMP0001", "EC", "2026-03-01T02:00:00Z"),
            ("EMP0001", "CRM", None),
            ("EMP0002", "CRM", "2026-02-09T02:00:00Z"),
            # 刘洋: none.
            ("EMP0006", "EC", None),
        ],
    )
    async def test_the_caller_asks_about_themselves(
        self,
        client: httpx.AsyncClient,
        signed_in: Headers,
        employee: str,
        product: str,
        passed_at: str | None,
    ) -> None:
        headers = signed_in(employee)
        user_code, comp_code = DEMO[employee]

        envelope = await call(
            client, CHECK, headers, productCode=product, compCode=comp_code, userCode=user_code
        )

        assert envelope["status"] == 200, envelope
        assert envelope["body"] == {"passed": passed_at is not None, "passedAt": passed_at}

    async def test_the_administrator_asks_about_a_colleague(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        envelope = await call(
            client,
            CHECK,
            signed_in("EMP0004"),
            productCode="EC",
            compCode="DEMO0001",
            userCode="U0001",
        )

        assert envelope["body"] == {"passed": True, "passedAt": "2026-03-01T02:00:00Z"}

    async def test_a_plain_employee_reads_that_only_the_administrator_may_ask_about_others(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        envelope = await call(
            client,
            CHECK,
            signed_in("EMP0006"),
            productCode="EC",
            compCode="DEMO0001",
            userCode="U0002",
        )

        assert envelope == {
            "ok": False,
            "status": 400,
            "msg": "Only the company administrator can look up a colleague's real-name "
            "verification.",
            "body": None,
        }

    @pytest.mark.parametrize(
        ("comp_code", "user_code"),
        [
            # Another company, even one where the caller's user is verified.
            ("DEMO0002", "U0001"),
            ("DEMO0002", "U0002"),
            # Somebody who does not work in the caller's company, or does not exist.
            ("DEMO0001", "U0003"),
            ("DEMO0001", "U9999"),
        ],
    )
    async def test_nothing_leaks_outside_the_callers_company(
        self, client: httpx.AsyncClient, signed_in: Headers, comp_code: str, user_code: str
    ) -> None:
        envelope = await call(
            client,
            CHECK,
            signed_in("EMP0004"),
            productCode="EC",
            compCode=comp_code,
            userCode=user_code,
        )

        assert envelope == {"ok": False, "status": 404, "msg": NO_RECORD, "body": None}

    async def test_a_missing_parameter_names_it(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        envelope = await call(
            client, CHECK, signed_in("EMP0004"), compCode="DEMO0001", userCode="U0002"
        )

        assert (envelope["status"], envelope["msg"]) == (400, "productCode is required")


class TestVoucher:
    async def test_the_latest_record_with_the_id_number_masked(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        envelope = await call(
            client, VOUCHER, signed_in("EMP0004"), compCode="DEMO0001", userCode="U0002"
        )

        assert envelope["status"] == 200, envelope
        assert envelope["body"] == {
            "name": "王芳",
            "idNumber": "310115********4566",
            "method": "face",
            "prodCode": None,
            "passedAt": "2026-01-05T02:00:00Z",
        }

    async def test_the_administrator_reads_a_colleagues(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        envelope = await call(
            client, VOUCHER, signed_in("EMP0004"), compCode="DEMO0001", userCode="U0001"
        )

        assert envelope["body"]["idNumber"] == "320505********5675"
        assert (envelope["body"]["method"], envelope["body"]["prodCode"]) == ("bankCard", "EC")

    async def test_nobody_on_file_is_not_found(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        envelope = await call(
            client, VOUCHER, signed_in("EMP0006"), compCode="DEMO0001", userCode="U0004"
        )

        assert envelope == {"ok": False, "status": 404, "msg": NO_RECORD, "body": None}

    async def test_neither_a_plain_colleague_nor_another_company_reads_it(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        envelope = await call(
            client, VOUCHER, signed_in("EMP0005"), compCode="DEMO0002", userCode="U0001"
        )
        other = await call(
            client, VOUCHER, signed_in("EMP0004"), compCode="DEMO0002", userCode="U0001"
        )

        assert (envelope["status"], other["status"]) == (400, 404)

    async def test_the_id_number_is_sealed_in_the_table(self, service_app: FastAPI) -> None:
        async with service_app.state.db.sessionmaker() as session:
            stored = list((await session.scalars(select(RealNameVerification.id_number))).all())

        assert len(stored) == 3
        for value in stored:
            assert value.startswith("v1.")
            assert "310115198804154566" not in value
            assert "320505199002035675" not in value
