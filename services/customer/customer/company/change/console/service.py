"""The change-of-administrator queue: the list, an application whole, one field unmasked."""

from datetime import datetime

from customer.company.change.console.repository import AdminChangeQueueRepository
from customer.company.change.console.schemas import (
    AdminChangeCase,
    AdminChangeListQuery,
    AdminChangeRow,
    AdminChangeUnmask,
    AdministratorRead,
)
from customer.company.change.decisions import APPLICATION_NOT_FOUND
from customer.company.change.models import APPROVED, PENDING, REJECTED, AdminChangeApplication
from customer.company.deps import CompanyContext
from customer.company.identity import ADMIN_CHANGE_ID, aware, masked_id
from customer.company.repository import CompanyDetailRepository
from customer.models import Company
from customer.review.documents import document
from customer.review.four_eyes import recommendation_read, stage_of
from customer.review.models import ADMIN_CHANGE
from customer.review.related import company_applications
from customer.review.repository import ReviewRepository
from customer.review.schemas import DecisionRead, UnmaskRead
from customer.review.trail import in_order, trail_entry
from customer.review.unmasking import record_unmask, unsealed
from portal_kit.errors import NotFound
from portal_kit.masking import mask_mobile
from portal_kit.operators import OperatorContext
from portal_kit.paging import Page

LETTER = "AUTHORISATION_LETTER"
TARGET = "admin_change"


def _when(moment: datetime | None) -> datetime | None:
    return aware(moment) if moment is not None else None


async def case_list(ctx: CompanyContext, query: AdminChangeListQuery) -> Page[AdminChangeRow]:
    rows, total = await AdminChangeQueueRepository(ctx.db).page(query)
    recommendations = await ReviewRepository(ctx.db).recommendations_of(
        ADMIN_CHANGE, [application.id for application, _ in rows]
    )
    return Page[AdminChangeRow](
        rows=[
            AdminChangeRow(
                id=a.id,
                comp_code=a.comp_code,
                comp_name=company.comp_name,
                credit_code=company.credit_code,
                status=a.status,
                stage=stage_of(a.status == PENDING, recommendations.get(a.id)),
                name=a.name,
                applicant_name=a.applicant_name,
                submitted_at=aware(a.submitted_at),
                decided_at=_when(a.decided_at),
                recommendation=recommendation_read(recommendations.get(a.id)),
                operator_name=a.operator if a.status != PENDING else None,
            )
            for a, company in rows
        ],
        total=total,
    )


async def application_of(
    ctx: CompanyContext, application_id: int
) -> tuple[AdminChangeApplication, Company]:
    row = await AdminChangeQueueRepository(ctx.db).get_with_company(application_id)
    if row is None:
        raise NotFound(APPLICATION_NOT_FOUND)
    return row[0], row[1]


def _decision(a: AdminChangeApplication) -> DecisionRead | None:
    if a.status not in (APPROVED, REJECTED):
        return None
    return DecisionRead(
        status=a.status,
        operator_code=a.operator_code,
        operator_name=a.operator,
        decided_at=_when(a.decided_at),
        reasons=a.reason,
    )


async def case_detail(ctx: CompanyContext, application_id: int) -> AdminChangeCase:
    a, company = await application_of(ctx, application_id)
    reviews = ReviewRepository(ctx.db)
    recommendation = await reviews.recommendation(ADMIN_CHANGE, a.id)
    administrators = await CompanyDetailRepository(ctx.db).root_managers(a.comp_code)
    letter = document(
        ctx.language, LETTER, a.letter_file_token, a.letter_file_name, a.letter_content_type
    )
    return AdminChangeCase(
        id=a.id,
        comp_code=a.comp_code,
        comp_name=company.comp_name,
        credit_code=company.credit_code,
        status=a.status,
        stage=stage_of(a.status == PENDING, recommendation),
        name=a.name,
        mobile=mask_mobile(a.mobile),
        id_number=masked_id(ctx.sealer, a.id_number, ADMIN_CHANGE_ID),
        applicant_employee_code=a.applicant_employee_code,
        applicant_user_code=a.applicant_user_code,
        applicant_name=a.applicant_name,
        administrators=[
            AdministratorRead(
                employee_code=admin.employee_code,
                name=admin.name,
                mobile=mask_mobile(admin.mobile),
                status=admin.status,
            )
            for admin in administrators
        ],
        documents=[letter],
        submitted_at=aware(a.submitted_at),
        new_user_code=a.new_user_code,
        recommendation=recommendation_read(recommendation),
        decision=_decision(a),
        trail=in_order(trail_entry(s) for s in await reviews.steps_of(ADMIN_CHANGE, a.id)),
        applications=await company_applications(
            ctx.db, a.comp_code, leave_out=(ADMIN_CHANGE, a.id)
        ),
    )


async def unmask(
    ctx: CompanyContext, operator: OperatorContext, body: AdminChangeUnmask
) -> UnmaskRead:
    """The person's ID number or mobile whole (audited: the field only)."""
    a, _ = await application_of(ctx, body.id)
    if body.field == "mobile":
        value: str | None = a.mobile
    else:
        value = unsealed(ctx.sealer, a.id_number, ADMIN_CHANGE_ID)
    await record_unmask(ctx.db, operator, TARGET, a.id, body.field)
    return UnmaskRead(field=body.field, value=value)
