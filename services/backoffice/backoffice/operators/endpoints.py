"""Operator accounts: operations administrators change them, auditors read them."""

from fastapi import APIRouter

from backoffice.audit.own import Actor
from backoffice.deps import AuditReader, ContextDep, OpsAdmin
from backoffice.operators.repository import OperatorRepository
from backoffice.operators.schemas import (
    OnlineRow,
    OperatorCreate,
    OperatorCreated,
    OperatorDetail,
    OperatorQuery,
    OperatorRef,
    OperatorRow,
    OperatorUpdate,
    PasswordReset,
    SignInQuery,
    SignInRow,
)
from backoffice.operators.service import Operators, session_row
from backoffice.signin.log import SignInLog
from portal_kit.envelope import Envelope, ok
from portal_kit.paging import Page

router = APIRouter(prefix="/ops/operator", tags=["console operators"])


@router.post("/list")
async def operator_list(
    ctx: ContextDep, _: AuditReader, query: OperatorQuery
) -> Envelope[Page[OperatorRow]]:
    """Operators, by username; filter by keyword (username or name), role and status."""
    return ok(await Operators(ctx).page(query))


@router.post("/detail")
async def operator_detail(
    ctx: ContextDep, _: AuditReader, ref: OperatorRef
) -> Envelope[OperatorDetail]:
    """One operator with their recent sign-ins, live sessions and API token count."""
    return ok(await Operators(ctx).detail(ref.operator_code))


@router.post("/create")
async def create(
    ctx: ContextDep, operator: OpsAdmin, body: OperatorCreate
) -> Envelope[OperatorCreated]:
    """A new operator with a temporary password (shown once; replaced at first sign-in)."""
    return ok(await Operators(ctx).create(body, Actor.of(operator)))


@router.post("/update")
async def update(
    ctx: ContextDep, operator: OpsAdmin, body: OperatorUpdate
) -> Envelope[OperatorRow]:
    """Change an operator's name or roles (not one's own roles); new roles end their sessions."""
    return ok(await Operators(ctx).update(body, Actor.of(operator)))


@router.post("/disable")
async def disable(ctx: ContextDep, operator: OpsAdmin, ref: OperatorRef) -> Envelope[OperatorRow]:
    """Disable an operator (never oneself, never the last administrator); sessions end."""
    return ok(await Operators(ctx).set_status(ref.operator_code, False, Actor.of(operator)))


@router.post("/enable")
async def enable(ctx: ContextDep, operator: OpsAdmin, ref: OperatorRef) -> Envelope[OperatorRow]:
    """Enable a disabled operator; a sign-in lock on them is lifted too."""
    return ok(await Operators(ctx).set_status(ref.operator_code, True, Actor.of(operator)))


@router.post("/reset-mfa")
async def reset_mfa(ctx: ContextDep, operator: OpsAdmin, ref: OperatorRef) -> Envelope[OperatorRow]:
    """Forget an operator's authenticator (lost phone); they set one up at the next sign-in."""
    return ok(await Operators(ctx).reset_mfa(ref.operator_code, Actor.of(operator)))


@router.post("/reset-password")
async def reset_password(
    ctx: ContextDep, operator: OpsAdmin, ref: OperatorRef
) -> Envelope[PasswordReset]:
    """A temporary password for an operator (shown once); their sessions end."""
    return ok(await Operators(ctx).reset_password(ref.operator_code, Actor.of(operator)))


@router.post("/end-sessions")
async def end_sessions(ctx: ContextDep, operator: OpsAdmin, ref: OperatorRef) -> Envelope[int]:
    """End every session of an operator (forced sign-out); the number ended."""
    return ok(await Operators(ctx).end_sessions(ref.operator_code, Actor.of(operator)))


@router.post("/sign-ins")
async def sign_ins(
    ctx: ContextDep, _: AuditReader, query: SignInQuery
) -> Envelope[Page[SignInRow]]:
    """The console's login log, newest first: every attempt and its outcome."""
    total, rows = await SignInLog(ctx.db).page(
        query.operator_code or None, query.result or None, query.offset, query.page_size
    )
    return ok(Page(rows=[SignInRow.model_validate(row) for row in rows], total=total))


@router.post("/online")
async def online(ctx: ContextDep, _: AuditReader) -> Envelope[list[OnlineRow]]:
    """Operators signed in now, with each live session (console or API token)."""
    repository = OperatorRepository(ctx.db)
    rows: list[OnlineRow] = []
    for code in await repository.all_codes():
        sessions = await ctx.sessions.live_sessions(code)
        operator = await repository.get(code) if sessions else None
        if operator is not None:
            rows.append(
                OnlineRow(
                    operator_code=code,
                    username=operator.username,
                    name=operator.name,
                    sessions=[session_row(activity) for activity in sessions],
                )
            )
    return ok(rows)
