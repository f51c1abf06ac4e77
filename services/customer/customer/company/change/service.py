"""Change of administrator: a company applies, an operator decides, the account moves."""

import secrets
from typing import Any

from customer.clients.auth import auth_client
from customer.clients.content import content_client
from customer.company.change.models import APPROVED, PENDING, REJECTED, AdminChangeApplication
from customer.company.change.repository import AdminChangeRepository
from customer.company.change.schemas import (
    ChangeAccApply,
    ChangeAccDecided,
    ChangeAccDecision,
    ChangeAccListQuery,
    ChangeAccOperatorRead,
    ChangeAccRead,
)
from customer.company.deps import CompanyContext
from customer.company.identity import ADMIN_CHANGE_ID, aware, masked_id
from customer.company.repository import CompanyDetailRepository
from customer.events import (
    ADMIN_CHANGED,
    COMPANY_CHANGE_DECIDED,
    admin_changed,
    company_change_decided,
)
from customer.models import ACTIVE, Employee
from customer.personnel.access import caller
from customer.personnel.administration import transfer_administration
from customer.personnel.repository import PersonnelRepository
from customer.review.four_eyes import Decider, step
from customer.review.models import ADMIN_CHANGE
from customer.review.repository import ReviewRepository
from customer.review.submissions import submitted
from portal_kit.errors import Conflict, InvalidInput, NotFound, RoleRequired
from portal_kit.i18n import DEFAULT_LANGUAGE, Text
from portal_kit.masking import mask_mobile
from portal_kit.sealed import Sealer
from portal_kit.tokens import Identity
from portal_kit.validators import check_id_number, china_date, for_field, normalise_id_number

ONLY_ADMINISTRATOR = Text(
    "Only the company administrator can apply to change the administrator account.",
    "仅企业管理员可以申请变更管理员账号",
)
ALREADY_PENDING = Text(
    "The company already has a change of administrator waiting for review.",
    "企业已有待审核的管理员变更申请",
)
ALREADY_ADMINISTRATOR = for_field(
    "mobile",
    Text("this person already holds the administrator account", "该手机号已是企业管理员账号"),
)
LETTER_NOT_FOUND = for_field(
    "letterFileToken",
    Text(
        "must be an image or PDF you uploaded; please upload the signed letter again",
        "须为您本人上传的图片或PDF，请重新上传已签署的授权书",
    ),
)
APPLICATION_NOT_FOUND = Text("The application does not exist.", "申请不存在")
ALREADY_DECIDED = Text("The application has already been decided.", "该申请已处理")
REASON_REQUIRED = for_field("reason", Text("is required when rejecting", "驳回时必须填写"))


def _read(sealer: Sealer, application: AdminChangeApplication) -> ChangeAccRead:
    return ChangeAccRead(
        application_id=application.id,
        status=application.status,
        name=application.name,
        mobile=mask_mobile(application.mobile),
        id_number=masked_id(sealer, application.id_number, ADMIN_CHANGE_ID),
        letter_file_token=application.letter_file_token,
        applicant_name=application.applicant_name,
        submitted_at=aware(application.submitted_at),
        decided_at=aware(application.decided_at) if application.decided_at else None,
        reason=application.reason,
    )


async def apply(ctx: CompanyContext, identity: Identity, request: ChangeAccApply) -> ChangeAccRead:
    """The administrator (root manager or E101) of the session's company applies."""
    found = await caller(ctx.db, identity)
    if not found.administrator:
        raise RoleRequired(ONLY_ADMINISTRATOR)
    rule = check_id_number(request.id_number, china_date(ctx.now()))
    if rule is not None:
        raise InvalidInput(for_field("idNumber", rule.text))
    admins = await CompanyDetailRepository(ctx.db).root_managers(found.comp_code)
    if any(admin.mobile == request.mobile and admin.status == ACTIVE for admin in admins):
        raise InvalidInput(ALREADY_ADMINISTRATOR)
    repository = AdminChangeRepository(ctx.db)
    if await repository.has_pending(found.comp_code):
        raise Conflict(ALREADY_PENDING)
    # Last: it asks another service, and everything cheaper has passed.
    letter = await content_client(ctx.app).owned_file(
        request.letter_file_token, found.employee.user_code, allow_pdf=True
    )
    if letter is None:
        raise InvalidInput(LETTER_NOT_FOUND)
    now = ctx.now()
    application = AdminChangeApplication(
        comp_code=found.comp_code,
        applicant_employee_code=found.employee.employee_code,
        applicant_user_code=found.employee.user_code,
        applicant_name=found.employee.name,
        name=request.name,
        mobile=request.mobile,
        id_number=ctx.sealer.seal(normalise_id_number(request.id_number), ADMIN_CHANGE_ID),
        letter_file_token=letter.file_token,
        letter_file_name=letter.file_name[:255],
        letter_content_type=letter.content_type[:64],
        status=PENDING,
        submitted_at=now,
    )
    # A concurrent second application breaks the pending-only unique index: 409 as well.
    await repository.add(application)
    await submitted(
        ctx.db,
        ADMIN_CHANGE,
        application.id,
        found.employee.user_code,
        found.employee.name,
        now,
    )
    # The letter becomes a company file, so every colleague who sees the application reads
    # it; refused only when another company holds it (the applicant uploaded it there).
    if not await content_client(ctx.app).give_to_company(
        letter.file_token, found.employee.user_code, found.comp_code
    ):
        raise InvalidInput(LETTER_NOT_FOUND)
    return _read(ctx.sealer, application)


