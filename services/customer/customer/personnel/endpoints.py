"""Personnel management calls of the account centre; all act on the token's company."""

from typing import Annotated

from fastapi import APIRouter, BackgroundTasks, Query

from customer.deps import CurrentIdentity, LanguageDep, SessionDep
from customer.events import ADMIN_CHANGED, EMPLOYEE_ADDED, admin_changed, employee_added
from customer.personnel import administration, service, sms_settings
from customer.personnel.deps import PersonnelContext, PersonnelDep
from customer.personnel.schemas import (
    AdminChange,
    AdminCodeSentRead,
    EmployeeCreate,
    EmployeeCreated,
    EmployeePage,
    EmployeeQuery,
    EmployeeRead,
    EmployeeRef,
    ProductNode,
    RolesUpdate,
    SmsSubmit,
    SmsTreeQuery,
)
from portal_kit.envelope import PORTAL_API, Envelope, ok
from portal_kit.event_outbox import stage
from portal_kit.tokens import Identity

router = APIRouter(prefix=PORTAL_API, tags=["personnel"])


def _sweep_after_commit(
    tasks: BackgroundTasks, ctx: PersonnelContext, identity: Identity, user_code: str
) -> None:
    # The service ends the sessions before the change commits; a token refresh into the
    # company racing that commit could still open one, so the sweep runs again once the
    # answer (and so the commit) is done.
    tasks.add_task(ctx.sessions.revoke_user_in_company, user_code, identity.comp_code)


@router.post("/company/employee/list")
async def list_employees(
    ctx: PersonnelDep, identity: CurrentIdentity, body: EmployeeQuery | None = None
) -> Envelope[EmployeePage]:
    """A page of the company's employees (filters: name, mobile, roleCode, status)."""
    return ok(await service.list_employees(ctx, identity, body or EmployeeQuery()))


@router.post("/company/employee/add")
async def add_employee(
    ctx: PersonnelDep, identity: CurrentIdentity, body: EmployeeCreate
) -> Envelope[EmployeeCreated]:
    """Add a person by mobile; one without an account is texted a set-password link."""
    added = await service.add_employee(ctx, identity, body)
    payload = employee_added(identity.comp_code, added.user_code, added.name)
    await stage(ctx.db, EMPLOYEE_ADDED, payload)
    return ok(added)


@router.post("/company/employee/roles/update")
async def update_roles(
    ctx: PersonnelDep, identity: CurrentIdentity, body: RolesUpdate
) -> Envelope[EmployeeRead]:
    """Replace an employee's roles (E101-E111, optionally product-prefixed: EC-E102)."""
    return ok(await service.update_roles(ctx, identity, body))


@router.post("/company/employee/disable")
async def disable_employee(
    ctx: PersonnelDep, identity: CurrentIdentity, body: EmployeeRef, tasks: BackgroundTasks
) -> Envelope[EmployeeRead]:
    """Disable an employee; their sessions in this company end at once."""
    disabled = await service.disable(ctx, identity, body)
    _sweep_after_commit(tasks, ctx, identity, disabled.user_code)
    return ok(disabled)


@router.post("/company/employee/enable")
async def enable_employee(
    ctx: PersonnelDep, identity: CurrentIdentity, body: EmployeeRef
) -> Envelope[EmployeeRead]:
    """Enable a disabled employee again."""
    return ok(await service.enable(ctx, identity, body))


@router.post("/company/employee/remove")
async def remove_employee(
    ctx: PersonnelDep, identity: CurrentIdentity, body: EmployeeRef, tasks: BackgroundTasks
) -> Envelope[EmployeeRead]:
    """Remove an employee from the company; their sessions there end at once."""
    removed = await service.remove(ctx, identity, body)
    _sweep_after_commit(tasks, ctx, identity, removed.user_code)
    return ok(removed)


@router.post("/company/employee/changeAdmin/sendCode")
async def send_change_admin_code(
    ctx: PersonnelDep, identity: CurrentIdentity
) -> Envelope[AdminCodeSentRead]:
    """Text a confirmation code to the administrator account's mobile (root manager only)."""
    return ok(await administration.send_code(ctx, identity))


@router.post("/company/employee/changeAdmin")
async def change_admin(
    ctx: PersonnelDep, identity: CurrentIdentity, body: AdminChange
) -> Envelope[EmployeeRead]:
    """Hand the administrator account to another active employee, confirmed by the code."""
    new = await administration.change_admin(ctx, identity, body)
    payload = admin_changed(identity.comp_code, new.user_code, new.name)
    await stage(ctx.db, ADMIN_CHANGED, payload)
    return ok(new)


@router.post("/company/custAccount/login/employeeSmsTreeselect")
async def sms_tree(
    session: SessionDep,
    identity: CurrentIdentity,
    language: LanguageDep,
    query: Annotated[SmsTreeQuery, Query()],
) -> Envelope[list[ProductNode]]:
    """The SMS notifications an employee receives, per product of the company (or role)."""
    return ok(await sms_settings.tree(session, identity, language, query))


@router.post("/company/custAccount/login/smsEmployeeSubmit")
async def sms_submit(
    session: SessionDep, identity: CurrentIdentity, language: LanguageDep, body: SmsSubmit
) -> Envelope[list[ProductNode]]:
    """Choose the SMS notifications an employee receives (own, or any as administrator)."""
    return ok(await sms_settings.submit(session, identity, language, body))
