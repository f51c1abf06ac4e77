"""Everything a sign-in step needs from the request, gathered once per request."""

import ipaddress
from dataclasses import dataclass, field
from typing import Annotated

from fastapi import Depends, FastAPI, Request
from redis.asyncio import Redis
from sqlalchemy.ext.asyncio import AsyncSession

from auth.clients.customer import CustomerClient, customer_client
from auth.deps import KVDep, ReadingSessionDep, SessionDep
from auth.models import LoginLog
from auth.params import int_params
from auth.signin.repository import SignInRepository
from portal_kit.clock import Clock
from portal_kit.credential import get_credential_keys
from portal_kit.i18n import Language, request_language
from portal_kit.identity import app_clock
from portal_kit.keyring import KeyRing
from portal_kit.senders import EmailSender, SmsSender, email_sender, sms_sender
from portal_kit.sessions import SessionStore
from portal_kit.settings import BaseServiceSettings
from portal_kit.tokens import TokenSigner

UNKNOWN_ADDRESS = "unknown"


def client_ip(request: Request) -> str:
    """The first ``X-Forwarded-For`` address (the gateway sets it from what it saw), else
    the peer's address; a value that is not an IP address is not trusted."""
    first = request.headers.get("x-forwarded-for", "").split(",")[0].strip()
    for candidate in (first, request.client.host if request.client else ""):
        try:
            return str(ipaddress.ip_address(candidate))
        except ValueError:
            continue
    return UNKNOWN_ADDRESS


@dataclass
class SignInContext:
    app: FastAPI
    db: AsyncSession
    kv: Redis
    clock: Clock
    settings: BaseServiceSettings
    language: Language
    ip: str
    user_agent: str
    # The security parameters as this request read them: all at the first ask (one query
    # instead of one per parameter; a sign-in step asks for several).
    _params: dict[str, int] | None = field(default=None, init=False, repr=False)

    @property
    def now(self) -> int:
        return int(self.clock.now().timestamp())

    @property
    def sessions(self) -> SessionStore:
        return SessionStore(self.kv, self.clock)

    @property
    def signer(self) -> TokenSigner:
        signer: TokenSigner = self.app.state.token_signer
        return signer

    @property
    def credential_keys(self) -> KeyRing:
        keys: KeyRing = self.app.state.credential_keys
        return keys

    @property
    def sms(self) -> SmsSender:
        return sms_sender(self.app, self.kv)

    @property
    def email(self) -> EmailSender:
        return email_sender(self.app, self.kv)

    def customer(self) -> CustomerClient:
        return customer_client(self.app)

    async def param(self, key: str) -> int:
        if self._params is None:
            self._params = await int_params(self.db)
        return self._params[key]

    def log(self, user_code: str | None, method: str, result: str) -> None:
        """One login-log row: when, from where, how and how it ended (never a secret)."""
        SignInRepository(self.db).add_log(
            LoginLog(
                user_code=user_code,
                at=self.clock.now(),
                ip=self.ip,
                user_agent=self.user_agent,
                method=method,
                result=result,
            )
        )


def _context(request: Request, db: AsyncSession, kv: Redis) -> SignInContext:
    return SignInContext(
        app=request.app,
        db=db,
        kv=kv,
        clock=app_clock(request),
        settings=request.app.state.settings,
        language=request_language(request),
        ip=client_ip(request),
        user_agent=request.headers.get("user-agent", "")[:255],
    )


async def sign_in_context(request: Request, db: SessionDep, kv: KVDep) -> SignInContext:
    # The credential key ring is loaded at start-up; asking for it here fails early if not.
    get_credential_keys(request)
    return _context(request, db, kv)


async def reading_sign_in_context(
    request: Request, db: ReadingSessionDep, kv: KVDep
) -> SignInContext:
    """For a step that writes nothing to the database: no transaction to begin and commit
    (two round trips), and a write would fail instead of happening."""
    return _context(request, db, kv)


ContextDep = Annotated[SignInContext, Depends(sign_in_context)]
ReadingContextDep = Annotated[SignInContext, Depends(reading_sign_in_context)]