async def history(ctx: CompanyContext, identity: Identity) -> list[ChangeAccRead]:
    """The company's applications, newest first, for any of its active employees: the
    administrator who applied may no longer be one once it is approved."""
    found = await caller(ctx.db, identity)
    applications = await AdminChangeRepository(ctx.db).list_of_company(found.comp_code)
    return [_read(ctx.sealer, application) for application in applications]


async def _make_administrator(
    ctx: CompanyContext, application: AdminChangeApplication
) -> tuple[Employee, bool]:
    """The person of the application, an active employee holding the administrator account
    with E101; whoever held it before keeps their record but not the account nor E101."""
    # The text the person gets is in their language, not the deciding operator's: Chinese,
    # the platform's, as nothing tells theirs yet.
    user = await auth_client(ctx.app).ensure_user(
        application.mobile, application.name, DEFAULT_LANGUAGE
    )
    personnel = PersonnelRepository(ctx.db)
    await personnel.lock_company(application.comp_code)
    repository = AdminChangeRepository(ctx.db)
    new = await repository.employee_of_user(application.comp_code, user.user_code)
    if new is None:
        new = Employee(
            employee_code=f"EMP{secrets.token_hex(6).upper()}",
            comp_code=application.comp_code,
            user_code=user.user_code,
            name=application.name,
            mobile=user.mobile,
            status=ACTIVE,
            root_manager=0,
            created_at=ctx.now(),
        )
        personnel.add(new, [])
        await ctx.db.flush()
    new.status = ACTIVE
    previous: list[Employee | None] = [
        admin
        for admin in await CompanyDetailRepository(ctx.db).root_managers(application.comp_code)
        if admin.employee_code != new.employee_code
    ]
    # Normally one; none when the company lost its administrator, which is why it applied.
    for old in previous or [None]:
        await transfer_administration(ctx.db, new, old)
    return new, user.created


async def pending_application(ctx: CompanyContext, application_id: int) -> AdminChangeApplication:
    """The application, locked until the decision commits; only a pending one is decided."""
    application = await AdminChangeRepository(ctx.db).get_for_decision(application_id)
    if application is None:
        raise NotFound(APPLICATION_NOT_FOUND)
    if application.status != PENDING:
        raise Conflict(ALREADY_DECIDED)
    return application


async def apply_decision(
    ctx: CompanyContext,
    application: AdminChangeApplication,
    approve: bool,
    reason: str | None,
    decider: Decider,
) -> ChangeAccDecided:
    """Approve (the account moves, in this one transaction) or reject; console and operator
    tool alike decide through here."""
    if not approve and not reason:
        raise InvalidInput(REASON_REQUIRED)
    answer = ChangeAccDecided(
        application_id=application.id, status=REJECTED, comp_code=application.comp_code
    )
    if approve:
        employee, created = await _make_administrator(ctx, application)
        application.new_user_code = employee.user_code
        answer = ChangeAccDecided(
            application_id=application.id,
            status=APPROVED,
            comp_code=application.comp_code,
            user_code=employee.user_code,
            employee_code=employee.employee_code,
            user_name=employee.name,
            account_created=created,
        )
    now = ctx.now()
    application.status = answer.status
    application.reason = reason or None
    application.operator = decider.name
    application.operator_code = decider.code
    application.decided_at = now
    ReviewRepository(ctx.db).add_step(
        step(ADMIN_CHANGE, application.id, answer.status, decider, now, reason or None)
    )
    await ctx.db.flush()
    return answer


def decided_events(
    decided: ChangeAccDecided, reason: str | None
) -> list[tuple[str, dict[str, Any]]]:
    """What to publish once the decision committed: the change of administrator (approved)
    and the decision itself."""
    approved = decided.status == APPROVED
    events: list[tuple[str, dict[str, Any]]] = []
    if approved and decided.user_code and decided.user_name:
        payload = admin_changed(
            decided.comp_code, decided.user_code, decided.user_name, decided.application_id
        )
        events.append((ADMIN_CHANGED, payload))
    result = company_change_decided(
        decided.comp_code, decided.application_id, approved, decided.user_name, reason
    )
    events.append((COMPANY_CHANGE_DECIDED, result))
    return events


async def decide(ctx: CompanyContext, decision: ChangeAccDecision) -> ChangeAccDecided:
    """The operator tool's decision (internal route): no four-eyes, the operator's name as
    typed."""
    application = await pending_application(ctx, decision.application_id)
    decider = Decider(None, decision.operator)
    return await apply_decision(ctx, application, decision.approve, decision.reason, decider)


async def list_for_operators(
    ctx: CompanyContext, query: ChangeAccListQuery
) -> list[ChangeAccOperatorRead]:
    """For the operator tool: applications of every company, newest first."""
    rows = await AdminChangeRepository(ctx.db).list_for_operators(query.status)
    return [
        ChangeAccOperatorRead(
            **_read(ctx.sealer, application).model_dump(),
            comp_code=application.comp_code,
            comp_name=name,
            operator=application.operator,
        )
        for application, name in rows
    ]
