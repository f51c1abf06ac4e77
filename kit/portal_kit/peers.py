"""Clients for service-to-service calls (DESIGN §6: internal routes, service token).

Embedded mode: the gateway hands every in-process service a client for each other one.
Distributed mode: a service that names a peer gets a client for the URL in its settings
(``<PREFIX>_<PEER>_URL``), made and closed by its lifespan.
"""

from collections.abc import Mapping

import httpx
from fastapi import FastAPI

from portal_kit.internal import SERVICE_TOKEN_HEADER

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


def remote_peer(url: str, service_token: str) -> httpx.AsyncClient:
    return httpx.AsyncClient(
        base_url=url, timeout=PEER_TIMEOUT, headers={SERVICE_TOKEN_HEADER: service_token}
    )


def in_process_peer(app: FastAPI, name: str, service_token: str) -> httpx.AsyncClient:
    transport = httpx.ASGITransport(app=app, raise_app_exceptions=False)
    return httpx.AsyncClient(
        transport=transport,
        base_url=f"http://{name}.embedded",
        timeout=PEER_TIMEOUT,
        headers={SERVICE_TOKEN_HEADER: service_token},
    )
