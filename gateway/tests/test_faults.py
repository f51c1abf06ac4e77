"""Issue 9, item 3: faults against the multi-process portal, as its users would meet them.

Six services and a gateway run as processes under supervisord (``distributed_portal``) on a
PostgreSQL and a Redis of this module's own (``private_servers``), so that stopping them
disturbs no other test run. One portal serves every scenario; each scenario puts back what it broke.

- a service killed: its calls answer 503 within 3 s, every other call keeps working;
- a service killed under the process manager (supervisord, as ``make run-distributed`` runs
  the portal): the others answer meanwhile, the manager starts it again and only it;
- a service paused (SIGSTOP, as a hung process): its calls answer 504 at the deadline while
  the others answer meanwhile;
- PostgreSQL restarted: 503 during (not 500, not a hang), everything back within 10 s with no
  process restarted, and what was committed before is still there;
- Redis restarted: sign-in, codes and protected calls fail closed during; afterwards they work
  again, and a session ended (or a refresh token burnt) before the restart stays ended.
"""

import asyncio
import subprocess
import sys
import time
from collections.abc import AsyncIterator, Awaitable, Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import httpx
import pytest

from gateway.supervised.config import config_path
from gateway.supervised.control import STARTUP_SECONDS
from portal_client.protection import SECRET_KEY_PATH, Protected, encrypt_to

from . import test_journey as journey
from .distributed import DistributedPortal, distributed_portal
from .private_servers import (
    PrivatePostgres,
    PrivateRedis,
    private_postgres,
    private_redis,
    require_binaries,
)

# One portal for the module, its tests on one xdist worker (make test's --dist loadgroup),
# after or before the other fault module's: two multi-process portals at once on 2 cores
# miss the scenarios' 2 s deadlines.
pytestmark = [pytest.mark.process, pytest.mark.xdist_group("multi-process-faults")]

# Short, so the scenarios are quick: a gateway gives a service this long to answer...
DEADLINE_SEC = 2.0
# ... and this long to accept a connection.
CONNECT_TIMEOUT_SEC = 1.0
# Issue 9: "503 within 3 s", "full recovery within 10 s".
UNAVAILABLE_WITHIN_SEC = 3.0
RECOVERY_WITHIN_SEC = 10.0
# "504 at the deadline": deadline ± this.
DEADLINE_TOLERANCE_SEC = 1.5

ADMIN = "13800000002"  # U0002, DEMO0001's administrator (EMP0004)
EMPLOYEE = "13800000003"  # U0003, a plain employee of DEMO0002 (EMP0005)
NEW_EMPLOYEE = "13912340001"
BURST = 8
# Calls of each other service while one is down.
ROUNDS = 5


@pytest.fixture(scope="module")
def servers() -> Iterator[tuple[PrivatePostgres, PrivateRedis]]:
    require_binaries()
    with private_postgres() as postgres, private_redis() as redis:
        yield postgres, redis


@contextmanager
def fault_portal(
    folder: Path, servers: tuple[PrivatePostgres, PrivateRedis]
) -> Iterator[DistributedPortal]:
    """The fault scenarios' multi-process portal: one gateway, short deadlines, its own
    PostgreSQL and Redis to stop."""
    postgres, redis = servers
    with distributed_portal(
        folder,
        database_url=postgres.url,
        redis_url=redis.url,
        gateways=1,
        gateway_settings={
            "GATEWAY_UPSTREAM_DEADLINE_SEC": str(DEADLINE_SEC),
            "GATEWAY_CONNECT_TIMEOUT_SEC": str(CONNECT_TIMEOUT_SEC),
        },
    ) as started:
        yield started


@pytest.fixture(scope="module")
def portal(
    servers: tuple[PrivatePostgres, PrivateRedis], tmp_path_factory: pytest.TempPathFactory
) -> Iterator[DistributedPortal]:
    with fault_portal(tmp_path_factory.mktemp("faults"), servers) as started:
        yield started


@pytest.fixture
def postgres(servers: tuple[PrivatePostgres, PrivateRedis]) -> PrivatePostgres:
    return servers[0]


@pytest.fixture
def redis(servers: tuple[PrivatePostgres, PrivateRedis]) -> PrivateRedis:
    return servers[1]


def new_page(portal: DistributedPortal) -> httpx.AsyncClient:
    """A browser page on this machine (127.0.0.1 is a known address of the demo users)."""
    return httpx.AsyncClient(base_url=portal.gateway_urls[0], auth=Protected(), timeout=20)


