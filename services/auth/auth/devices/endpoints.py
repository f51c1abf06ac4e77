"""The security tab's sessions: the caller's own, and (administrators) their company's."""

from typing import Annotated

from fastapi import APIRouter, Query

from auth.deps import CurrentIdentity
from auth.devices import service
from auth.devices.schemas import CompanySessionRead, EndedRead, SessionKeyQuery, SessionRead
from auth.signin.deps import ContextDep, ReadingContextDep
from portal_kit.envelope import PORTAL_API, Envelope, ok

router = APIRouter(prefix=PORTAL_API, tags=["sessions"])


@router.post("/account/session/list")
async def my_sessions(
    ctx: ReadingContextDep, identity: CurrentIdentity
) -> Envelope[list[SessionRead]]:
    """The caller's active sessions: device, browser, IP and its region, started, last active."""
    return ok(await service.mine(ctx, identity))


@router.post("/account/session/end")
async def end_my_session(
    ctx: ContextDep, identity: CurrentIdentity, query: Annotated[SessionKeyQuery, Query()]
) -> Envelope[None]:
    """End one of the caller's other sessions; its next call is refused (401)."""
    await service.end_mine(ctx, identity, query.session_key)
    return ok(None)


@router.post("/account/session/endOthers")
async def end_my_other_sessions(ctx: ContextDep, identity: CurrentIdentity) -> Envelope[EndedRead]:
    """End every session of the caller but this one; how many ended."""
    return ok(await service.end_others(ctx, identity))


@router.post("/company/session/list")
async def company_sessions(
    ctx: ReadingContextDep, identity: CurrentIdentity
) -> Envelope[list[CompanySessionRead]]:
    """The active sessions of the company's employees (its administrator only)."""
    return ok(await service.company(ctx, identity))


@router.post("/company/session/end")
async def end_company_session(
    ctx: ContextDep, identity: CurrentIdentity, query: Annotated[SessionKeyQuery, Query()]
) -> Envelope[None]:
    """End an employee's session in the company (its administrator only)."""
    await service.end_in_company(ctx, identity, query.session_key)
    return ok(None)
