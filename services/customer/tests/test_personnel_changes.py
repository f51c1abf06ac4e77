"""Changing people: roles/update, disable, enable, remove, and who may do it."""

from typing import Any

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import select

from customer.models import Employee, EmployeeRole
from customer.personnel.models import PersonnelChange

from .conftest import Headers
from .support import call, disable, set_roles

ROLES = "company/employee/roles/update"
DISABLE = "company/employee/disable"
ENABLE = "company/employee/enable"
REMOVE = "company/employee/remove"
LIST = "company/employee/list"

NOT_FOUND = {"ok": False, "status": 404, "msg": "No such employee in this company.", "body": None}
ADMIN_ONLY = {
    "ok": False,
    "status": 400,
    "msg": "Only the company administrator can do this.",
    "body": None,
}


async def roles_of(app: FastAPI, employee_code: str) -> list[str]:
    async with app.state.db.sessionmaker() as session:
        rows = await session.scalars(
            select(EmployeeRole.role_code)
            .where(EmployeeRole.employee_code == employee_code)
            .order_by(EmployeeRole.role_code)
        )
        return list(rows.all())


async def employee(app: FastAPI, employee_code: str) -> Employee | None:
    async with app.state.db.sessionmaker() as session:
        return await session.get(Employee, employee_code)


async def changes(app: FastAPI, employee_code: str) -> list[tuple[str, str, str]]:
    async with app.state.db.sessionmaker() as session:
        rows = await session.scalars(
            select(PersonnelChange)
            .where(PersonnelChange.employee_code == employee_code)
            .order_by(PersonnelChange.id)
        )
        return [(row.action, row.detail, row.actor_employee_code) for row in rows]


