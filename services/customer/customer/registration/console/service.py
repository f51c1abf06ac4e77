"""The registration queue: the list, a case whole, and one identity field unmasked."""

from datetime import datetime
from typing import cast

from customer.company.deps import CompanyContext
from customer.company.identity import aware, masked_id
from customer.registration import service as registrations
from customer.registration.console.repository import RegistrationQueueRepository
from customer.registration.console.schemas import (
    RegistrationCase,
    RegistrationListQuery,
    RegistrationRow,
    RegistrationUnmask,
)
from customer.registration.errors import NO_REGISTRATION
from customer.registration.identity import LEGAL_REP_ID, REAL_NAME_ID
from customer.registration.models import APPROVED, PENDING, REJECTED, Registration
from customer.registration.repository import RegistrationRepository
from customer.registration.schemas import Status
from customer.review.documents import document
from customer.review.four_eyes import recommendation_read, stage_of
from customer.review.models import REGISTRATION
from customer.review.related import company_applications
from customer.review.repository import ReviewRepository
from customer.review.schemas import DecisionRead, UnmaskRead
from customer.review.trail import in_order, trail_entry
from customer.review.unmasking import record_unmask, unsealed
from portal_kit.errors import NotFound
from portal_kit.masking import mask_mobile
from portal_kit.operators import OperatorContext
from portal_kit.paging import Page

LICENCE = "BUSINESS_LICENCE"


def _when(moment: datetime | None) -> datetime | None:
    return aware(moment) if moment is not None else None


async def case_list(ctx: CompanyContext, query: RegistrationListQuery) -> Page[RegistrationRow]:
    rows, total = await RegistrationQueueRepository(ctx.db).page(query)
    found = [row[0] for row in rows]
    recommendations = await ReviewRepository(ctx.db).recommendations_of(
        REGISTRATION, [r.id for r in found]
    )
    return Page[RegistrationRow](
        rows=[
            RegistrationRow(
                id=r.id,
                status=cast(Status, r.status),
                stage=stage_of(r.status == PENDING, recommendations.get(r.id)),
                comp_code=r.comp_code,
                comp_name=r.comp_name,
                credit_code=r.credit_code,
                name=r.name,
                created_at=aware(r.created_at),
                submitted_at=_when(r.submitted_at),
                decided_at=_when(r.decided_at),
                recommendation=recommendation_read(recommendations.get(r.id)),
                operator_name=r.operator if r.status in (APPROVED, REJECTED) else None,
            )
            for r in found
        ],
        total=total,
    )


async def registration_of(ctx: CompanyContext, registration_id: int) -> Registration:
    registration = await RegistrationRepository(ctx.db).get(registration_id)
    if registration is None:
        raise NotFound(NO_REGISTRATION)
    return registration


def _decision(r: Registration) -> DecisionRead | None:
    if r.status not in (APPROVED, REJECTED):
        return None
    return DecisionRead(
        status=r.status,
        operator_code=r.operator_code,
        operator_name=r.operator,
        decided_at=_when(r.decided_at),
        reasons=dict(r.reasons or {}) if r.status == REJECTED else None,
    )


async def case_detail(ctx: CompanyContext, registration_id: int) -> RegistrationCase:
    r = await registration_of(ctx, registration_id)
    reviews = ReviewRepository(ctx.db)
    recommendation = await reviews.recommendation(REGISTRATION, r.id)
    documents = []
    if r.licence_file_token:
        documents.append(
            document(
                ctx.language,
                LICENCE,
                r.licence_file_token,
                r.licence_file_name,
                r.licence_content_type,
            )
        )
    return RegistrationCase(
        id=r.id,
        status=cast(Status, r.status),
        step=r.step,
        stage=stage_of(r.status == PENDING, recommendation),
        comp_code=r.comp_code,
        comp_name=r.comp_name,
        credit_code=r.credit_code,
        legal_name=r.legal_rep_name,
        legal_id_number=masked_id(ctx.sealer, r.legal_rep_id_number, LEGAL_REP_ID),
        province_code=r.province_code,
        area_code=r.area_code,
        address=r.address,
        comp_roles=registrations.comp_roles(r),
        invitation=await registrations.live_invitation(ctx, registrations.invite_code(ctx, r)),
        user_code=r.user_code,
        name=r.name,
        mobile=mask_mobile(r.mobile),
        real_name=r.real_name,
        real_name_id_number=masked_id(ctx.sealer, r.real_name_id_number, REAL_NAME_ID),
        real_name_at=_when(r.real_name_at),
        face_at=_when(r.face_at),
        documents=documents,
        created_at=aware(r.created_at),
        submitted_at=_when(r.submitted_at),
        employee_code=r.employee_code,
        recommendation=recommendation_read(recommendation),
        decision=_decision(r),
        trail=in_order(trail_entry(s) for s in await reviews.steps_of(REGISTRATION, r.id)),
        applications=await company_applications(
            ctx.db, r.comp_code, leave_out=(REGISTRATION, r.id)
        ),
    )


async def unmask(
    ctx: CompanyContext, operator: OperatorContext, body: RegistrationUnmask
) -> UnmaskRead:
    """One identity field whole, for a reviewer or approver; the field (never the value) is
    audited."""
    r = await registration_of(ctx, body.id)
    if body.field == "mobile":
        value: str | None = r.mobile
    elif body.field == "legalIdNumber":
        value = unsealed(ctx.sealer, r.legal_rep_id_number, LEGAL_REP_ID)
    else:
        value = unsealed(ctx.sealer, r.real_name_id_number, REAL_NAME_ID)
    await record_unmask(ctx.db, operator, "registration", r.id, body.field)
    return UnmaskRead(field=body.field, value=value)
