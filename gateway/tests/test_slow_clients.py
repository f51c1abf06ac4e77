"""Slow, stalled, oversized and vanishing clients against the gateway and a service as real
processes: both serve with the kit's limits (portal_kit.client_limits), set from their
environment. The limits themselves are tested in kit/tests/test_client_limits.py."""

import json
import socket
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from portal_kit.settings import BaseServiceSettings

from .processes import free_port, running, service_environment
from .test_processes import gateway_environment

pytestmark = pytest.mark.process

PROVINCES = "/api/web/portal/api/province/list"
# Far past every limit: a loaded machine has answered (or closed) long before this.
BOUND_SEC = 15.0
SHORT_LIMITS = {"CLIENT_HEADER_TIMEOUT_SEC": "1", "CLIENT_BODY_TIMEOUT_SEC": "1"}


@contextmanager
def connection(port: int) -> Iterator[socket.socket]:
    with socket.create_connection(("127.0.0.1", port), timeout=BOUND_SEC) as conn:
        yield conn


def head(method: str, path: str, *headers: str, complete: bool = True) -> bytes:
    lines = [f"{method} {path} HTTP/1.1", "host: portal.test", *headers]
    return ("".join(line + "\r\n" for line in lines) + ("\r\n" if complete else "")).encode()


def answer(conn: socket.socket) -> tuple[int, bytes]:
    """The next answer's status and body; 0 when the server closed without one."""
    received = b""
    while b"\r\n\r\n" not in received:
        chunk = conn.recv(65536)
        if not chunk:
            return 0, b""
        received += chunk
    status_head, _, body = received.partition(b"\r\n\r\n")
    lines = status_head.decode("latin-1").split("\r\n")
    headers = dict(line.lower().split(": ", 1) for line in lines[1:])
    while len(body) < int(headers.get("content-length", "0")):
        body += conn.recv(65536)
    return int(lines[0].split()[1]), body


def dribbled_answer(conn: socket.socket) -> int:
    """A head sent one line every half second until the server answers."""
    conn.sendall(head("GET", "/healthz", complete=False))
    conn.settimeout(0.5)
    deadline = time.monotonic() + BOUND_SEC
    while time.monotonic() < deadline:
        try:
            return answer(conn)[0]
        except TimeoutError:
            conn.sendall(b"x-line: still coming\r\n")
    raise AssertionError(f"the head was still being read after {BOUND_SEC} s")


def status_of(port: int, request: bytes) -> int:
    with connection(port) as conn:
        conn.sendall(request)
        return answer(conn)[0]


def log_records(log: Path) -> list[dict[str, object]]:
    lines = log.read_text(errors="replace").splitlines()
    return [json.loads(line) for line in lines if line.startswith("{")]


def logged_once_there(log: Path, words: str, times: int) -> list[dict[str, object]]:
    """The log's records once ``words`` appear in ``times`` of them (or after a while)."""
    deadline = time.monotonic() + BOUND_SEC
    while True:
        records = log_records(log)
        found = sum(words in str(record.get("message")) for record in records)
        if found >= times or time.monotonic() > deadline:
            return records
        time.sleep(0.1)


class TestGateway:
    def test_slow_stalled_oversized_and_vanishing_clients(
        self,
        embedded_settings: dict[str, BaseServiceSettings],
        tmp_path: Path,
        gateway_var_dir: Path,
    ) -> None:
        # One scenario, because every process start costs seconds.
        port, log = free_port(), tmp_path / "gateway.log"
        env = gateway_environment(embedded_settings, free_port(), tmp_path, gateway_var_dir)
        env |= {f"GATEWAY_{name}": value for name, value in SHORT_LIMITS.items()}
        # Unprotected calls read their body (protection would refuse them before): the
        # stalled and the abandoned body below reach the gateway's reading of it.
        env |= {"GATEWAY_PROTECTION": "optional", "GATEWAY_LOG_FORMAT": "json"}
        province_list = head(
            "POST", PROVINCES, "content-type: application/json", "content-length: 1000"
        )
        with running("gateway", port, env, log):
            with connection(port) as dribbling:
                dribbled = dribbled_answer(dribbling)
            with connection(port) as stalled:
                stalled.sendall(province_list + b'{"a"')
                # Meanwhile, the gateway serves everybody else.
                served_meanwhile = status_of(port, head("GET", "/healthz"))
                stalled_status, _ = answer(stalled)
            big_header = status_of(port, head("GET", "/healthz", "x-big: " + "a" * 100_000))
            many_headers = status_of(
                port, head("GET", "/healthz", *(f"x-h{n}: v" for n in range(1000)))
            )
            with connection(port) as leaving:
                leaving.sendall(province_list + b'{"a"')
            with connection(port) as kept_alive:
                kept_alive.sendall(head("GET", "/healthz", "accept-language: en"))
                first = answer(kept_alive)[0]
                kept_alive.sendall(head("GET", "/healthz", "cookie: " + "c" * 4000))
                second = answer(kept_alive)[0]
            records = logged_once_there(log, "disconnected", times=2)

        assert dribbled == 408
        assert (stalled_status, served_meanwhile) == (408, 200)
        assert (big_header, many_headers) == (431, 431)
        assert (first, second) == (200, 200)
        left = [record for record in records if "disconnected" in str(record["message"])]
        assert [(record["level"], record["message"]) for record in left] == [
            ("INFO", f"client disconnected during POST {PROVINCES}"),
        ] * 2  # the stalled body (cut off) and the abandoned one
        assert not any("exception" in record for record in records)
        assert not [record for record in records if record["level"] in ("ERROR", "CRITICAL")]


class TestService:
    def test_a_service_on_its_own_has_the_same_limits(
        self, embedded_settings: dict[str, BaseServiceSettings]
    ) -> None:
        port = free_port()
        env = service_environment("REFERENCE_", embedded_settings["reference"])
        env |= {f"REFERENCE_{name}": value for name, value in SHORT_LIMITS.items()}
        with running("reference", port, env):
            with connection(port) as dribbling:
                dribbled = dribbled_answer(dribbling)
            many_headers = status_of(
                port, head("GET", "/healthz", *(f"x-h{n}: v" for n in range(1000)))
            )
            served = status_of(port, head("GET", "/healthz"))

        assert (dribbled, many_headers, served) == (408, 431, 200)
