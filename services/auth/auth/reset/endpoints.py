"""Password reset calls; public (the caller proves the mobile with captcha and SMS code)."""

from typing import Annotated

from fastapi import APIRouter, Query

from auth.reset import service
from auth.reset.schemas import ResetAccountCreate, ResetCreate, ResetDoneRead, ResetTicketRead
from auth.signin import sms
from auth.signin.deps import ContextDep
from auth.signin.schemas import CodeSentRead, SmsCodeQuery
from portal_kit.envelope import PORTAL_API, Envelope, ok

router = APIRouter(prefix=PORTAL_API, tags=["password reset"])


@router.post("/resetpwd/sendSmsCode")
async def send_reset_code(
    ctx: ContextDep, query: Annotated[SmsCodeQuery, Query()]
) -> Envelope[CodeSentRead]:
    """A 6-digit reset code by SMS (the same answer whether or not the number is known)."""
    return ok(await sms.send_public_code(ctx, query, service.PURPOSE))


@router.post("/resetpwd/account")
async def prove_account(ctx: ContextDep, body: ResetAccountCreate) -> Envelope[ResetTicketRead]:
    """Mobile, image code and SMS code: a ticket for the reset step (10 min)."""
    return ok(await service.prove_account(ctx, body))


@router.post("/resetpwd/reset")
async def reset(ctx: ContextDep, body: ResetCreate) -> Envelope[ResetDoneRead]:
    """Set a new password; every session of the user ends."""
    await service.reset(ctx, body)
    return ok(ResetDoneRead())
