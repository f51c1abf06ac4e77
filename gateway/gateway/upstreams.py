"""Each service, in-process (embedded mode) or over the network (distributed), twice: the
upstream the proxy forwards browsers' calls to (gateway.forwarders), and an
``httpx.AsyncClient`` for the gateway's own few calls (probes, the credential key). Neither
tells the proxy which mode it runs in.
"""

from collections.abc import Mapping
from contextlib import AsyncExitStack

import httpx
from fastapi import FastAPI
from httpx_aiohttp import AiohttpTransport

from gateway.config import SERVICES, Settings
from gateway.forwarders import InProcessUpstream, RemoteUpstream
from gateway.http1 import Pool
from gateway.proxy import Upstream
from portal_kit.layout import load_service_spec
from portal_kit.peers import in_process_peer, remote_peer
from portal_kit.settings import BaseServiceSettings

# The gateway's own calls to a service (probes, the credential key), on httpx; browsers'
# calls go through a pool of Settings.upstream_connections.
MAX_CONNECTIONS = 200
MAX_KEEPALIVE = 64


def load_service_app(service: str, settings: BaseServiceSettings | None = None) -> FastAPI:
    """A service's app, imported only when it runs embedded (its package is optional here)."""
    spec = load_service_spec(service)
    return spec.create_app(settings or spec.settings_cls())


class Upstreams:
    def __init__(
        self,
        settings: Settings,
        service_settings: Mapping[str, BaseServiceSettings] | None = None,
    ) -> None:
        self._settings = settings
        self._service_settings = service_settings or {}
        self._clients: dict[str, httpx.AsyncClient] = {}
        self._upstreams: dict[str, Upstream] = {}
        self.embedded_apps: dict[str, FastAPI] = {}

    async def start(self, stack: AsyncExitStack) -> None:
        """Open every client (and start embedded apps); ``stack`` closes them in reverse."""
        # The embedded services' clients of each other close last, after every service has
        # stopped: a consumer still handling an event at shutdown may call another service.
        peers = await stack.enter_async_context(AsyncExitStack())
        for service in SERVICES:
            url = self._settings.service_url(service)
            if url:
                pool = Pool(
                    url, self._settings.connect_timeout_sec, self._settings.upstream_connections
                )
                stack.push_async_callback(pool.close)
                self._upstreams[service] = RemoteUpstream(
                    pool, self._settings.upstream_deadline_sec
                )
                client = self._remote_client(url)
            else:
                client = await self._embedded_client(service, stack)
                self._upstreams[service] = InProcessUpstream(self.embedded_apps[service], service)
            self._clients[service] = await stack.enter_async_context(client)
        await self._introduce_embedded_peers(peers)

    async def _introduce_embedded_peers(self, peers: AsyncExitStack) -> None:
        """Give every embedded service a client for each other service it has none for.

        Separate from the upstream clients: these carry the service token, which browser
        traffic must never carry.
        """
        token = self._settings.service_token
        for name, app in self.embedded_apps.items():
            for peer in SERVICES:
                if peer == name or peer in app.state.peers:
                    continue
                url = self._settings.service_url(peer)
                client = (
                    remote_peer(url, token)
                    if url
                    else in_process_peer(self.embedded_apps[peer], peer, token)
                )
                app.state.peers[peer] = await peers.enter_async_context(client)

    def client(self, service: str) -> httpx.AsyncClient:
        return self._clients[service]

    def upstream(self, service: str) -> Upstream:
        return self._upstreams[service]

    def _remote_client(self, url: str) -> httpx.AsyncClient:
        limits = httpx.Limits(
            max_connections=MAX_CONNECTIONS, max_keepalive_connections=MAX_KEEPALIVE
        )
        deadline = self._settings.upstream_deadline_sec
        timeout = httpx.Timeout(
            deadline,
            connect=self._settings.connect_timeout_sec,
            pool=self._settings.connect_timeout_sec,
        )
        return httpx.AsyncClient(
            base_url=url, transport=AiohttpTransport(limits=limits), timeout=timeout
        )

    async def _embedded_client(self, service: str, stack: AsyncExitStack) -> httpx.AsyncClient:
        app = load_service_app(service, self._service_settings.get(service))
        await stack.enter_async_context(app.router.lifespan_context(app))
        self.embedded_apps[service] = app
        # An exception inside a service must come back as its envelope, never as a crash here.
        transport = httpx.ASGITransport(app=app, raise_app_exceptions=False)
        return httpx.AsyncClient(transport=transport, base_url=f"http://{service}.embedded")
