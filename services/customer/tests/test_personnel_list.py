"""company/employee/list: the current company's people, paged and filtered."""

from typing import Any

import httpx
import pytest
from fastapi import FastAPI

from .conftest import Headers
from .support import call, disable, set_roles

LIST = "company/employee/list"


def codes(envelope: dict[str, Any]) -> list[str]:
    assert envelope["status"] == 200, envelope
    return [item["employeeCode"] for item in envelope["body"]["list"]]


class TestEmployeeList:
    async def test_lists_the_callers_company_only_administrator_first(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        envelope = await call(client, LIST, signed_in("EMP0006"), body={})

        assert envelope["ok"] is True
        assert envelope["body"]["total"] == 3
        assert codes(envelope) == ["EMP0004", "EMP0001", "EMP0006"]
        first = envelope["body"]["list"][0]
        assert {key: value for key, value in first.items() if key != "createdAt"} == {
            "employeeCode": "EMP0004",
            "userCode": "U0002",
            "name": "王芳",
            "mobile": "138****0002",
            "status": 1,
            "rootManager": 1,
            "roles": ["E101"],
        }
        assert first["createdAt"]

    async def test_the_company_comes_from_the_token_not_the_body(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        envelope = await call(
            client, LIST, signed_in("EMP0005"), body={"compCode": "DEMO0001", "pageSize": 100}
        )

        assert codes(envelope) == ["EMP0002", "EMP0005"]

    async def test_no_body_gives_the_first_page(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        envelope = await call(client, LIST, signed_in("EMP0001"))

        assert envelope["body"]["total"] == 3

    async def test_pages(self, client: httpx.AsyncClient, signed_in: Headers) -> None:
        headers = signed_in("EMP0004")

        first = await call(client, LIST, headers, body={"pageNum": 1, "pageSize": 2})
        second = await call(client, LIST, headers, body={"pageNum": 2, "pageSize": 2})
        beyond = await call(client, LIST, headers, body={"pageNum": 3, "pageSize": 2})

        assert codes(first) == ["EMP0004", "EMP0001"]
        assert codes(second) == ["EMP0006"]
        assert codes(beyond) == []
        assert beyond["body"]["total"] == 3

    @pytest.mark.parametrize(
        ("where", "expected"),
        [
            ({"name": "王"}, ["EMP0004"]),
            ({"name": "  "}, ["EMP0004", "EMP0001", "EMP0006"]),
            # A search form's fields left empty: no filter.
            (
                {"name": "", "mobile": "", "roleCode": "", "status": ""},
                ["EMP0004", "EMP0001", "EMP0006"],
            ),
            ({"mobile": "13800000004"}, ["EMP0006"]),
            ({"mobile": "0001"}, ["EMP0001"]),
            ({"mobile": "138000"}, []),
            ({"roleCode": "E103"}, ["EMP0001", "EMP0006"]),
            ({"roleCode": "EC-E103"}, ["EMP0001"]),
            ({"roleCode": "E101"}, ["EMP0004"]),
            ({"status": 1, "roleCode": "E102"}, ["EMP0001"]),
            ({"status": 0}, []),
            ({"name": "%"}, []),
        ],
    )
    async def test_filters(
        self,
        client: httpx.AsyncClient,
        signed_in: Headers,
        where: dict[str, Any],
        expected: list[str],
    ) -> None:
        envelope = await call(client, LIST, signed_in("EMP0004"), body=where)

        assert codes(envelope) == expected
        assert envelope["body"]["total"] == len(expected)

    async def test_disabled_employees_are_listed_with_status_0(
        self, client: httpx.AsyncClient, signed_in: Headers, service_app: FastAPI
    ) -> None:
        await disable(service_app, employee="EMP0006")

        envelope = await call(client, LIST, signed_in("EMP0004"), body={"status": 0})

        assert codes(envelope) == ["EMP0006"]
        assert envelope["body"]["list"][0]["status"] == 0

    async def test_a_plain_employee_may_list(
        self, client: httpx.AsyncClient, signed_in: Headers, service_app: FastAPI
    ) -> None:
        await set_roles(service_app, "EMP0006")

        envelope = await call(client, LIST, signed_in("EMP0006"), body={})

        assert envelope["body"]["total"] == 3

    async def test_a_disabled_caller_is_refused(
        self, client: httpx.AsyncClient, signed_in: Headers, service_app: FastAPI
    ) -> None:
        await disable(service_app, employee="EMP0006")

        envelope = await call(client, LIST, signed_in("EMP0006"), body={})

        assert envelope["status"] == 403
        assert envelope["body"] is None

    @pytest.mark.parametrize(
        ("body", "msg"),
        [
            ({"pageNum": 0}, "pageNum must be at least 1"),
            ({"pageNum": 10**19}, "pageNum must be at most 1000000"),
            ({"pageSize": 101}, "pageSize must be at most 100"),
            ({"mobile": "13a"}, "mobile has an invalid format"),
            # Only "" is a field left empty; spaces are no mobile (found by fuzzing).
            ({"mobile": " "}, "mobile has an invalid format"),
            ({"roleCode": "X101"}, "roleCode has an invalid format"),
            ({"status": 2}, "status must be one of 0 or 1"),
        ],
    )
    async def test_bad_input_names_the_field_and_rule(
        self, client: httpx.AsyncClient, signed_in: Headers, body: dict[str, Any], msg: str
    ) -> None:
        envelope = await call(client, LIST, signed_in("EMP0004"), body=body)

        assert envelope == {"ok": False, "status": 400, "msg": msg, "body": None}

    async def test_without_a_token_is_refused(self, client: httpx.AsyncClient) -> None:
        envelope = await call(client, LIST, body={})

        assert envelope["status"] == 401
