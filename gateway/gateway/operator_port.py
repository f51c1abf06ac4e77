"""The operator port: the internal routes of embedded services, for ``portalctl`` (DESIGN §8).

In embedded mode the services live inside the gateway process, so their ``/internal/`` routes
have no address of their own. The gateway serves them on a second listener bound to the
loopback address, never on the public port: ``/<service>/internal/...`` reaches that
service's ``/internal/...``. Calls without a service token are refused here; every service
still checks the token's value itself.
"""

from typing import Any

from starlette.types import ASGIApp, Receive, Scope, Send

from gateway.upstreams import Upstreams
from portal_kit.envelope import envelope_response
from portal_kit.internal import INTERNAL_PREFIX, SERVICE_TOKEN_HEADER

TOKEN_HEADER = SERVICE_TOKEN_HEADER.lower().encode("latin-1")


class OperatorPort:
    def __init__(self, gateway: Any) -> None:
        # The gateway app: its lifespan starts the embedded services this port reaches.
        self._gateway = gateway

    def _service_app(self, name: str) -> ASGIApp | None:
        upstreams: Upstreams | None = getattr(self._gateway.state, "upstreams", None)
        return upstreams.embedded_apps.get(name) if upstreams else None

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            return
        name, _, rest = scope["path"].removeprefix("/").partition("/")
        path = "/" + rest
        app = self._service_app(name)
        if app is None or not path.startswith(INTERNAL_PREFIX + "/"):
            unknown = envelope_response(404, "unknown service or not an internal route", None, 404)
            await unknown(scope, receive, send)
            return
        if not any(key == TOKEN_HEADER for key, _ in scope["headers"]):
            no_token = envelope_response(403, "a service token is required", None, 403)
            await no_token(scope, receive, send)
            return
        await app(dict(scope, path=path, raw_path=path.encode(), root_path=""), receive, send)
