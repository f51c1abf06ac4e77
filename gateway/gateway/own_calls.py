"""Calls the gateway answers itself (DESIGN §4: the request-protection public keys)."""

from fastapi import Request, Response

from gateway.route_table import Route
from portal_kit.envelope import envelope_response
from portal_kit.errors import NotImplementedYet
from portal_kit.i18n import request_language

# Answer 501 until request protection is built; the gateway's tests pin this list.
PENDING_CALLS = frozenset({"login/user/rsa/secretKey"})


async def answer(request: Request, route: Route) -> Response:
    error = NotImplementedYet()
    return envelope_response(error.status, error.msg.render(request_language(request)))
