"""The console's product permit queue (``/ops/permit/*``)."""

from fastapi import APIRouter

from customer.company.deps import CompanyDep
from customer.deps import Approver, CaseReader, Reviewer, Unmasker
from customer.permit.console import decisions, service
from customer.permit.console.schemas import (
    PermitCase,
    PermitDecide,
    PermitQueueQuery,
    PermitQueueRow,
    PermitRecommend,
    PermitUnmask,
)
from customer.permit.events import stage_decided
from customer.review.schemas import CaseDecided, CaseRef, UnmaskRead
from portal_kit.envelope import Envelope, ok
from portal_kit.paging import Page

router = APIRouter(prefix="/ops/permit", tags=["console: product permits"])


@router.post("/list")
async def case_list(
    ctx: CompanyDep, operator: CaseReader, body: PermitQueueQuery | None = None
) -> Envelope[Page[PermitQueueRow]]:
    """A page of permit applications (filters: status, product, stage, keyword, dates)."""
    return ok(await service.case_list(ctx, body or PermitQueueQuery()))


@router.post("/detail")
async def case_detail(ctx: CompanyDep, operator: CaseReader, body: CaseRef) -> Envelope[PermitCase]:
    """One application whole, beside the applicant's verified identity (both masked)."""
    return ok(await service.case_detail(ctx, body.id))


@router.post("/unmask")
async def unmask(ctx: CompanyDep, operator: Unmasker, body: PermitUnmask) -> Envelope[UnmaskRead]:
    """The voucher's or the verified ID number whole (reviewers and approvers; audited)."""
    return ok(await service.unmask(ctx, operator, body))


@router.post("/recommend")
async def recommend(
    ctx: CompanyDep, operator: Reviewer, body: PermitRecommend
) -> Envelope[CaseDecided]:
    """A reviewer recommends approving or rejecting (with a reason) an open application."""
    return ok(await decisions.recommend(ctx, operator, body))


@router.post("/decide")
async def decide(ctx: CompanyDep, operator: Approver, body: PermitDecide) -> Envelope[CaseDecided]:
    """An approver approves (the product opens), rejects or returns it to review."""
    answer, decided = await decisions.decide(ctx, operator, body)
    if decided is not None:
        await stage_decided(ctx.app, ctx.db, decided, body.reasons)
    return ok(answer)
