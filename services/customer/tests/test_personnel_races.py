"""An administrator whose rights end while their change waits for the company's personnel lock
cannot finish it: the caller is checked again once the lock is held."""

from collections.abc import Awaitable, Callable
from typing import Any

import httpx
import pytest
from fastapi import FastAPI

from customer.personnel.repository import PersonnelRepository

from .conftest import Headers
from .support import call, disable, set_roles
from .test_personnel_changes import ADMIN_ONLY, changes, employee, roles_of

NO_LONGER_EMPLOYED = {
    "ok": False,
    "status": 403,
    "msg": "You are no longer an active employee of this company; please choose a company again.",
    "body": None,
}

pytestmark = pytest.mark.usefixtures("demo")

Meanwhile = Callable[[], Awaitable[None]]


@pytest.fixture
def while_locking(monkeypatch: pytest.MonkeyPatch) -> Callable[[Meanwhile], None]:
    """Run a change just before the request takes the lock, as a concurrent request that holds
    the lock and commits would have done by the time this one gets it."""

    def arrange(meanwhile: Meanwhile) -> None:
        original = PersonnelRepository.lock_company

        async def lock_company(self: PersonnelRepository, comp_code: str) -> None:
            await meanwhile()
            await original(self, comp_code)

        monkeypatch.setattr(PersonnelRepository, "lock_company", lock_company)

    return arrange


@pytest.fixture
async def second_administrator(service_app: FastAPI) -> str:
    """刘洋 (EMP0006) of DEMO0001 holds E101 beside the root manager."""
    await set_roles(service_app, "EMP0006", "E101")
    return "EMP0006"


class TestCheckedAgainUnderTheLock:
    @pytest.mark.parametrize(
        ("path", "body"),
        [
            ("company/employee/remove", {"employeeCode": "EMP0001"}),
            ("company/employee/disable", {"employeeCode": "EMP0001"}),
            ("company/employee/enable", {"employeeCode": "EMP0001"}),
            ("company/employee/roles/update", {"employeeCode": "EMP0001", "roleCodes": ["E105"]}),
        ],
    )
    async def test_an_administrator_disabled_meanwhile_changes_nothing(
        self,
        client: httpx.AsyncClient,
        signed_in: Headers,
        service_app: FastAPI,
        second_administrator: str,
        while_locking: Callable[[Meanwhile], None],
        path: str,
        body: dict[str, Any],
    ) -> None:
        while_locking(lambda: disable(service_app, employee=second_administrator))

        envelope = await call(client, path, signed_in(second_administrator), body=body)

        assert envelope == NO_LONGER_EMPLOYED
        target = await employee(service_app, "EMP0001")
        assert target is not None
        assert target.status == 1
        assert await roles_of(service_app, "EMP0001") == ["E102", "EC-E103"]
        assert await changes(service_app, "EMP0001") == []

    async def test_an_administrator_demoted_meanwhile_changes_nothing(
        self,
        client: httpx.AsyncClient,
        signed_in: Headers,
        service_app: FastAPI,
        second_administrator: str,
        while_locking: Callable[[Meanwhile], None],
    ) -> None:
        while_locking(lambda: set_roles(service_app, second_administrator, "E103"))
        body = {"employeeCode": "EMP0001"}

        envelope = await call(client, "company/employee/remove", signed_in("EMP0006"), body=body)

        assert envelope == ADMIN_ONLY
        assert await employee(service_app, "EMP0001") is not None
        assert await changes(service_app, "EMP0001") == []

    async def test_an_administrator_still_in_office_goes_on(
        self,
        client: httpx.AsyncClient,
        signed_in: Headers,
        service_app: FastAPI,
        second_administrator: str,
        while_locking: Callable[[Meanwhile], None],
    ) -> None:
        while_locking(lambda: set_roles(service_app, "EMP0001", "E105"))
        body = {"employeeCode": "EMP0001"}

        envelope = await call(client, "company/employee/disable", signed_in("EMP0006"), body=body)

        assert envelope["status"] == 200, envelope
        assert envelope["body"]["roles"] == ["E105"]


class TestAccountDictionaries:
    async def test_a_verified_identity_is_needed(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        path = "company/custAccount/list/dict"
        headers = {"Accept-Language": "en"}

        anonymous = await call(client, path, headers)
        forged = await call(client, path, headers | {"Authorization": "Bearer not-a-jwt"})
        signed = await call(client, path, signed_in("EMP0005"))

        assert (anonymous["status"], anonymous["msg"]) == (401, "Please sign in.")
        assert forged["status"] == 401
        assert signed["status"] == 200
        assert len(signed["body"]["compRole"]) == 6