@pytest.fixture
async def page(portal: DistributedPortal) -> AsyncIterator[httpx.AsyncClient]:
    async with new_page(portal) as client:
        yield client


async def timed(
    client: httpx.AsyncClient, path: str, token: str | None = None, **options: Any
) -> tuple[dict[str, Any], float]:
    """The envelope of ``path`` (a call as the specification writes it, or a whole path), HTTP
    200 or not, and the seconds it took."""
    if token is not None:
        options["headers"] = journey.bearer(token)
    started = time.monotonic()
    url = path if path.startswith("/") else f"{journey.API}/{path}"
    response = await client.post(url, **options)
    envelope: dict[str, Any] = response.json()
    envelope["http"] = response.status_code
    return envelope, time.monotonic() - started


async def ok(
    client: httpx.AsyncClient, path: str, token: str | None = None, **options: Any
) -> bool:
    envelope, _ = await timed(client, path, token, **options)
    return envelope["ok"] is True


async def until_ok(check: Callable[[], Awaitable[bool]], within: float) -> float:
    """Seconds until ``check`` passes (polled); fails once ``within`` has gone by."""
    started = time.monotonic()
    while not await check():
        if time.monotonic() - started > within:
            pytest.fail(f"not recovered within {within} s")
        await asyncio.sleep(0.2)
    return time.monotonic() - started


CONTENT_CALL = "manage/article/getArticleList"


def database_calls(token: str) -> dict[str, dict[str, Any]]:
    """A call of each service that reads its database, with what it needs. Reference has none:
    it answers its platform lists from copies it keeps (``PLATFORM_LISTS``)."""
    return {
        CONTENT_CALL: {"json": {"pageNum": 1}},
        "cust/employee/info/comp": {"token": token, "params": {"productCode": "EC"}},
        "message/getIsUnreadNumbers": {"token": token, "params": {"receiveCompCode": "DEMO0001"}},
        "company/custAccount/login/view": {"token": token},  # auth
    }


# Platform data a service keeps rendered once it has read it (portal_kit.rendered_answers).
PLATFORM_LISTS = ("product/list", "province/list")


class TestServiceKilled:
    async def test_its_calls_answer_503_within_3_s_and_every_other_call_keeps_working(
        self, portal: DistributedPortal, page: httpx.AsyncClient
    ) -> None:
        token = (await journey.sign_in(page, ADMIN))["accessToken"]
        content = portal.servers["content"]
        assert (await timed(page, "product/list"))[0]["ok"] is True

        with content.down():
            products, products_sec = await timed(page, "product/list")
            # The product centre asks content for the products: it cannot answer either.
            permits, permits_sec = await timed(
                page, "cust/product/findAllByPermitStatus", token, params={"compCode": "DEMO0001"}
            )
            others = {
                path: (await timed(page, path, **options))[0]
                for path, options in database_calls(token).items()
                if path != CONTENT_CALL
            }
        # The process manager starts it again.
        await until_ok(lambda: ok(page, "product/list"), STARTUP_SECONDS)
        again, _ = await timed(page, "product/list")

        assert (products["http"], products["status"], products["ok"]) == (200, 503, False)
        assert products_sec < UNAVAILABLE_WITHIN_SEC
        assert (permits["status"], permits["ok"]) == (503, False)
        assert permits_sec < UNAVAILABLE_WITHIN_SEC
        assert {path: envelope["status"] for path, envelope in others.items()} == dict.fromkeys(
            others, 200
        )
        assert others["cust/employee/info/comp"]["body"]["compCode"] == "DEMO0001"
        assert again["ok"] is True
        assert [product["productCode"] for product in again["body"]][:2] == ["EC", "CRM"]
        print(
            f"\ncontent killed: product/list 503 after {products_sec:.2f} s, "
            f"findAllByPermitStatus 503 after {permits_sec:.2f} s"
        )


