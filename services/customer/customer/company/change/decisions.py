"""Operators decide a change of administrator: approved, the account moves to the person
applied for, in the decision's one transaction. The console (customer.company.change.console)
decides through here."""

import secrets
from typing import Any

from customer.audit import kinds
from customer.audit.recorder import Actor
from customer.audit.recorder import record as audit
from customer.clients.auth import auth_client
from customer.company.change.models import APPROVED, PENDING, REJECTED, AdminChangeApplication
from customer.company.change.repository import AdminChangeRepository
from customer.company.change.schemas import ChangeAccDecided
from customer.company.deps import CompanyContext
from customer.company.repository import CompanyDetailRepository
from customer.events import (
    ADMIN_CHANGED,
    COMPANY_CHANGE_DECIDED,
    admin_changed,
    company_change_decided,
)
from customer.models import ACTIVE, Employee
from customer.personnel.administration import transfer_administration
from customer.personnel.repository import PersonnelRepository
from customer.review.four_eyes import Decider, step
from customer.review.models import ADMIN_CHANGE
from customer.review.repository import ReviewRepository
from portal_kit.errors import Conflict, InvalidInput, NotFound
from portal_kit.i18n import Text
from portal_kit.validators import for_field

APPLICATION_NOT_FOUND = Text("The application does not exist.", "申请不存在")
ALREADY_DECIDED = Text("The application has already been decided.", "该申请已处理")
REASON_REQUIRED = for_field("reason", Text("is required when rejecting", "驳回时必须填写"))


async def _make_administrator(
    ctx: CompanyContext, application: AdminChangeApplication
) -> tuple[Employee, bool]:
    """The person of the application, an active employee holding the administrator account
    with E101; whoever held it before keeps their record but not the account nor E101."""
    user = await auth_client(ctx.app).ensure_user(
        application.mobile, application.name, ctx.language
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
    """Approve (the account moves, in this one transaction) or reject."""
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
    audit(
        ctx.db,
        application.comp_code,
        kinds.ADMIN_CHANGE_APPROVED if approve else kinds.ADMIN_CHANGE_REJECTED,
        Actor.operator(decider.code, decider.name),
        now,
        subject_code=str(application.id),
        subject_name=application.name,
        detail=reason or "",
    )
    await ctx.db.flush()
    return answer


def decided_events(
    decided: ChangeAccDecided, reason: str | None
) -> list[tuple[str, dict[str, Any]]]:
    """What to stage with the decision: the change of administrator (approved) and the
    decision itself."""
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
