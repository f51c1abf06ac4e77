"""Service-to-service routes (DESIGN §6): under ``/internal/``, behind the shared service token.

The gateway never routes ``/internal/`` from outside and never forwards this header, so only
a caller that holds the token (the gateway, another service, an operator tool) gets through.
"""

import hmac

from fastapi import Request

from portal_kit.errors import Forbidden
from portal_kit.settings import BaseServiceSettings

SERVICE_TOKEN_HEADER = "X-Service-Token"  # noqa: S105 (a header's name)
INTERNAL_PREFIX = "/internal"


async def require_service_token(request: Request) -> None:
    """A route dependency: status 403 unless the caller sends this deployment's token."""
    # Starlette decodes headers as latin-1: encoding back gives the bytes that were sent.
    settings: BaseServiceSettings = request.app.state.settings
    given = request.headers.get(SERVICE_TOKEN_HEADER, "").encode("latin-1")
    if not hmac.compare_digest(given, settings.service_token.encode("utf-8")):
        raise Forbidden()