class TestServiceKilledUnderTheManager:
    async def test_the_others_answer_meanwhile_and_the_manager_starts_it_again_alone(
        self, portal: DistributedPortal, page: httpx.AsyncClient
    ) -> None:
        token = (await journey.sign_in(page, ADMIN))["accessToken"]
        calls = database_calls(token)
        auth_call = "company/custAccount/login/view"
        others = {path: options for path, options in calls.items() if path != auth_call}
        pids = {name: server.pid for name, server in portal.servers.items()}
        auth = portal.servers["auth"]

        with auth.down() as killed:
            refused, _ = await timed(page, auth_call, **calls[auth_call])
            meanwhile = [
                (await timed(page, path, **options))[0]["status"]
                for _ in range(ROUNDS)
                for path, options in others.items()
            ]
        # The manager saw it die: nobody starts it but supervisord.
        restarted_sec = await until_ok(lambda: ok(page, auth_call, token), STARTUP_SECONDS)
        answered, _ = await timed(page, auth_call, **calls[auth_call])
        # Signed in anew by the restarted auth, with a token everybody accepts.
        signed_in = await journey.sign_in(page, EMPLOYEE)
        theirs, _ = await timed(page, auth_call, signed_in["accessToken"])
        status = await asyncio.to_thread(supervisorctl_status, portal)

        assert (refused["http"], refused["status"], refused["ok"]) == (200, 503, False)
        assert meanwhile == [200] * (ROUNDS * len(others))
        assert answered["ok"] is True
        assert answered["body"]["mobile"] == "138****0002"
        assert theirs["ok"] is True
        assert theirs["body"]["mobile"] == "138****0003"
        assert auth.pid != killed
        assert pids["auth"] == killed
        # Every other process is the one that was running before.
        now = {name: server.pid for name, server in portal.servers.items()}
        assert {n: p for n, p in now.items() if n != "auth"} == {
            n: p for n, p in pids.items() if n != "auth"
        }
        # What an operator sees: `supervisorctl status`, every program running, auth anew.
        assert status == {name: ("RUNNING", pid) for name, pid in now.items()}
        print(
            f"\nauth killed under supervisord: the others answered {meanwhile.count(200)}/"
            f"{len(meanwhile)} calls meanwhile, auth answered again {restarted_sec:.2f} s after "
            f"the manager saw it die, {len(now) - 1} other PIDs unchanged"
        )


def supervisorctl_status(portal: DistributedPortal) -> dict[str, tuple[str, int]]:
    """``supervisorctl -c <the portal's supervisord.conf> status``, as an operator runs it:
    each program's state and PID (0 when not running)."""
    assert portal.manager is not None
    conf = config_path(portal.manager.control.var_dir)
    answer = subprocess.run(
        [sys.executable, "-m", "supervisor.supervisorctl", "-c", str(conf), "status"],
        capture_output=True,
        text=True,
        check=False,
    )
    programs = {}
    for line in answer.stdout.splitlines():
        name, state, *rest = line.split()
        pid = int(rest[1].rstrip(",")) if state == "RUNNING" else 0
        programs[name] = (state, pid)
    return programs


class TestServiceHung:
    async def test_its_calls_answer_504_at_the_deadline_while_the_others_answer(
        self, portal: DistributedPortal, page: httpx.AsyncClient
    ) -> None:
        token = (await journey.sign_in(page, ADMIN))["accessToken"]
        unread = {"params": {"receiveCompCode": "DEMO0001"}}
        message = portal.servers["message"]
        others = [path for path in database_calls(token) if path != "message/getIsUnreadNumbers"]

        # SIGSTOP: the process keeps its port, so connections are accepted and never answered.
        message.pause()
        try:
            slow = asyncio.create_task(timed(page, "message/getIsUnreadNumbers", token, **unread))
            await asyncio.sleep(0.3)  # the slow call is on its way first

            async def other(path: str) -> tuple[str, int, bool]:
                envelope, _ = await timed(page, path, **database_calls(token)[path])
                return path, envelope["status"], slow.done()

            meanwhile = await asyncio.gather(*(other(path) for path in others))
            stuck, stuck_sec = await slow
        finally:
            message.resume()
        back = await until_ok(
            lambda: ok(page, "message/getIsUnreadNumbers", token, **unread), RECOVERY_WITHIN_SEC
        )

        assert (stuck["http"], stuck["status"], stuck["ok"]) == (200, 504, False)
        assert abs(stuck_sec - DEADLINE_SEC) <= DEADLINE_TOLERANCE_SEC
        # Every other service answered, and before the stuck call gave up.
        assert meanwhile == [(path, 200, False) for path in others]
        assert back < RECOVERY_WITHIN_SEC
        print(f"\nmessage paused: 504 after {stuck_sec:.2f} s (deadline {DEADLINE_SEC} s)")


