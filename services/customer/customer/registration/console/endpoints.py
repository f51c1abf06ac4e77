"""The console's registration queue (``/ops/registration/*``)."""

from fastapi import APIRouter

from customer.company.deps import CompanyDep
from customer.deps import Approver, CaseReader, Reviewer, Unmasker
from customer.registration.console import decisions, service
from customer.registration.console.schemas import (
    RegistrationCase,
    RegistrationDecide,
    RegistrationListQuery,
    RegistrationRecommend,
    RegistrationRow,
    RegistrationUnmask,
)
from customer.review.schemas import CaseDecided, CaseRef, UnmaskRead
from portal_kit.envelope import Envelope, ok
from portal_kit.event_outbox import stage
from portal_kit.paging import Page

router = APIRouter(prefix="/ops/registration", tags=["console: registrations"])


@router.post("/list")
async def case_list(
    ctx: CompanyDep, operator: CaseReader, body: RegistrationListQuery | None = None
) -> Envelope[Page[RegistrationRow]]:
    """A page of registrations (filters: status, stage, keyword, submitted dates)."""
    return ok(await service.case_list(ctx, body or RegistrationListQuery()))


@router.post("/detail")
async def case_detail(
    ctx: CompanyDep, operator: CaseReader, body: CaseRef
) -> Envelope[RegistrationCase]:
    """One registration whole (identity numbers masked), its trail and the company's history."""
    return ok(await service.case_detail(ctx, body.id))


@router.post("/unmask")
async def unmask(
    ctx: CompanyDep, operator: Unmasker, body: RegistrationUnmask
) -> Envelope[UnmaskRead]:
    """One identity field whole (reviewers and approvers; audited)."""
    return ok(await service.unmask(ctx, operator, body))


@router.post("/recommend")
async def recommend(
    ctx: CompanyDep, operator: Reviewer, body: RegistrationRecommend
) -> Envelope[CaseDecided]:
    """A reviewer recommends approving or rejecting (reasons per field) a pending one."""
    return ok(await decisions.recommend(ctx, operator, body))


@router.post("/decide")
async def decide(
    ctx: CompanyDep, operator: Approver, body: RegistrationDecide
) -> Envelope[CaseDecided]:
    """An approver approves (the company is created), rejects or returns it to review."""
    decided, events = await decisions.decide(ctx, operator, body)
    for event in events:
        await stage(ctx.db, event.type, event.payload)
    return ok(decided)
