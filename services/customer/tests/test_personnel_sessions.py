"""Disabling or removing an employee ends their sessions in that company at once."""

import httpx
import pytest
from fastapi import FastAPI

from portal_kit.clock import ManualClock
from portal_kit.internal import SERVICE_TOKEN_HEADER
from portal_kit.sessions import SessionState, SessionStore

from .conftest import DEMO, Headers
from .support import call

SWITCH = "/internal/employee/switch"


async def session_in(store: SessionStore, employee_code: str) -> str:
    """A live session of the employee's user, working in the employee's company."""
    user_code, comp_code = DEMO[employee_code]
    session, _ = await store.create(
        user_code=user_code,
        employee_code=employee_code,
        comp_code=comp_code,
        role="",
        biz="",
        idle_limit_sec=1800,
    )
    return session.session_id


@pytest.fixture
def store(service_app: FastAPI, clock: ManualClock) -> SessionStore:
    return SessionStore(service_app.state.kv, clock)


@pytest.mark.parametrize("path", ["company/employee/disable", "company/employee/remove"])
class TestSessionsEnd:
    async def test_the_employees_sessions_in_the_company_end_and_others_go_on(
        self, client: httpx.AsyncClient, signed_in: Headers, store: SessionStore, path: str
    ) -> None:
        # U0001 works in DEMO0001 (EMP0001) in two sessions, and in DEMO0002 (EMP0002).
        in_company = [await session_in(store, "EMP0001"), await session_in(store, "EMP0001")]
        elsewhere = await session_in(store, "EMP0002")
        administrator = await session_in(store, "EMP0004")

        envelope = await call(client, path, signed_in("EMP0004"), body={"employeeCode": "EMP0001"})

        assert envelope["status"] == 200
        assert [await store.check(sid) for sid in in_company] == [SessionState.ENDED] * 2
        assert await store.check(elsewhere) is SessionState.ALIVE
        assert await store.check(administrator) is SessionState.ALIVE

    async def test_a_refused_change_ends_nothing(
        self, client: httpx.AsyncClient, signed_in: Headers, store: SessionStore, path: str
    ) -> None:
        session_id = await session_in(store, "EMP0001")

        envelope = await call(client, path, signed_in("EMP0006"), body={"employeeCode": "EMP0001"})

        assert envelope["status"] == 400
        assert await store.check(session_id) is SessionState.ALIVE


class TestNoWayBackIn:
    @pytest.mark.parametrize("path", ["company/employee/disable", "company/employee/remove"])
    async def test_the_user_cannot_switch_into_the_company_again(
        self, client: httpx.AsyncClient, signed_in: Headers, service_app: FastAPI, path: str
    ) -> None:
        await call(client, path, signed_in("EMP0004"), body={"employeeCode": "EMP0001"})

        response = await client.post(
            SWITCH,
            json={"userCode": "U0001", "employeeCode": "EMP0001"},
            headers={SERVICE_TOKEN_HEADER: service_app.state.settings.service_token},
        )

        assert response.json()["status"] == 403

    async def test_once_enabled_the_user_can_switch_in_again(
        self, client: httpx.AsyncClient, signed_in: Headers, service_app: FastAPI
    ) -> None:
        headers = signed_in("EMP0004")
        await call(client, "company/employee/disable", headers, body={"employeeCode": "EMP0001"})
        await call(client, "company/employee/enable", headers, body={"employeeCode": "EMP0001"})

        response = await client.post(
            SWITCH,
            json={"userCode": "U0001", "employeeCode": "EMP0001"},
            headers={SERVICE_TOKEN_HEADER: service_app.state.settings.service_token},
        )

        assert response.json()["body"]["compCode"] == "DEMO0001"
