"""The menu resources a caller's employee roles grant: res/menu/emp/role/findResAllByToken."""

import httpx
import pytest
from fastapi import FastAPI

from .conftest import Headers
from .support import call, disable, set_roles

RESOURCES = "res/menu/emp/role/findResAllByToken"
CRM = "/center/crm"
PORTAL_SCREENS = {
    CRM,
    f"{CRM}/account/list",
    f"{CRM}/company/list",
    f"{CRM}/company/changeAccView",
    f"{CRM}/user",
    "/msg",
    "/msg/message/list",
    "/msg/message/detail",
    "/msg/affiche/list",
    "/msg/affiche/detail",
    "/center/product",
    "/center/product/product",
}
COMPANY_CHANGES = {f"{CRM}/company/changeAcc", f"{CRM}/invication"}
ADMINISTRATION = {f"{CRM}/employee/list", f"{CRM}/employee/changeAdmin", f"{CRM}/audit/list"}

pytestmark = pytest.mark.usefixtures("demo")


async def granted(
    client: httpx.AsyncClient, headers: dict[str, str], product: str = "CRM"
) -> set[str]:
    envelope = await call(client, RESOURCES, headers, productCode=product)
    assert envelope["status"] == 200, envelope
    return {resource["resUri"] for resource in envelope["body"]}


class TestResourcesPerRole:
    async def test_the_administrator_gets_every_account_centre_route(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        routes = await granted(client, signed_in("EMP0004"))

        assert routes == PORTAL_SCREENS | COMPANY_CHANGES | ADMINISTRATION

    async def test_a_handler_gets_no_personnel_management_or_administrator_change(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        routes = await granted(client, signed_in("EMP0005"))

        assert routes == PORTAL_SCREENS | COMPANY_CHANGES

    async def test_a_query_only_employee_gets_the_portal_screens_alone(
        self, client: httpx.AsyncClient, signed_in: Headers, service_app: FastAPI
    ) -> None:
        await set_roles(service_app, "EMP0006", "E105")

        assert await granted(client, signed_in("EMP0006")) == PORTAL_SCREENS

    async def test_the_same_user_gets_what_each_companys_roles_grant(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        as_handler = await granted(client, signed_in("EMP0001"))
        as_administrator = await granted(client, signed_in("EMP0002"))

        assert ADMINISTRATION.isdisjoint(as_handler)
        assert as_administrator >= ADMINISTRATION

    async def test_an_employee_without_roles_still_gets_the_portal_screens(
        self, client: httpx.AsyncClient, signed_in: Headers, service_app: FastAPI
    ) -> None:
        # E.g. a former administrator after the transfer: their own account, messages,
        # company and products stay theirs; nothing to do with other people.
        await set_roles(service_app, "EMP0005")

        assert await granted(client, signed_in("EMP0005")) == PORTAL_SCREENS

    async def test_roles_of_another_product_alone_give_the_portal_screens(
        self, client: httpx.AsyncClient, signed_in: Headers, service_app: FastAPI
    ) -> None:
        await set_roles(service_app, "EMP0005", "EC-E101")

        assert await granted(client, signed_in("EMP0005")) == PORTAL_SCREENS


class TestPrefixedRoles:
    async def test_a_role_prefixed_with_the_product_grants_in_that_product(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        # DEMO0003: CRM-E102, E110 and EC-E101.
        routes = await granted(client, signed_in("EMP0003"))

        assert routes >= COMPANY_CHANGES

    async def test_an_administrator_role_of_another_product_grants_nothing_here(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        routes = await granted(client, signed_in("EMP0003"))

        assert ADMINISTRATION.isdisjoint(routes)

    async def test_a_business_product_gives_its_menu_by_role(
        self, client: httpx.AsyncClient, signed_in: Headers, service_app: FastAPI
    ) -> None:
        # EMP0003 administers EC in DEMO0003 (EC-E101); a query-only role sees lists alone.
        everything = await granted(client, signed_in("EMP0003"), product="EC")
        await set_roles(service_app, "EMP0003", "EC-E105")
        query_only = await granted(client, signed_in("EMP0003"), product="EC")

        assert everything == {"/ec/todo", "/ec/credit/list", "/ec/settle/list"}
        assert query_only == {"/ec/todo", "/ec/credit/list"}

    async def test_an_unknown_product_answers_an_empty_list(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        assert await granted(client, signed_in("EMP0003"), product="NOPE") == set()


class TestResourceShape:
    async def test_entries_come_in_menu_order_with_their_parent_and_icon(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        envelope = await call(client, RESOURCES, signed_in("EMP0004"), productCode="CRM")

        body = envelope["body"]
        assert body[0] == {
            "resUri": CRM,
            "name": "Account centre",
            "parent": None,
            "sort": 100,
            "icon": "account",
        }
        assert [entry["sort"] for entry in body] == sorted(entry["sort"] for entry in body)
        by_uri = {entry["resUri"]: entry for entry in body}
        assert by_uri[f"{CRM}/employee/changeAdmin"]["parent"] == f"{CRM}/employee/list"
        assert by_uri["/msg/affiche/list"]["name"] == "Announcements"

    async def test_names_follow_the_callers_language(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        headers = signed_in("EMP0004", language="zh-CN")

        envelope = await call(client, RESOURCES, headers, productCode="CRM")

        names = {entry["resUri"]: entry["name"] for entry in envelope["body"]}
        assert names[f"{CRM}/employee/list"] == "人员管理"
        assert names["/msg"] == "消息中心"


class TestRefusals:
    async def test_the_product_code_is_required(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        envelope = await call(client, RESOURCES, signed_in("EMP0004"))

        assert (envelope["status"], envelope["msg"]) == (400, "productCode is required")

    async def test_a_disabled_employee_gets_no_resources(
        self, client: httpx.AsyncClient, signed_in: Headers, service_app: FastAPI
    ) -> None:
        await disable(service_app, employee="EMP0004")

        envelope = await call(client, RESOURCES, signed_in("EMP0004"), productCode="CRM")

        assert envelope["status"] == 403
        assert envelope["body"] is None

    async def test_an_employee_disabled_after_a_menu_was_shown_gets_none_at_the_next_call(
        self, client: httpx.AsyncClient, signed_in: Headers, service_app: FastAPI
    ) -> None:
        # The menu a set of roles grants is kept rendered; who the caller is is not.
        headers = signed_in("EMP0004")
        assert await granted(client, headers)
        await disable(service_app, employee="EMP0004")

        envelope = await call(client, RESOURCES, headers, productCode="CRM")

        assert (envelope["status"], envelope["body"]) == (403, None)
