"""Sessions and access tokens: the signing key, loaded once at start, and a new session."""

import asyncio
from dataclasses import dataclass
from datetime import datetime

from fastapi import FastAPI

from auth.clients.customer import ActiveEmployee, EmployeeGrant
from auth.signin.deps import SignInContext
from portal_kit.clock import Clock, SystemClock
from portal_kit.sessions import Session
from portal_kit.settings import BaseServiceSettings
from portal_kit.tokens import TokenSigner


class AppClock:
    """The clock on ``app.state.clock`` at each reading (tests put theirs there after start)."""

    def __init__(self, app: FastAPI) -> None:
        self._app = app

    def now(self) -> datetime:
        clock: Clock = getattr(self._app.state, "clock", None) or SystemClock()
        return clock.now()


async def load_token_signer(app: FastAPI) -> None:
    """Start-up step: the token signing key (created only in dev and test modes)."""
    settings: BaseServiceSettings = app.state.settings
    app.state.token_signer = await asyncio.to_thread(
        TokenSigner.load_or_create,
        settings.token_key_directory,
        AppClock(app),
        settings.is_dev_like,
    )


@dataclass(frozen=True, slots=True)
class TokenPair:
    access_token: str
    refresh_token: str


def access_token(ctx: SignInContext, session: Session) -> str:
    return ctx.signer.issue(
        user_code=session.user_code,
        session_id=session.session_id,
        employee_code=session.employee_code,
        comp_code=session.comp_code,
        role=session.role,
        biz=session.biz,
    )


async def start_session(
    ctx: SignInContext, user_code: str, employee: ActiveEmployee | EmployeeGrant
) -> TokenPair:
    """A new session for ``employee``, idle-limited by ``failurePeriodSec``."""
    session, refresh_token = await ctx.sessions.create(
        user_code=user_code,
        employee_code=employee.employee_code,
        comp_code=employee.comp_code,
        role=employee.comp_role,
        biz=employee.comp_biz_code,
        idle_limit_sec=await ctx.param("failurePeriodSec"),
        user_agent=ctx.user_agent,
        ip=ctx.ip,
    )
    return TokenPair(access_token(ctx, session), refresh_token)
