"""Many people at once on the embedded default (one process, SQLite files): sign-ins and
writes that arrive together all succeed, and every write is stored exactly once.

SQLite lets one connection write at a time. A transaction that read first and wrote later
could not wait for the lock (its snapshot would be stale), so it failed at once with
"database is locked" and the caller saw status 500; ``portal_kit.db`` makes writers queue.
Run with ``-s`` to see the figures.
"""

import asyncio
import time
from collections.abc import Iterator
from typing import Any

import httpx
import pytest
from bench.load.users import LoadUser
from sqlalchemy import bindparam, text

from portal_client.protection import Protected
from portal_kit.db import Database

from .embedded_portal import EmbeddedPortal, embedded_portal
from .support import API, password_sign_in

# One portal for the module: its tests run on one xdist worker (make test's --dist loadgroup).
pytestmark = [pytest.mark.process, pytest.mark.xdist_group("test_concurrency")]

USERS = 50
# Per signed-in user, all sent at once: 50 x 6 = 300 writes. An invitation SMS is limited to
# 20 a day per company: six users of one company send 12.
INVITATIONS = 2
EMPLOYEES = 3
NOTICES = ["CRM_PERSONNEL_CHANGE", "CRM_INVITATION_ACCEPTED"]


class Outcomes:
    """Every answer the portal gave; a server error is HTTP 5xx or an envelope status >= 500."""

    def __init__(self) -> None:
        self.server_errors: list[str] = []

    async def record(self, response: httpx.Response) -> None:
        await response.aread()
        status = None
        if response.headers.get("content-type", "").startswith("application/json"):
            answer = response.json()
            status = answer.get("status") if isinstance(answer, dict) else None
        if response.status_code >= 500 or (isinstance(status, int) and status >= 500):
            path = response.request.url.path.removeprefix(API)
            self.server_errors.append(f"{path}: HTTP {response.status_code}, status {status}")


class BrowserTransport(httpx.AsyncHTTPTransport):
    """Sends a request again, once, when its connection was reset before any answer came, as
    a browser does. Under this load a server may close an idle keep-alive connection at the
    moment a request goes out on it; the request was never read (hence the reset), so sending
    it again cannot make it land twice, which the test checks anyway."""

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        try:
            return await super().handle_async_request(request)
        except httpx.ReadError:
            return await super().handle_async_request(request)


def browser(portal: EmbeddedPortal, user: LoadUser, outcomes: Outcomes) -> httpx.AsyncClient:
    """A browser of its own, from the user's own address."""
    return httpx.AsyncClient(
        base_url=portal.url,
        auth=Protected(),
        transport=BrowserTransport(local_address=user.ip),
        event_hooks={"response": [outcomes.record]},
        timeout=120,
    )


def invitee_mobile(user: LoadUser, n: int) -> str:
    return f"135{user.index:05d}{n:03d}"


def employee_mobile(user: LoadUser, n: int) -> str:
    return f"134{user.index:05d}{n:03d}"


def writes(user: LoadUser) -> list[tuple[str, dict[str, Any]]]:
    """(call, body) of every write ``user`` makes, as the account centre's pages make them."""
    made: list[tuple[str, dict[str, Any]]] = [
        (
            "company/custAccount/login/smsEmployeeSubmit",
            {"employeeCode": user.employee_code, "noticeCodes": NOTICES},
        )
    ]
    made += [
        (
            "invitation/create",
            {
                "compName": f"受邀企业{user.index}-{n}",
                "contactName": "联系人",
                "mobile": invitee_mobile(user, n),
                "compRole": "C102",
            },
        )
        for n in range(INVITATIONS)
    ]
    made += [
        (
            "company/employee/add",
            {"mobile": employee_mobile(user, n), "name": f"新员工{n}", "roleCodes": ["E102"]},
        )
        for n in range(EMPLOYEES)
    ]
    return made


def signed_on(answer: dict[str, Any] | BaseException) -> bool:
    """A sign-in that opened a session: the user's one company, so tokens straight away."""
    return (
        isinstance(answer, dict)
        and answer["ok"] is True
        and answer["body"]["next"] == "tokens"
        and bool(answer["body"]["accessToken"])
    )


async def write(client: httpx.AsyncClient, token: str, call: str, body: Any) -> dict[str, Any]:
    response = await client.post(
        f"{API}/{call}", json=body, headers={"Authorization": f"Bearer {token}"}
    )
    envelope: dict[str, Any] = response.json()
    return envelope


