"""The console's change-of-administrator queue (``/ops/admin-change/*``)."""

from fastapi import APIRouter

from customer.company.change import decisions as changes
from customer.company.change.console import decisions, service
from customer.company.change.console.schemas import (
    AdminChangeCase,
    AdminChangeDecide,
    AdminChangeListQuery,
    AdminChangeRecommend,
    AdminChangeRow,
    AdminChangeUnmask,
)
from customer.company.deps import CompanyDep
from customer.deps import Approver, CaseReader, Reviewer, Unmasker
from customer.review.schemas import CaseDecided, CaseRef, UnmaskRead
from portal_kit.envelope import Envelope, ok
from portal_kit.event_outbox import stage
from portal_kit.paging import Page

router = APIRouter(prefix="/ops/admin-change", tags=["console: changes of administrator"])


@router.post("/list")
async def case_list(
    ctx: CompanyDep, operator: CaseReader, body: AdminChangeListQuery | None = None
) -> Envelope[Page[AdminChangeRow]]:
    """A page of change-of-administrator applications (filters: status, stage, keyword,
    submitted dates)."""
    return ok(await service.case_list(ctx, body or AdminChangeListQuery()))


@router.post("/detail")
async def case_detail(
    ctx: CompanyDep, operator: CaseReader, body: CaseRef
) -> Envelope[AdminChangeCase]:
    """One application whole (ID number and mobile masked), its trail and the company's
    history."""
    return ok(await service.case_detail(ctx, body.id))


@router.post("/unmask")
async def unmask(
    ctx: CompanyDep, operator: Unmasker, body: AdminChangeUnmask
) -> Envelope[UnmaskRead]:
    """The person's ID number or mobile whole (reviewers and approvers; audited)."""
    return ok(await service.unmask(ctx, operator, body))


@router.post("/recommend")
async def recommend(
    ctx: CompanyDep, operator: Reviewer, body: AdminChangeRecommend
) -> Envelope[CaseDecided]:
    """A reviewer recommends approving or rejecting (with a reason) a pending application."""
    return ok(await decisions.recommend(ctx, operator, body))


@router.post("/decide")
async def decide(
    ctx: CompanyDep, operator: Approver, body: AdminChangeDecide
) -> Envelope[CaseDecided]:
    """An approver approves (the account moves), rejects or returns it to review."""
    answer, decided = await decisions.decide(ctx, operator, body)
    if decided is not None:
        for event_type, payload in changes.decided_events(decided, body.reasons):
            await stage(ctx.db, event_type, payload)
    return ok(answer)
