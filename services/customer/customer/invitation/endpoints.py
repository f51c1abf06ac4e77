from fastapi import APIRouter

from customer.company.deps import CompanyDep
from customer.deps import CurrentIdentity
from customer.invitation import service
from customer.invitation.schemas import (
    InvitationCode,
    InvitationCreate,
    InvitationInfo,
    InvitationIssued,
    InvitationPage,
    InvitationQuery,
    InvitationRead,
    InvitationRef,
)
from portal_kit.envelope import PORTAL_API, Envelope, ok

router = APIRouter(prefix=PORTAL_API, tags=["invitations"])


@router.post("/invitation/create")
async def create(
    ctx: CompanyDep, identity: CurrentIdentity, request: InvitationCreate
) -> Envelope[InvitationIssued]:
    """Invite a company: its contact gets an SMS with the registration link (7 days)."""
    return ok(await service.create(ctx, identity, request))


@router.post("/invitation/list")
async def invitation_list(
    ctx: CompanyDep, identity: CurrentIdentity, query: InvitationQuery
) -> Envelope[InvitationPage]:
    """A page of the company's invitations, newest first, optionally of one status."""
    return ok(await service.page(ctx, identity, query))


@router.post("/invitation/resend")
async def resend(
    ctx: CompanyDep, identity: CurrentIdentity, ref: InvitationRef
) -> Envelope[InvitationIssued]:
    """A new code and expiry for a pending or expired invitation, texted again."""
    return ok(await service.resend(ctx, identity, ref))


@router.post("/invitation/revoke")
async def revoke(
    ctx: CompanyDep, identity: CurrentIdentity, ref: InvitationRef
) -> Envelope[InvitationRead]:
    """Withdraw a pending or expired invitation: its link stops working."""
    return ok(await service.revoke(ctx, identity, ref))


@router.post("/invitation/info")
async def info(ctx: CompanyDep, query: InvitationCode) -> Envelope[InvitationInfo]:
    """Public: what the registration page pre-fills from an invitation code."""
    return ok(await service.info(ctx, query))