async def counts(url: str, query: str, values: list[str]) -> dict[str, int]:
    """The (value, count) rows of ``query``, whose ``:values`` expands to ``values``."""
    database = Database(url, "")
    try:
        async with database.engine.connect() as connection:
            statement = text(query).bindparams(bindparam("values", expanding=True))
            rows = await connection.execute(statement, {"values": values})
            return dict(rows.all())
    finally:
        await database.dispose()


@pytest.fixture(scope="module")
def portal(tmp_path_factory: pytest.TempPathFactory) -> Iterator[EmbeddedPortal]:
    # What is tested is that every write lands once, however long the queue of writers: on a
    # machine busy with other work, 300 writes queued on SQLite outlast the gateway's 15 s
    # deadline (tested on its own in test_faults), which would answer 504 while a write waits.
    deadline = {"GATEWAY_UPSTREAM_DEADLINE_SEC": "120"}
    with embedded_portal(tmp_path_factory.mktemp("embedded"), USERS, deadline) as served:
        yield served


class TestConcurrentPeopleOnTheEmbeddedDefault:
    async def test_sign_ins_and_writes_together_all_succeed_and_land_once(
        self, portal: EmbeddedPortal
    ) -> None:
        outcomes = Outcomes()
        clients = [browser(portal, user, outcomes) for user in portal.users]
        try:
            began = time.monotonic()
            signed_in = await asyncio.gather(
                *(
                    password_sign_in(client, user.mobile, f"concurrent{user.index:05d}")
                    for client, user in zip(clients, portal.users, strict=True)
                ),
                return_exceptions=True,
            )
            sign_in_errors = len(outcomes.server_errors)
            print(
                f"\n{USERS} concurrent sign-ins: {sum(signed_on(answer) for answer in signed_in)} "
                f"signed in, {sign_in_errors} server errors, {time.monotonic() - began:.1f} s"
            )
            assert [answer for answer in signed_in if not signed_on(answer)] == []
            tokens = [answer["body"]["accessToken"] for answer in signed_in]  # type: ignore[index]

            calls = [
                (client, token, call, body)
                for client, token, user in zip(clients, tokens, portal.users, strict=True)
                for call, body in writes(user)
            ]
            began = time.monotonic()
            answered = await asyncio.gather(
                *(write(client, token, call, body) for client, token, call, body in calls),
                return_exceptions=True,
            )
        finally:
            for client in clients:
                await client.aclose()
        refused = [
            f"{call}: {answer!r}"
            for (_, _, call, _), answer in zip(calls, answered, strict=True)
            if not isinstance(answer, dict) or not answer["ok"]
        ]
        print(
            f"{len(calls)} concurrent writes: {len(calls) - len(refused)} succeeded, "
            f"{len(outcomes.server_errors) - sign_in_errors} server errors, "
            f"{time.monotonic() - began:.1f} s"
        )

        assert outcomes.server_errors == []
        assert refused == []
        assert "database is locked" not in portal.log.read_text()
        await self.assert_every_write_landed_once(portal)

    async def assert_every_write_landed_once(self, portal: EmbeddedPortal) -> None:
        customer = portal.settings["customer"].sqlalchemy_url
        auth = portal.settings["auth"].sqlalchemy_url
        users = portal.users
        invitees = [invitee_mobile(user, n) for user in users for n in range(INVITATIONS)]
        people = [employee_mobile(user, n) for user in users for n in range(EMPLOYEES)]
        employee_codes = [user.employee_code for user in users]

        invitations = await counts(
            customer,
            "SELECT mobile, count(*) FROM invitation WHERE mobile IN :values GROUP BY mobile",
            invitees,
        )
        employees = await counts(
            customer,
            "SELECT mobile, count(*) FROM employee WHERE mobile IN :values GROUP BY mobile",
            people,
        )
        accounts = await counts(
            auth,
            "SELECT mobile, count(*) FROM user_account WHERE mobile IN :values GROUP BY mobile",
            people,
        )
        notices = await counts(
            customer,
            "SELECT employee_code || ' ' || notice_code, count(*) FROM employee_sms_notice "
            "WHERE employee_code IN :values GROUP BY employee_code, notice_code",
            employee_codes,
        )

        assert invitations == dict.fromkeys(invitees, 1)
        assert employees == dict.fromkeys(people, 1)
        assert accounts == dict.fromkeys(people, 1)
        assert notices == {f"{code} {notice}": 1 for code in employee_codes for notice in NOTICES}
