"""The operator port: the internal routes of embedded services, for the platform team's
break-glass commands (``portalctl operator ...``) and tools on this machine.

Operators' everyday work goes through the console's own listener, as named operators; the
internal routes reached here decide nothing on a customer's behalf.

In embedded mode the services live inside the gateway process, so their ``/internal/`` routes
have no address of their own. The gateway serves them on a second listener bound to the
loopback address, never on the public port: ``/<service>/internal/...`` reaches that
service's ``/internal/...``. Calls without a service token are refused here; every service
still checks the token's value itself.
"""

from collections.abc import Callable, Mapping

from starlette.types import ASGIApp, Receive, Scope, Send

from portal_kit.envelope import envelope_response
from portal_kit.internal import INTERNAL_PREFIX, SERVICE_TOKEN_HEADER

TOKEN_HEADER = SERVICE_TOKEN_HEADER.lower().encode("latin-1")


class OperatorPort:
    def __init__(self, service_apps: Callable[[], Mapping[str, ASGIApp]]) -> None:
        # Asked per call: the gateway's lifespan starts the embedded services after this
        # listener exists.
        self._service_apps = service_apps

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            return
        name, _, rest = scope["path"].removeprefix("/").partition("/")
        path = "/" + rest
        app = self._service_apps().get(name)
        if app is None or not path.startswith(INTERNAL_PREFIX + "/"):
            unknown = envelope_response(404, "unknown service or not an internal route", None, 404)
            await unknown(scope, receive, send)
            return
        if not any(key == TOKEN_HEADER for key, _ in scope["headers"]):
            no_token = envelope_response(403, "a service token is required", None, 403)
            await no_token(scope, receive, send)
            return
        await app(dict(scope, path=path, raw_path=path.encode(), root_path=""), receive, send)