class TestPostgresRestarted:
    async def test_503_during_then_back_within_10_s_with_nothing_lost_or_restarted(
        self, portal: DistributedPortal, postgres: PrivatePostgres, page: httpx.AsyncClient
    ) -> None:
        token = (await journey.sign_in(page, ADMIN))["accessToken"]
        # Committed before the restart: an employee added (customer, and auth's new account)
        # and a message read (message).
        added, _ = await timed(
            page,
            "company/employee/add",
            token,
            json={"mobile": NEW_EMPLOYEE, "name": "故障测试", "roleCodes": ["E102"]},
        )
        assert added["ok"] is True, added
        listed, _ = await timed(page, "message/list", token, json={"readStatus": 0})
        read_id = listed["body"]["list"][0]["id"]
        assert (await timed(page, "message/detail", token, json={"id": read_id}))[0]["ok"]
        pids = {name: server.pid for name, server in portal.servers.items()}
        calls = database_calls(token)
        for path in PLATFORM_LISTS:
            assert (await timed(page, path))[0]["ok"], path

        postgres.stop("fast")
        try:
            during = {path: await timed(page, path, **options) for path, options in calls.items()}
            kept = {path: (await timed(page, path))[0] for path in PLATFORM_LISTS}
            signing_in = await attempt_sign_in(page, ADMIN)
        finally:
            postgres.start()

        async def all_answer() -> bool:
            answers = [await timed(page, path, **options) for path, options in calls.items()]
            return all(envelope["ok"] for envelope, _ in answers)

        recovered_sec = await until_ok(all_answer, RECOVERY_WITHIN_SEC)
        employees, _ = await timed(
            page, "company/employee/list", token, json={"mobile": NEW_EMPLOYEE}
        )
        read, _ = await timed(page, "message/list", token, json={"readStatus": 1})

        statuses = {
            path: (envelope["http"], envelope["status"]) for path, (envelope, _) in during.items()
        }
        assert statuses == dict.fromkeys(calls, (200, 503))
        # What the services keep rendered is still answered, as it was before.
        assert {
            path: (envelope["status"], bool(envelope["body"])) for path, envelope in kept.items()
        } == dict.fromkeys(PLATFORM_LISTS, (200, True))
        # Answered by the services themselves, not by the gateway giving up on them.
        assert max(seconds for _, seconds in during.values()) < DEADLINE_SEC
        assert signing_in["status"] == 503
        assert recovered_sec <= RECOVERY_WITHIN_SEC
        # No process was restarted to get there.
        assert {name: server.pid for name, server in portal.servers.items()} == pids
        assert all(server.is_running() for server in portal.servers.values())
        assert [e["mobile"] for e in employees["body"]["list"]] == ["139****0001"]
        assert read_id in [m["id"] for m in read["body"]["list"]]
        slowest = max(seconds for _, seconds in during.values())
        print(
            f"\nPostgreSQL stopped: 503 within {slowest:.2f} s; "
            f"every call back {recovered_sec:.2f} s after it started again"
        )


async def attempt_sign_in(client: httpx.AsyncClient, mobile: str) -> dict[str, Any]:
    """A password sign-in as the web app makes it; the envelope of the step that fails."""
    keys = (await client.post(SECRET_KEY_PATH)).json()["body"]
    captcha, _ = await timed(
        client, "login/user/verify/code", params={"browserID": journey.BROWSER}
    )
    if not captcha["ok"]:
        return captcha
    outbox = (await client.get("/api/dev/outbox", params={"to": journey.BROWSER})).json()["body"]
    password = encrypt_to(keys["credential"]["spki"], journey.DEMO_PASSWORD.encode())
    answer, _ = await timed(
        client,
        "login/user/mobileLoginWithSecurity",
        json={
            "loginType": "password",
            "mobile": mobile,
            "password": password,
            "code": outbox[0]["code"],
            "browserID": journey.BROWSER,
        },
    )
    return answer


