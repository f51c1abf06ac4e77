"""The permit queue: the list, an application whole beside the applicant's verified identity,
and one ID number unmasked."""

from datetime import datetime

from customer.company.deps import CompanyContext
from customer.company.identity import REAL_NAME_ID, aware, masked_id
from customer.models import Company
from customer.permit import lifecycle
from customer.permit.console.repository import PermitQueueRepository
from customer.permit.console.schemas import (
    PermitCase,
    PermitQueueQuery,
    PermitQueueRow,
    PermitUnmask,
    VerifiedIdentityRead,
)
from customer.permit.errors import PermitNotFound
from customer.permit.identity import (
    VerifiedIdentity,
    identity_matches,
    verified_identity,
    voucher_number,
)
from customer.permit.models import VOUCHER_ID, Permit, PermitAudit
from customer.permit.repository import PermitRepository
from customer.review.documents import document
from customer.review.four_eyes import recommendation_read, stage_of
from customer.review.models import APPROVED, PERMIT, REJECTED, SUBMITTED
from customer.review.related import company_applications
from customer.review.repository import ReviewRepository
from customer.review.schemas import DecisionRead, TrailEntryRead, UnmaskRead
from customer.review.trail import in_order, trail_entry
from customer.review.unmasking import record_unmask
from portal_kit.operators import OperatorContext
from portal_kit.paging import Page

# A permit_audit entry's resulting status, as a step of the trail.
TRAIL_KINDS = {
    lifecycle.SUBMITTED: SUBMITTED,
    lifecycle.WITHDRAWN: "withdrawn",
    lifecycle.ACTIVE: APPROVED,
    lifecycle.REJECTED: REJECTED,
}
DECIDED = (lifecycle.ACTIVE, lifecycle.REJECTED)


def _when(moment: datetime | None) -> datetime | None:
    return aware(moment) if moment is not None else None


async def case_list(ctx: CompanyContext, query: PermitQueueQuery) -> Page[PermitQueueRow]:
    rows, total = await PermitQueueRepository(ctx.db).page(query)
    recommendations = await ReviewRepository(ctx.db).recommendations_of(
        PERMIT, [permit.id for permit, _ in rows]
    )
    return Page[PermitQueueRow](
        rows=[
            PermitQueueRow(
                id=p.id,
                comp_code=p.comp_code,
                comp_name=company.comp_name,
                credit_code=company.credit_code,
                product_code=p.prod_code,
                status=p.status,
                stage=stage_of(p.status in lifecycle.OPEN, recommendations.get(p.id)),
                applicant_name=p.applicant_name,
                submitted_at=aware(p.submitted_at),
                decided_at=_when(p.decided_at),
                recommendation=recommendation_read(recommendations.get(p.id)),
                operator_name=p.operator if p.status in DECIDED else None,
            )
            for p, company in rows
        ],
        total=total,
    )


async def permit_of(ctx: CompanyContext, permit_id: int) -> tuple[Permit, Company]:
    row = await PermitQueueRepository(ctx.db).get_with_company(permit_id)
    if row is None:
        raise PermitNotFound()
    return row[0], row[1]


def _audit_step(entry: PermitAudit) -> TrailEntryRead:
    return TrailEntryRead(
        kind=TRAIL_KINDS.get(entry.after_status, "statusChanged"),
        actor_type=entry.actor_type,
        actor_code=entry.actor_code,
        actor_name=entry.actor_name,
        reasons=entry.remark,
        at=aware(entry.created_at),
    )


def _verified_read(
    ctx: CompanyContext, verified: VerifiedIdentity | None
) -> VerifiedIdentityRead | None:
    if verified is None:
        return None
    record = verified.record
    return VerifiedIdentityRead(
        name=record.name,
        id_number=masked_id(ctx.sealer, record.id_number, REAL_NAME_ID),
        method=record.method,
        product_code=record.prod_code,
        passed_at=aware(record.passed_at),
    )


def _decision(p: Permit) -> DecisionRead | None:
    if p.status not in DECIDED:
        return None
    return DecisionRead(
        status=APPROVED if p.status == lifecycle.ACTIVE else REJECTED,
        operator_code=p.operator_code,
        operator_name=p.operator,
        decided_at=_when(p.decided_at),
        reasons=p.reason,
    )


async def case_detail(ctx: CompanyContext, permit_id: int) -> PermitCase:
    p, company = await permit_of(ctx, permit_id)
    permits, reviews = PermitRepository(ctx.db), ReviewRepository(ctx.db)
    recommendation = await reviews.recommendation(PERMIT, p.id)
    verified = await verified_identity(ctx.db, ctx.sealer, p.comp_code, p.applicant_user_code)
    documents = (await permits.documents_of([p.id])).get(p.id, [])
    trail = [_audit_step(entry) for entry in await permits.audit_of(p.id, None)]
    trail += [trail_entry(step) for step in await reviews.steps_of(PERMIT, p.id)]
    return PermitCase(
        id=p.id,
        comp_code=p.comp_code,
        comp_name=company.comp_name,
        credit_code=company.credit_code,
        product_code=p.prod_code,
        status=p.status,
        stage=stage_of(p.status in lifecycle.OPEN, recommendation),
        comp_role=p.comp_role,
        applicant_employee_code=p.applicant_employee_code,
        applicant_user_code=p.applicant_user_code,
        applicant_name=p.applicant_name,
        remark=p.remark,
        voucher_name=p.voucher_name,
        voucher_id_number=masked_id(ctx.sealer, p.voucher_id_number, VOUCHER_ID),
        verified_identity=_verified_read(ctx, verified),
        identity_matches=identity_matches(verified, voucher_number(ctx.sealer, p)),
        documents=[
            document(ctx.language, d.document_type, d.file_token, d.file_name, d.content_type)
            for d in documents
        ],
        submitted_at=aware(p.submitted_at),
        recommendation=recommendation_read(recommendation),
        decision=_decision(p),
        trail=in_order(trail),
        applications=await company_applications(ctx.db, p.comp_code, leave_out=(PERMIT, p.id)),
    )


async def unmask(ctx: CompanyContext, operator: OperatorContext, body: PermitUnmask) -> UnmaskRead:
    """The voucher's or the verified identity's ID number whole (audited: the field only)."""
    p, _ = await permit_of(ctx, body.id)
    if body.field == "voucherIdNumber":
        value = voucher_number(ctx.sealer, p)
    else:
        verified = await verified_identity(ctx.db, ctx.sealer, p.comp_code, p.applicant_user_code)
        value = verified.id_number if verified else None
    await record_unmask(ctx.db, operator, "permit", p.id, body.field)
    return UnmaskRead(field=body.field, value=value)
