"""Calls the gateway answers itself (DESIGN §4: the request-protection public keys, for the
portal and for the console)."""

from fastapi import Request, Response

from gateway.console_routes import KEY_HANDOUT
from gateway.protection.secret_key import SecretKey
from gateway.route_table import Route
from portal_kit.envelope import envelope_response
from portal_kit.errors import NotImplementedYet
from portal_kit.i18n import request_language

SECRET_KEY_CALL = "login/user/rsa/secretKey"  # noqa: S105 (a call's name)
KEY_HANDOUTS = frozenset({SECRET_KEY_CALL, KEY_HANDOUT})


async def answer(request: Request, route: Route) -> Response:
    if route.call in KEY_HANDOUTS:
        secret_key: SecretKey = request.app.state.secret_key
        return await secret_key.answer(request)
    # A call newly given to the gateway in the route table answers 501 until it is built.
    error = NotImplementedYet()
    return envelope_response(error.status, error.msg.render(request_language(request)))
