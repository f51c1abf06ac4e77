"""The readiness router's own rules (portal_kit.health), with checks written for the test:
what the body shows, which failures make a process unready, deadlines, log lines."""

import asyncio
import logging
import time

import httpx
import pytest
from fastapi import FastAPI, Request

from portal_kit.health import Check, Gate, NotReady, health_router


class Switch:
    """A dependency the test turns off and on."""

    def __init__(self) -> None:
        self.up = True

    async def probe(self, _request: Request) -> None:
        if not self.up:
            raise ConnectionError("connection refused by 10.0.0.7:6379 as user portal")


async def stubborn(_request: Request) -> None:
    """A check that hangs and ignores its cancellation for a while, as a driver stuck in a
    connect may."""
    try:
        await asyncio.sleep(60)
    except asyncio.CancelledError:
        await asyncio.sleep(1.5)
        raise


async def behind(_request: Request) -> None:
    raise NotReady("behind: database at 0001, code at 0002")


async def noted(_request: Request) -> str:
    return "ahead: database at 0003"


def client_of(checks: dict[str, Check]) -> httpx.AsyncClient:
    app = FastAPI()
    app.include_router(health_router("healthtest", checks))
    return httpx.AsyncClient(transport=httpx.ASGITransport(app=app), base_url="http://h.test")


@pytest.fixture
def switch() -> Switch:
    return Switch()


class TestBody:
    async def test_findings_are_shown_and_exceptions_are_not(self, switch: Switch) -> None:
        switch.up = False
        async with client_of(
            {"down": Check(switch.probe), "schema": Check(behind), "note": Check(noted)}
        ) as client:
            response = await client.get("/readyz")

        assert response.status_code == 503
        # The exception's text names a host and a user: it stays in the log.
        assert response.json() == {
            "status": "not ready",
            "checks": {
                "down": "unavailable",
                "schema": "behind: database at 0001, code at 0002",
                "note": "ahead: database at 0003",
            },
        }


class TestGates:
    async def test_a_check_gating_until_first_success_degrades_after_it(
        self, switch: Switch
    ) -> None:
        switch.up = False
        async with client_of({"kv": Check(switch.probe, gate=Gate.UNTIL_FIRST_SUCCESS)}) as client:
            never_reached = await client.get("/readyz")
            switch.up = True
            reached = await client.get("/readyz")
            switch.up = False
            lost = await client.get("/readyz")

        assert (never_reached.status_code, never_reached.json()["status"]) == (503, "not ready")
        assert (reached.status_code, reached.json()["status"]) == (200, "ready")
        assert (lost.status_code, lost.json()["status"]) == (200, "degraded")

    async def test_a_check_gating_always_fails_readiness_whenever_it_fails(
        self, switch: Switch
    ) -> None:
        async with client_of({"database": Check(switch.probe)}) as client:
            reached = await client.get("/readyz")
            switch.up = False
            lost = await client.get("/readyz")

        assert reached.status_code == 200
        assert (lost.status_code, lost.json()["status"]) == (503, "not ready")


class TestDeadline:
    async def test_a_check_slow_to_cancel_does_not_hold_the_answer(self, switch: Switch) -> None:
        async with client_of(
            {"stuck": Check(stubborn, deadline_s=0.2), "fine": Check(switch.probe)}
        ) as client:
            started = time.monotonic()
            response = await client.get("/readyz")
            took = time.monotonic() - started

        # asyncio.wait_for would have waited out the 1.5 s the check takes to end.
        assert took < 1.0
        assert response.json()["checks"] == {"stuck": "timed out after 0.2 s", "fine": "ok"}


class TestLogs:
    async def test_one_line_when_a_check_fails_and_one_when_it_passes_again(
        self, switch: Switch, caplog: pytest.LogCaptureFixture
    ) -> None:
        with caplog.at_level(logging.INFO, "portal_kit.health"):
            async with client_of({"database": Check(switch.probe)}) as client:
                await client.get("/readyz")
                switch.up = False
                for _ in range(3):
                    await client.get("/readyz")
                switch.up = True
                await client.get("/readyz")

        assert [record.getMessage() for record in caplog.records] == [
            "readiness check database failed: ConnectionError('connection refused by "
            "10.0.0.7:6379 as user portal')",
            "readiness check database passes again",
        ]
