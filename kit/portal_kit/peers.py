"""Clients for service-to-service calls (DESIGN §6: internal routes, service token).

Embedded mode: the gateway hands every in-process service a client for each other one.
Distributed mode: a service that names a peer gets a client for the URL in its settings
(``<PREFIX>_<PEER>_URL``), made and closed by its lifespan.
"""

import logging
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

import httpx
from fastapi import FastAPI

from portal_kit.errors import ServiceUnavailable
from portal_kit.internal import SERVICE_TOKEN_HEADER
from portal_kit.logs import request_id_var
from portal_kit.tracing import inject_trace

logger = logging.getLogger(__name__)

# A peer answers internal calls quickly or not at all: fail fast, the caller reports 503.
PEER_TIMEOUT = httpx.Timeout(5.0, connect=2.0)


class PeerUnavailable(Exception):
    """No client for that peer, or it did not answer."""


def peer_client(app: FastAPI, name: str) -> httpx.AsyncClient:
    peers: Mapping[str, httpx.AsyncClient] = getattr(app.state, "peers", {})
    client = peers.get(name)
    if client is None:
        raise PeerUnavailable(f"no client for the {name} service")
    return client


async def carry_context(request: httpx.Request) -> None:
    """The request being served goes along: its id (one id in every process's log lines for
    one user call) and, when tracing is on, its ``traceparent``."""
    request_id = request_id_var.get()
    if request_id:
        request.headers["x-request-id"] = request_id
    inject_trace(request.headers)


def remote_peer(url: str, service_token: str) -> httpx.AsyncClient:
    return httpx.AsyncClient(
        base_url=url,
        timeout=PEER_TIMEOUT,
        headers={SERVICE_TOKEN_HEADER: service_token},
        event_hooks={"request": [carry_context]},
    )


def in_process_peer(app: FastAPI, name: str, service_token: str) -> httpx.AsyncClient:
    transport = httpx.ASGITransport(app=app, raise_app_exceptions=False)
    return httpx.AsyncClient(
        transport=transport,
        base_url=f"http://{name}.embedded",
        timeout=PEER_TIMEOUT,
        headers={SERVICE_TOKEN_HEADER: service_token},
        event_hooks={"request": [carry_context]},
    )


@dataclass(frozen=True, slots=True)
class PeerAnswer:
    """A peer's envelope: ``msg`` is already in the language the call asked for."""

    status: int
    msg: str
    body: Any


async def ask_peer(
    http: httpx.AsyncClient,
    path: str,
    payload: Mapping[str, Any],
    headers: Mapping[str, str] | None = None,
) -> PeerAnswer:
    """POST an internal call and read its whole envelope.

    ``headers`` add to the client's: e.g. the user's ``Accept-Language``, so a peer's refusal
    can be shown to the user as it is. POSTs are never retried (STYLE §10): a peer that fails
    or answers without an envelope is ``ServiceUnavailable`` (status 503) and the user tries
    again.
    """
    try:
        response = await http.post(path, json=dict(payload), headers=dict(headers or {}))
    except httpx.HTTPError as exc:
        logger.warning("peer call %s failed: %s", path, type(exc).__name__)
        raise ServiceUnavailable() from exc
    try:
        envelope = response.json()
        status, msg = int(envelope["status"]), str(envelope.get("msg") or "")
        return PeerAnswer(status, msg, envelope.get("body"))
    except (ValueError, KeyError, TypeError) as exc:
        logger.warning("peer call %s answered HTTP %s without an envelope", path, response)
        raise ServiceUnavailable() from exc


async def call_peer(
    http: httpx.AsyncClient, path: str, payload: Mapping[str, Any]
) -> tuple[int, Any]:
    """POST an internal call: (envelope status, body); see ``ask_peer``."""
    answer = await ask_peer(http, path, payload)
    return answer.status, answer.body


def peer_or_unavailable(app: FastAPI, name: str) -> httpx.AsyncClient:
    """The client for a peer, or ``ServiceUnavailable`` when this process has none."""
    try:
        return peer_client(app, name)
    except PeerUnavailable as exc:
        raise ServiceUnavailable() from exc