class TestRolesUpdate:
    async def test_the_administrator_replaces_an_employees_roles(
        self, client: httpx.AsyncClient, signed_in: Headers, service_app: FastAPI
    ) -> None:
        body = {"employeeCode": "EMP0006", "roleCodes": ["E105", "EC-E102", "CRM-E103", "E105"]}

        envelope = await call(client, ROLES, signed_in("EMP0004"), body=body)

        assert envelope["status"] == 200, envelope
        assert envelope["body"]["roles"] == ["CRM-E103", "E105", "EC-E102"]
        assert await roles_of(service_app, "EMP0006") == ["CRM-E103", "E105", "EC-E102"]
        assert await changes(service_app, "EMP0006") == [
            ("roles", "E105,EC-E102,CRM-E103", "EMP0004")
        ]

    async def test_an_e101_holder_may_change_people_too(
        self, client: httpx.AsyncClient, signed_in: Headers, service_app: FastAPI
    ) -> None:
        await set_roles(service_app, "EMP0001", "CRM-E101")

        body = {"employeeCode": "EMP0006", "roleCodes": ["E102"]}
        envelope = await call(client, ROLES, signed_in("EMP0001"), body=body)

        assert envelope["status"] == 200
        assert await roles_of(service_app, "EMP0006") == ["E102"]

    @pytest.mark.parametrize(
        ("caller", "own_roles"),
        [
            ("EMP0006", ("E103",)),
            # E101 of the enterprise product administers its business, not the company's people.
            ("EMP0006", ("EC-E101",)),
        ],
    )
    async def test_anyone_else_is_refused_and_nothing_changes(
        self,
        client: httpx.AsyncClient,
        signed_in: Headers,
        service_app: FastAPI,
        caller: str,
        own_roles: tuple[str, ...],
    ) -> None:
        await set_roles(service_app, caller, *own_roles)

        body = {"employeeCode": "EMP0001", "roleCodes": ["E101"]}
        envelope = await call(client, ROLES, signed_in(caller), body=body)

        assert envelope == ADMIN_ONLY
        assert await roles_of(service_app, "EMP0001") == ["E102", "EC-E103"]

    async def test_the_refusal_is_in_the_callers_language(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        body = {"employeeCode": "EMP0001", "roleCodes": ["E101"]}

        envelope = await call(client, ROLES, signed_in("EMP0006", language="zh-CN"), body=body)

        assert envelope["msg"] == "仅企业管理员可以进行此操作"

    @pytest.mark.parametrize(
        ("code", "named"),
        [
            ("E104", "E104"),  # not in the employee-role dictionary
            ("e102", "e102"),
            ("CREDIT-E102", "CREDIT-E102"),  # a product DEMO0001 holds no role in
            ("EC-E999", "EC-E999"),
        ],
    )
    async def test_an_unknown_role_is_named_and_nothing_changes(
        self,
        client: httpx.AsyncClient,
        signed_in: Headers,
        service_app: FastAPI,
        code: str,
        named: str,
    ) -> None:
        body = {"employeeCode": "EMP0006", "roleCodes": ["E102", code]}

        envelope = await call(client, ROLES, signed_in("EMP0004"), body=body)

        assert envelope == {
            "ok": False,
            "status": 400,
            "msg": f"roleCodes: {named} is not an employee role of this company",
            "body": None,
        }
        assert await roles_of(service_app, "EMP0006") == ["E103"]

    async def test_an_empty_role_list_is_refused(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        body = {"employeeCode": "EMP0006", "roleCodes": []}

        envelope = await call(client, ROLES, signed_in("EMP0004"), body=body)

        assert envelope["status"] == 400
        assert envelope["msg"] == "roleCodes: choose at least one role"

    async def test_another_companys_employee_is_unknown(
        self, client: httpx.AsyncClient, signed_in: Headers, service_app: FastAPI
    ) -> None:
        body = {"employeeCode": "EMP0005", "roleCodes": ["E101"]}

        envelope = await call(client, ROLES, signed_in("EMP0004"), body=body)
        made_up = await call(
            client, ROLES, signed_in("EMP0004"), body=body | {"employeeCode": "EMP9999"}
        )

        assert envelope == NOT_FOUND
        assert made_up == NOT_FOUND
        assert await roles_of(service_app, "EMP0005") == ["E102"]

    async def test_the_root_manager_keeps_e101(
        self, client: httpx.AsyncClient, signed_in: Headers, service_app: FastAPI
    ) -> None:
        await set_roles(service_app, "EMP0001", "E101")
        body = {"employeeCode": "EMP0004", "roleCodes": ["E102"]}

        envelope = await call(client, ROLES, signed_in("EMP0001"), body=body)

        assert envelope == {
            "ok": False,
            "status": 409,
            "msg": "The company administrator must keep role E101; transfer administration first.",
            "body": None,
        }
        assert await roles_of(service_app, "EMP0004") == ["E101"]

    async def test_the_root_manager_may_gain_other_roles(
        self, client: httpx.AsyncClient, signed_in: Headers, service_app: FastAPI
    ) -> None:
        body = {"employeeCode": "EMP0004", "roleCodes": ["E101", "E109"]}

        envelope = await call(client, ROLES, signed_in("EMP0004"), body=body)

        assert envelope["status"] == 200
        assert await roles_of(service_app, "EMP0004") == ["E101", "E109"]

    async def test_the_last_active_e101_cannot_give_it_up(
        self, client: httpx.AsyncClient, signed_in: Headers, service_app: FastAPI
    ) -> None:
        # DEMO0002's administrator account steps down by operator edit; EMP0005 holds E101.
        async with service_app.state.db.sessionmaker() as session:
            root = await session.get(Employee, "EMP0002")
            assert root is not None
            root.root_manager = 0
            await session.commit()
        await disable(service_app, employee="EMP0002")
        await set_roles(service_app, "EMP0005", "E101")

        body = {"employeeCode": "EMP0005", "roleCodes": ["E102"]}
        envelope = await call(client, ROLES, signed_in("EMP0005"), body=body)

        assert envelope == {
            "ok": False,
            "status": 409,
            "msg": "The company must keep at least one active administrator (E101).",
            "body": None,
        }
        assert await roles_of(service_app, "EMP0005") == ["E101"]

    async def test_an_e101_may_give_it_up_while_another_administrator_remains(
        self, client: httpx.AsyncClient, signed_in: Headers, service_app: FastAPI
    ) -> None:
        await set_roles(service_app, "EMP0001", "E101")

        body = {"employeeCode": "EMP0001", "roleCodes": ["E102"]}
        envelope = await call(client, ROLES, signed_in("EMP0001"), body=body)

        assert envelope["status"] == 200
        assert await roles_of(service_app, "EMP0001") == ["E102"]


class TestDisableAndEnable:
    async def test_disable_then_enable(
        self, client: httpx.AsyncClient, signed_in: Headers, service_app: FastAPI
    ) -> None:
        headers = signed_in("EMP0004")

        disabled = await call(client, DISABLE, headers, body={"employeeCode": "EMP0006"})
        assert disabled["status"] == 200
        assert disabled["body"]["status"] == 0
        assert (await employee(service_app, "EMP0006")).status == 0  # type: ignore[union-attr]

        enabled = await call(client, ENABLE, headers, body={"employeeCode": "EMP0006"})
        assert enabled["body"]["status"] == 1
        assert (await employee(service_app, "EMP0006")).status == 1  # type: ignore[union-attr]
        assert [action for action, _, _ in await changes(service_app, "EMP0006")] == [
            "disable",
            "enable",
        ]

    async def test_a_disabled_employee_can_no_longer_work_in_the_company(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        await call(client, DISABLE, signed_in("EMP0004"), body={"employeeCode": "EMP0001"})

        envelope = await call(client, LIST, signed_in("EMP0001"), body={})
        elsewhere = await call(client, LIST, signed_in("EMP0002"), body={})

        assert envelope["status"] == 403
        assert elsewhere["status"] == 200

    @pytest.mark.parametrize("path", [DISABLE, ENABLE, REMOVE])
    async def test_a_plain_employee_is_refused(
        self, client: httpx.AsyncClient, signed_in: Headers, service_app: FastAPI, path: str
    ) -> None:
        envelope = await call(client, path, signed_in("EMP0006"), body={"employeeCode": "EMP0001"})

        assert envelope == ADMIN_ONLY
        assert (await employee(service_app, "EMP0001")).status == 1  # type: ignore[union-attr]

    @pytest.mark.parametrize("path", [DISABLE, ENABLE, REMOVE])
    async def test_another_companys_employee_is_unknown(
        self, client: httpx.AsyncClient, signed_in: Headers, service_app: FastAPI, path: str
    ) -> None:
        envelope = await call(client, path, signed_in("EMP0004"), body={"employeeCode": "EMP0005"})

        assert envelope == NOT_FOUND
        assert (await employee(service_app, "EMP0005")).status == 1  # type: ignore[union-attr]

    @pytest.mark.parametrize("path", [DISABLE, REMOVE])
    async def test_nobody_disables_or_removes_themselves(
        self, client: httpx.AsyncClient, signed_in: Headers, service_app: FastAPI, path: str
    ) -> None:
        await set_roles(service_app, "EMP0001", "E101")

        envelope = await call(client, path, signed_in("EMP0001"), body={"employeeCode": "EMP0001"})

        assert envelope == {
            "ok": False,
            "status": 400,
            "msg": "You cannot disable or remove yourself.",
            "body": None,
        }
        assert (await employee(service_app, "EMP0001")).status == 1  # type: ignore[union-attr]

    @pytest.mark.parametrize("path", [DISABLE, REMOVE])
    async def test_the_root_manager_cannot_be_disabled_or_removed(
        self, client: httpx.AsyncClient, signed_in: Headers, service_app: FastAPI, path: str
    ) -> None:
        await set_roles(service_app, "EMP0001", "E101")

        envelope = await call(client, path, signed_in("EMP0001"), body={"employeeCode": "EMP0004"})

        assert envelope == {
            "ok": False,
            "status": 409,
            "msg": "The company administrator cannot be disabled or removed; transfer "
            "administration first.",
            "body": None,
        }
        assert (await employee(service_app, "EMP0004")).status == 1  # type: ignore[union-attr]

    @pytest.mark.parametrize(
        ("body", "msg"),
        [
            ({}, "employeeCode is required"),
            ({"employeeCode": ""}, "employeeCode must have at least 1 characters"),
        ],
    )
    async def test_bad_input_is_named(
        self, client: httpx.AsyncClient, signed_in: Headers, body: dict[str, Any], msg: str
    ) -> None:
        envelope = await call(client, DISABLE, signed_in("EMP0004"), body=body)

        assert envelope == {"ok": False, "status": 400, "msg": msg, "body": None}


class TestRemove:
    async def test_a_removed_employee_is_gone_with_their_roles(
        self, client: httpx.AsyncClient, signed_in: Headers, service_app: FastAPI
    ) -> None:
        envelope = await call(
            client, REMOVE, signed_in("EMP0004"), body={"employeeCode": "EMP0006"}
        )

        assert envelope["status"] == 200
        assert envelope["body"]["employeeCode"] == "EMP0006"
        assert await employee(service_app, "EMP0006") is None
        assert await roles_of(service_app, "EMP0006") == []
        assert await changes(service_app, "EMP0006") == [("remove", "E103", "EMP0004")]
        listed = await call(client, LIST, signed_in("EMP0004"), body={})
        assert [item["employeeCode"] for item in listed["body"]["list"]] == ["EMP0004", "EMP0001"]

    async def test_a_removed_employees_token_no_longer_works_there(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        await call(client, REMOVE, signed_in("EMP0004"), body={"employeeCode": "EMP0006"})

        envelope = await call(client, LIST, signed_in("EMP0006"), body={})

        assert envelope["status"] == 403

    async def test_removing_twice_answers_unknown(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        await call(client, REMOVE, signed_in("EMP0004"), body={"employeeCode": "EMP0006"})

        envelope = await call(
            client, REMOVE, signed_in("EMP0004"), body={"employeeCode": "EMP0006"}
        )

        assert envelope == NOT_FOUND
