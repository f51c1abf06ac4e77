"""Worker processes (portal_kit.workers), as a server runs them: a real parent process, its
forked workers on the shared port, signals and all. The app is a tiny ASGI one answering its
process id, served as every service is (``run_servers`` with ``server_options``)."""

import os
import signal
import subprocess
import sys
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import httpx
import pytest

from portal_kit.listeners import free_port
from portal_kit.testing import child_pids

STARTUP_SECONDS = 60
SERVER = """
import asyncio, os, sys
import uvicorn
from portal_kit.cli import run_servers, server_options
from portal_kit.settings import BaseServiceSettings
from portal_kit.workers import Listener, Workers, worker_index

settings = BaseServiceSettings(shutdown_grace_sec=10)

async def app(scope, receive, send):
    if scope["type"] == "lifespan":
        while True:
            message = await receive()
            if message["type"] == "lifespan.startup":
                failed = os.environ.get("FAIL_WORKER") == str(worker_index())
                await send({"type": "lifespan.startup." + ("failed" if failed else "complete")})
            else:
                await send({"type": "lifespan.shutdown.complete"})
                return
    if scope["path"] == "/slow":
        await asyncio.sleep(1.5)
    body = f"{os.getpid()} {worker_index()}".encode()
    await send({"type": "http.response.start", "status": 200,
                "headers": [(b"content-length", str(len(body)).encode())]})
    await send({"type": "http.response.body", "body": body})

def serve(sockets, ready):
    config = uvicorn.Config(app, **server_options(settings))
    run_servers([uvicorn.Server(config)], sockets, ready)

sys.exit(Workers([Listener("127.0.0.1", int(sys.argv[1]))], int(sys.argv[2]), serve).run())
"""


def answers(port: int, count: int) -> set[str]:
    """The workers (``pid index``) that answered ``count`` calls, each on a new connection."""
    seen = set()
    for _ in range(count):
        with httpx.Client() as client:
            seen.add(client.get(f"http://127.0.0.1:{port}/").text)
    return seen


def wait_for(condition: object, what: str) -> None:
    deadline = time.monotonic() + STARTUP_SECONDS
    while time.monotonic() < deadline:
        if condition():  # type: ignore[operator]
            return
        time.sleep(0.05)
    raise AssertionError(f"never {what}")


def answering(port: int) -> bool:
    try:
        return httpx.get(f"http://127.0.0.1:{port}/", timeout=1).status_code == 200
    except httpx.TransportError:
        return False


@contextmanager
def parent(
    port: int, workers: int, env: dict[str, str] | None = None
) -> Iterator[subprocess.Popen[str]]:
    process = subprocess.Popen(
        [sys.executable, "-c", SERVER, str(port), str(workers)],
        env={**os.environ, **(env or {})},
        stderr=subprocess.PIPE,
        text=True,
    )
    try:
        yield process
    finally:
        if process.poll() is None:
            process.kill()
            process.wait()
        for pid in child_pids(process.pid):
            os.kill(pid, signal.SIGKILL)


@pytest.mark.process
class TestWorkers:
    def test_every_worker_answers_on_the_one_port_and_sigterm_stops_them_all(self) -> None:
        port = free_port()
        with parent(port, 2) as process:
            wait_for(lambda: answering(port) and len(child_pids(process.pid)) == 2, "2 workers")
            workers = child_pids(process.pid)
            seen = answers(port, 60)
            slow: list[httpx.Response] = []
            call = threading.Thread(
                target=lambda: slow.append(httpx.get(f"http://127.0.0.1:{port}/slow", timeout=10))
            )
            call.start()
            time.sleep(0.5)
            process.send_signal(signal.SIGTERM)
            call.join()
            status = process.wait(timeout=20)

        # New connections spread over both workers, each answering from its own process.
        assert {int(answer.split()[0]) for answer in seen} == workers
        assert {answer.split()[1] for answer in seen} == {"0", "1"}
        # The call in flight when the stop came was answered; then every process ended.
        assert [response.status_code for response in slow] == [200]
        assert status == 0
        assert not any(Path(f"/proc/{pid}").exists() for pid in workers)

    def test_a_worker_that_dies_is_replaced(self) -> None:
        port = free_port()
        with parent(port, 2) as process:
            wait_for(lambda: answering(port) and len(child_pids(process.pid)) == 2, "2 workers")
            first = child_pids(process.pid)
            victim = min(first)
            os.kill(victim, signal.SIGKILL)
            wait_for(
                lambda: len(child_pids(process.pid) - {victim}) == 2, "a new worker in its place"
            )
            replaced = child_pids(process.pid)
            seen = answers(port, 60)
            process.send_signal(signal.SIGTERM)
            assert process.wait(timeout=20) == 0

        assert victim not in replaced
        assert {int(answer.split()[0]) for answer in seen} == replaced

    @pytest.mark.parametrize("failing", ["0", "1"])
    def test_a_worker_that_cannot_start_stops_every_worker_and_fails(self, failing: str) -> None:
        port = free_port()
        with parent(port, 2, {"FAIL_WORKER": failing}) as process:
            status = process.wait(timeout=STARTUP_SECONDS)
            stderr = process.stderr.read() if process.stderr else ""
            left = child_pids(process.pid)

        assert status == 1
        assert f"worker {failing}" in stderr
        assert "ended before it was ready" in stderr
        assert not left

    def test_a_second_server_on_a_port_in_use_fails_instead_of_sharing_it(self) -> None:
        port = free_port()
        with parent(port, 2) as first:
            wait_for(lambda: answering(port) and len(child_pids(first.pid)) == 2, "2 workers")
            workers = child_pids(first.pid)
            with parent(port, 2) as second:
                status = second.wait(timeout=STARTUP_SECONDS)
                stderr = second.stderr.read() if second.stderr else ""
            seen = answers(port, 20)
            first.send_signal(signal.SIGTERM)
            assert first.wait(timeout=20) == 0

        assert status == 1
        assert "Address already in use" in stderr
        # Every call still reaches the first server's workers, none a stray second one.
        assert {int(answer.split()[0]) for answer in seen} == workers


class TestEventConsumerNames:
    def test_each_worker_consumes_events_under_a_name_of_its_own(
        self, monkeypatch: pytest.MonkeyPatch
    ) -> None:
        from portal_kit import workers
        from portal_kit.events import Consumer

        alone = Consumer(None, "message", {}, name="message@pod-1")  # type: ignore[arg-type]
        names = []
        for index in (0, 1):
            monkeypatch.setattr(workers, "_index", index)
            names.append(Consumer(None, "message", {}, name="message@pod-1").name)  # type: ignore[arg-type]

        # A restarted worker finds its own pending entries again; two running never share.
        assert alone.name == "message@pod-1"
        assert names == ["message@pod-1#0", "message@pod-1#1"]
