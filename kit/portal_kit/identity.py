"""Who is calling: every service verifies the bearer token itself (DESIGN §6, defence in depth)."""

from typing import Annotated

from fastapi import Depends, Request

from portal_kit.clock import Clock, clock_of
from portal_kit.errors import NotSignedIn
from portal_kit.settings import BaseServiceSettings
from portal_kit.tokens import Identity, InvalidToken, TokenVerifier


def app_clock(request: Request) -> Clock:
    return clock_of(request.app)


def token_verifier(request: Request) -> TokenVerifier:
    """The app's verifier, made on first use from the shared token key folder."""
    verifier: TokenVerifier | None = getattr(request.app.state, "token_verifier", None)
    if verifier is None:
        settings: BaseServiceSettings = request.app.state.settings
        verifier = TokenVerifier.from_directory(settings.token_key_directory, app_clock(request))
        request.app.state.token_verifier = verifier
    return verifier


def bearer_token(request: Request) -> str | None:
    scheme, _, token = request.headers.get("authorization", "").partition(" ")
    return token.strip() if scheme.lower() == "bearer" and token.strip() else None


# ``async`` though it never awaits: FastAPI runs a plain function dependency in a worker
# thread, a hop per request; the check itself takes microseconds (verified tokens are kept).
async def current_identity(request: Request) -> Identity:
    token = bearer_token(request)
    if token is None:
        raise NotSignedIn()
    try:
        return token_verifier(request).verify(token)
    except InvalidToken as exc:
        raise NotSignedIn() from exc


CurrentIdentity = Annotated[Identity, Depends(current_identity)]


async def _request_clock(request: Request) -> Clock:
    return app_clock(request)


# The app's clock (tests replace it): what a call stamps or compares times with.
ClockDep = Annotated[Clock, Depends(_request_clock)]
