"""Faults in the multi-process portal as the platform team watching it sees them.

The portal runs as in ``test_faults`` (six services and a gateway under supervisord, on a
PostgreSQL and a Redis of this module's own), scraped every second by a real Prometheus that
loads ``deploy/prometheus/alerts.yaml``: a fresh one per scenario, so that the rules' 5-minute
windows hold that scenario alone. Each scenario shows its alerts quiet on normal traffic, then
breaks one part while calls keep coming (as users keep trying), and checks that

- the matching counters rose, as scraped, by exactly the failures the callers saw: the
  gateway's upstream failures, the services' backend unavailable (database or kv), the
  answers with envelope status 503 or 504;
- each expected alert's ``expr`` from alerts.yaml, evaluated through the query API, returns the
  broken part's series, and the server's own evaluation of the rules holds the alert pending
  (its ``for:`` then decides when it fires: minutes no test waits for);

and, once the part is back, prints the seconds until the callers' calls are all answered
again and until every process is ready (docs/operations.md, "Runbooks: faults", records them).
"""

import asyncio
from collections.abc import AsyncIterator, Iterator
from urllib.parse import urlsplit

import httpx
import pytest

from . import test_journey as journey
from .alert_signals import RULES, Expected, totals, until_risen
from .distributed import DistributedPortal, Server
from .fault_scenario import (
    Callers,
    Envelope,
    normal,
    recovery,
    report,
    statuses,
    until_signalled,
)
from .private_prometheus import PrivatePrometheus, Target, private_prometheus, require_prometheus
from .private_servers import (
    PrivatePostgres,
    PrivateRedis,
    private_postgres,
    private_redis,
    require_binaries,
)
from .test_faults import database_calls, fault_portal, new_page

# One portal for the module, its tests on one xdist worker (make test's --dist loadgroup),
# after or before the other fault module's: two multi-process portals at once on 2 cores
# miss the scenarios' 2 s deadlines.
pytestmark = [pytest.mark.process, pytest.mark.xdist_group("multi-process-faults")]

ADMIN = "13800000002"  # U0002, DEMO0001's administrator
# Calls of each kind per round: the error-ratio rule counts a service's share only from 30
# calls in its 5-minute window (0.1/s), so a few rounds must get there.
CALLS_PER_ROUND = 10
# Calls to a hung service at once: each takes the deadline, so a round is slow; two rounds
# pass the error-ratio rule's floor.
SLOW_CALLS_AT_ONCE = 16


# The service that answers each of test_faults' calls that read a database.
ANSWERED_BY = {
    "manage/article/getArticleList": "content",
    "cust/employee/info/comp": "customer",
    "message/getIsUnreadNumbers": "message",
    "company/custAccount/login/view": "auth",
}


def metrics_target(server: Server) -> Target:
    """Where Prometheus scrapes a process, its own metrics port (``Server.metrics_url``): the
    one place in this module that knows it."""
    url = urlsplit(server.metrics_url)
    return Target(server.name, url.netloc, url.path)


# --- the portal and its servers ----------------------------------------------------------


@pytest.fixture(scope="module")
def servers() -> Iterator[tuple[PrivatePostgres, PrivateRedis]]:
    require_binaries()
    require_prometheus()
    with private_postgres() as postgres, private_redis() as redis:
        yield postgres, redis


@pytest.fixture(scope="module")
def portal(
    servers: tuple[PrivatePostgres, PrivateRedis], tmp_path_factory: pytest.TempPathFactory
) -> Iterator[DistributedPortal]:
    with fault_portal(tmp_path_factory.mktemp("fault-signals"), servers) as started:
        yield started


@pytest.fixture
def prometheus(portal: DistributedPortal) -> Iterator[PrivatePrometheus]:
    targets = [metrics_target(server) for server in portal.servers.values()]
    with private_prometheus(targets, RULES) as started:
        yield started


@pytest.fixture
def postgres(servers: tuple[PrivatePostgres, PrivateRedis]) -> PrivatePostgres:
    return servers[0]


@pytest.fixture
def redis(servers: tuple[PrivatePostgres, PrivateRedis]) -> PrivateRedis:
    return servers[1]


@pytest.fixture
async def page(portal: DistributedPortal) -> AsyncIterator[httpx.AsyncClient]:
    async with new_page(portal) as client:
        yield client


@pytest.fixture
def callers(page: httpx.AsyncClient) -> Callers:
    return Callers(page)


@pytest.fixture
async def token(page: httpx.AsyncClient) -> str:
    signed_in = await journey.sign_in(page, ADMIN)
    access: str = signed_in["accessToken"]
    return access


# --- the scenarios -------------------------------------------------------------------------


class TestServiceStopped:
    async def test_unreachable_failures_rise_and_the_upstream_and_target_alerts_fire(
        self, portal: DistributedPortal, prometheus: PrivatePrometheus, callers: Callers
    ) -> None:
        content = portal.servers["content"]
        expected = [
            Expected.of("PortalUpstreamUnreachable", upstream="content"),
            Expected.of("PortalTargetDown", job="content"),
            Expected.of("PortalHighErrorRatio", service="gateway"),
        ]
        unreachable = 'portal_upstream_failures_total{upstream="content",kind="unreachable"}'
        answered_503 = 'portal_requests_total{service="gateway",envelope="503"}'

        async def products() -> list[Envelope]:
            return await callers.at_once(
                *(callers.call("product/list") for _ in range(CALLS_PER_ROUND))
            )

        await normal(prometheus, expected, products)
        before = totals(prometheus, [unreachable, answered_503])

        await asyncio.to_thread(content.stop)
        try:
            signalled_sec, during = await until_signalled(prometheus, expected, products)
        finally:
            # From the start command: the process's own start-up is part of the recovery.
            starting = asyncio.create_task(asyncio.to_thread(content.start))
            back = await recovery(portal, products)
            await starting

        assert statuses(during) == {(200, 503)}
        # Calls while it was starting again count too: the callers saw them fail.
        failed = callers.answered(503)
        await until_risen(prometheus, before, {unreachable: failed, answered_503: failed})
        report("content stopped", signalled_sec, back, "its start command")


