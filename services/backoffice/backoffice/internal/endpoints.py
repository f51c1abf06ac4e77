"""Break-glass calls for ``portalctl operator create|disable|reset-mfa``: they bootstrap the
first administrator and recover a console nobody can sign in to any more.

They need the service token, which only the platform team holds; every other operator action
goes through the console's API as a named operator. Each is in the audit log as done by
``bootstrap`` (the platform team's name for who ran it, and from where).
"""

from datetime import datetime
from typing import Annotated

from fastapi import APIRouter, Depends, Request
from pydantic import Field

from backoffice.audit.own import BOOTSTRAP_CODE, BOOTSTRAP_VIA, Actor
from backoffice.deps import ContextDep
from backoffice.errors import UnknownOperator
from backoffice.operators.repository import OperatorRepository
from backoffice.operators.schemas import DisplayName, OperatorCreate, OperatorCreated, OperatorRow
from backoffice.operators.service import Operators
from portal_kit.envelope import Envelope, WireModel, ok
from portal_kit.internal import INTERNAL_PREFIX, require_service_token
from portal_kit.operators import client_address

router = APIRouter(
    prefix=f"{INTERNAL_PREFIX}/operator",
    tags=["internal"],
    dependencies=[Depends(require_service_token)],
)


class Bootstrap(WireModel):
    # Who runs the command (e.g. the platform engineer's login name), for the audit log.
    by: DisplayName


class BootstrapCreate(OperatorCreate, Bootstrap):
    pass


class BootstrapTarget(Bootstrap):
    username: Annotated[str, Field(min_length=1, max_length=32)]


def _actor(request: Request, by: str, at: datetime) -> Actor:
    return Actor(
        code=BOOTSTRAP_CODE,
        name=f"bootstrap: {by}"[:64],
        via=BOOTSTRAP_VIA,
        token_id="",
        ip=client_address(request),
        user_agent=request.headers.get("user-agent", "")[:255],
        at=at,
    )


async def _code_of(ctx: ContextDep, username: str) -> str:
    operator = await OperatorRepository(ctx.db).get_by_username(username.strip().lower())
    if operator is None:
        raise UnknownOperator()
    return operator.operator_code


@router.post("/create")
async def create(
    ctx: ContextDep, request: Request, body: BootstrapCreate
) -> Envelope[OperatorCreated]:
    """A new operator with a temporary password (shown once)."""
    actor = _actor(request, body.by, ctx.clock.now())
    created = await Operators(ctx).create(
        OperatorCreate(username=body.username, name=body.name, roles=body.roles), actor
    )
    return ok(created)


@router.post("/disable")
async def disable(
    ctx: ContextDep, request: Request, body: BootstrapTarget
) -> Envelope[OperatorRow]:
    """Disable an operator at once (e.g. a leaked account); their sessions end."""
    actor = _actor(request, body.by, ctx.clock.now())
    return ok(await Operators(ctx).set_status(await _code_of(ctx, body.username), False, actor))


@router.post("/reset-mfa")
async def reset_mfa(
    ctx: ContextDep, request: Request, body: BootstrapTarget
) -> Envelope[OperatorRow]:
    """Forget an operator's authenticator: they set one up at their next sign-in."""
    actor = _actor(request, body.by, ctx.clock.now())
    return ok(await Operators(ctx).reset_mfa(await _code_of(ctx, body.username), actor))