class TestRedisRestarted:
    async def test_sign_in_codes_and_protected_calls_fail_closed_and_revocations_hold(
        self, portal: DistributedPortal, redis: PrivateRedis
    ) -> None:
        async with new_page(portal) as page, new_page(portal) as other_page:
            ended = await journey.sign_in(page, ADMIN)
            kept = await journey.sign_in(other_page, EMPLOYEE)
            assert (await timed(page, "login/user/logout", ended["accessToken"]))[0]["ok"]
            # A refresh token used once is burnt: presenting it again ends its session.
            renewed, _ = await timed(
                other_page,
                "employee/refresh/token",
                json={"refreshToken": kept["refreshToken"], "employeeCode": "EMP0005"},
            )
            token = renewed["body"]["accessToken"]
            companies = "cust/employee/comps/all"
            # Calls at once, as a page loads: the gateway holds several Redis connections.
            burst = [timed(other_page, companies, token) for _ in range(BURST)]
            assert all(envelope["ok"] for envelope, _ in await asyncio.gather(*burst))

            redis.stop()
            try:
                during = {
                    "captcha": await timed(
                        page, "login/user/verify/code", params={"browserID": journey.BROWSER}
                    ),
                    "sms token": await timed(
                        page, f"/api/login/sms/token/{journey.BROWSER}", json={"code": "AB12"}
                    ),
                    "sign-in": (await attempt_sign_in(page, ADMIN), 0.0),
                    "public call": await timed(other_page, "product/list"),
                    "signed-in call": await timed(other_page, companies, token),
                    "ended session": await timed(page, companies, ended["accessToken"]),
                    "renewal": await timed(
                        other_page,
                        "employee/refresh/token",
                        json={"refreshToken": renewed["body"]["refreshToken"]},
                    ),
                }
                # Behind the gateway too: auth itself refuses what it cannot check or record.
                async with httpx.AsyncClient(base_url=portal.service_urls["auth"]) as auth:
                    direct = {
                        path: (await auth.post(path, **options)).json()
                        for path, options in auth_sign_in_steps().items()
                    }
            finally:
                redis.start()

            # Back at once: a connection left from before the restart is no excuse.
            burst = [timed(other_page, companies, token) for _ in range(BURST)]
            first_after = [envelope["status"] for envelope, _ in await asyncio.gather(*burst)]
            recovered_sec = await until_ok(
                lambda: ok(page, "login/user/verify/code", params={"browserID": journey.BROWSER}),
                RECOVERY_WITHIN_SEC,
            )
            still_signed_in, _ = await timed(other_page, companies, token)
            still_ended, _ = await timed(page, companies, ended["accessToken"])
            burnt, _ = await timed(
                other_page,
                "employee/refresh/token",
                json={"refreshToken": kept["refreshToken"], "employeeCode": "EMP0005"},
            )
            after_burnt, _ = await timed(other_page, companies, token)
            signed_in_again = await attempt_sign_in(page, ADMIN)

        # Refused, never let through: each answers "unavailable" and nothing else.
        assert {
            name: (envelope["ok"], envelope["status"]) for name, (envelope, _) in during.items()
        } == dict.fromkeys(during, (False, 503))
        assert {path: envelope["status"] for path, envelope in direct.items()} == dict.fromkeys(
            direct, 503
        )
        assert first_after == [200] * BURST
        assert recovered_sec <= RECOVERY_WITHIN_SEC
        # The session and the burnt token were kept by Redis's append-only file ...
        assert still_signed_in["ok"] is True
        assert [c["compCode"] for c in still_signed_in["body"]] == ["DEMO0002"]
        # ... and so were the revocations.
        assert still_ended["http"] == 401
        assert burnt["status"] == 401
        assert after_burnt["http"] == 401
        assert signed_in_again["ok"] is True
        assert signed_in_again["body"]["next"] == "tokens"
        print(f"\nRedis restarted: sign-in back {recovered_sec:.2f} s after it started again")


def auth_sign_in_steps() -> dict[str, dict[str, Any]]:
    """Auth's sign-in steps as the gateway forwards them (plain JSON, no protection)."""
    portal_api = "/web/portal/api"
    browser = {"browserID": journey.BROWSER}
    return {
        f"{portal_api}/login/user/verify/code": {"params": browser},
        f"/login/sms/token/{journey.BROWSER}": {"json": {"code": "AB12"}},
        f"{portal_api}/sms/sendMobileCodeOfLoginWithSecurity": {
            "params": {**browser, "mobile": ADMIN, "smsToken": "a" * 24}
        },
        f"{portal_api}/login/user/mobileLoginWithSecurity": {
            "json": {"loginType": "sms", "mobile": ADMIN, "smsCode": "123456", **browser}
        },
    }