class TestServiceHung:
    async def test_deadline_failures_rise_and_the_deadline_and_latency_alerts_fire(
        self,
        portal: DistributedPortal,
        prometheus: PrivatePrometheus,
        callers: Callers,
        token: str,
    ) -> None:
        message = portal.servers["message"]
        unread = {"params": {"receiveCompCode": "DEMO0001"}}
        expected = [
            Expected.of("PortalUpstreamDeadline", upstream="message"),
            Expected.of("PortalSlowRequests", service="gateway"),
            Expected.of("PortalHighErrorRatio", service="gateway"),
        ]
        deadline = 'portal_upstream_failures_total{upstream="message",kind="deadline"}'
        answered_504 = 'portal_requests_total{service="gateway",envelope="504"}'

        async def unread_counts() -> list[Envelope]:
            return await callers.at_once(
                *(
                    callers.call("message/getIsUnreadNumbers", token, **unread)
                    for _ in range(SLOW_CALLS_AT_ONCE)
                )
            )

        # On a loaded machine a normal call may take over a second: that the latency rule
        # stays quiet on fast calls is shown by its unit tests (alerts_test.yaml).
        await normal(prometheus, expected[:1], unread_counts)
        before = totals(prometheus, [deadline, answered_504])

        # SIGSTOP: its port accepts connections and nothing answers, as a hung process.
        message.pause()
        try:
            signalled_sec, during = await until_signalled(prometheus, expected, unread_counts)
        finally:
            message.resume()
        back = await recovery(portal, unread_counts)

        assert statuses(during) == {(200, 504)}
        failed = callers.answered(504)
        await until_risen(prometheus, before, {deadline: failed, answered_504: failed})
        report("message hung", signalled_sec, back, "SIGCONT")


class TestPostgresStopped:
    async def test_database_unavailable_rises_and_the_backend_alerts_fire(
        self,
        portal: DistributedPortal,
        postgres: PrivatePostgres,
        prometheus: PrivatePrometheus,
        callers: Callers,
        token: str,
    ) -> None:
        calls = database_calls(token)
        owners = [ANSWERED_BY[path] for path in calls]
        expected = [
            *(
                Expected.of("PortalBackendUnavailable", service=owner, backend="database")
                for owner in owners
            ),
            *(Expected.of("PortalHighErrorRatio", service=owner) for owner in owners),
        ]

        def unavailable(service: str) -> str:
            return f'portal_backend_unavailable_total{{service="{service}",backend="database"}}'

        def answered_503(service: str) -> str:
            return f'portal_requests_total{{service="{service}",envelope="503"}}'

        async def reads() -> list[Envelope]:
            return await callers.at_once(
                *(
                    callers.call(path, **options)
                    for path, options in calls.items()
                    for _ in range(CALLS_PER_ROUND)
                )
            )

        await normal(prometheus, expected, reads)
        counted = [*owners, "gateway"]
        before = totals(prometheus, [*map(unavailable, counted), *map(answered_503, counted)])

        postgres.stop("fast")
        try:
            signalled_sec, during = await until_signalled(prometheus, expected, reads)
        finally:
            postgres.start()  # returns once it accepts connections
        back = await recovery(portal, reads)

        assert statuses(during) == {(200, 503)}
        # Each service counts the calls it could not answer; the gateway relays their 503s.
        failed = {ANSWERED_BY[path]: callers.answered(503, path) for path in calls}
        await until_risen(
            prometheus,
            before,
            {unavailable(service): count for service, count in failed.items()}
            | {answered_503(service): count for service, count in failed.items()}
            | {unavailable("gateway"): 0, answered_503("gateway"): callers.answered(503)},
        )
        report("PostgreSQL stopped", signalled_sec, back, "it accepted connections again")


class TestRedisStopped:
    async def test_kv_unavailable_rises_and_the_backend_alerts_fire(
        self,
        portal: DistributedPortal,
        redis: PrivateRedis,
        prometheus: PrivatePrometheus,
        callers: Callers,
        token: str,
    ) -> None:
        companies = "cust/employee/comps/all"
        expected = [
            Expected.of("PortalBackendUnavailable", service="gateway", backend="kv"),
            Expected.of("PortalHighErrorRatio", service="gateway"),
        ]
        unavailable = 'portal_backend_unavailable_total{service="gateway",backend="kv"}'
        answered_503 = 'portal_requests_total{service="gateway",envelope="503"}'

        async def signed_in_calls() -> list[Envelope]:
            # A signed-in call checks its session, a captcha is kept: both in Redis.
            return await callers.at_once(
                *(callers.call(companies, token) for _ in range(CALLS_PER_ROUND)),
                callers.call("login/user/verify/code", params={"browserID": journey.BROWSER}),
            )

        await normal(prometheus, expected, signed_in_calls)
        before = totals(prometheus, [unavailable, answered_503])

        redis.stop()
        try:
            signalled_sec, during = await until_signalled(prometheus, expected, signed_in_calls)
        finally:
            redis.start()  # returns once it answers PING
        back = await recovery(portal, signed_in_calls)

        assert statuses(during) == {(200, 503)}
        failed = callers.answered(503)
        await until_risen(prometheus, before, {unavailable: failed, answered_503: failed})
        report("Redis stopped", signalled_sec, back, "it answered again")
