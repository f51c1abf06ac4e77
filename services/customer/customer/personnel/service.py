"""Personnel rules: who may change whom, and the company never without an administrator."""

import secrets
from datetime import UTC, datetime

from customer.audit import kinds
from customer.audit.recorder import Actor
from customer.audit.recorder import record as audit
from customer.employee.service import granting_roles, mask_mobile
from customer.models import ACTIVE, DISABLED, Employee
from customer.personnel.access import (
    ADMIN_CODES,
    ADMIN_ROLE,
    Caller,
    administrator,
    caller,
    is_administrator,
)
from customer.personnel.deps import PersonnelContext
from customer.personnel.errors import (
    AlreadyEmployed,
    EmployeeNotFound,
    LastAdministrator,
    NotYourself,
    RootManagerKeepsE101,
    RootManagerProtected,
)
from customer.personnel.models import PersonnelChange
from customer.personnel.repository import EmployeeFilter, PersonnelRepository
from customer.personnel.roles import checked_role_codes
from customer.personnel.schemas import (
    EmployeeCreate,
    EmployeeCreated,
    EmployeePage,
    EmployeeQuery,
    EmployeeRead,
    EmployeeRef,
    RolesUpdate,
)
from customer.resource.catalogue import ACCOUNT_CENTRE
from portal_kit.tokens import Identity


def _aware(at: datetime) -> datetime:
    # SQLite hands back naive datetimes; they are stored as UTC.
    return at if at.tzinfo is not None else at.replace(tzinfo=UTC)


def employee_read(employee: Employee, role_codes: list[str]) -> EmployeeRead:
    return EmployeeRead(
        employee_code=employee.employee_code,
        user_code=employee.user_code,
        name=employee.name,
        mobile=mask_mobile(employee.mobile),
        status=employee.status,
        root_manager=employee.root_manager,
        roles=sorted(role_codes),
        created_at=_aware(employee.created_at),
    )


async def target_in_company(repository: PersonnelRepository, comp_code: str, code: str) -> Employee:
    """The company's employee ``code``; another company's code is as unknown as a made-up one."""
    employee = await repository.get_in_company(comp_code, code)
    if employee is None:
        raise EmployeeNotFound()
    return employee


async def locked_administrator(
    ctx: PersonnelContext, identity: Identity
) -> tuple[Caller, PersonnelRepository]:
    """The caller, if they may change the company's people, checked again once the company's
    personnel lock is held: an administrator disabled or demoted by a change that committed
    while this one waited for the lock cannot finish their own. The first check refuses
    cheaply, before anything is locked or asked of another service."""
    first = await administrator(ctx.db, identity)
    repository = PersonnelRepository(ctx.db)
    await repository.lock_company(first.comp_code)
    return await fresh_administrator(ctx, identity, first), repository


async def fresh_administrator(ctx: PersonnelContext, identity: Identity, first: Caller) -> Caller:
    """``administrator`` again, from the rows as they are now, not as this session read them."""
    ctx.db.expire(first.employee)
    ctx.db.expire(first.company)
    return await administrator(ctx.db, identity)


# The personnel actions the company audit log shows; a change of administrator has its own
# entry (``administration``), not one per side of it.
AUDIT_KINDS = {
    "add": kinds.EMPLOYEE_ADDED,
    "roles": kinds.EMPLOYEE_ROLES_CHANGED,
    "disable": kinds.EMPLOYEE_DISABLED,
    "enable": kinds.EMPLOYEE_ENABLED,
    "remove": kinds.EMPLOYEE_REMOVED,
}


def record(
    repository: PersonnelRepository,
    by: Caller,
    employee: Employee,
    action: str,
    role_codes: list[str] | None = None,
    *,
    at: datetime,
) -> None:
    """The change in the personnel trail and, for the actions it shows, the audit log."""
    if action in AUDIT_KINDS:
        audit(
            repository.session,
            by.comp_code,
            AUDIT_KINDS[action],
            Actor.employee(by.employee),
            at,
            subject_code=employee.employee_code,
            subject_name=employee.name,
            detail=",".join(role_codes) if action == "roles" and role_codes is not None else "",
        )
    repository.log(
        PersonnelChange(
            comp_code=by.comp_code,
            employee_code=employee.employee_code,
            user_code=employee.user_code,
            action=action,
            detail=",".join(role_codes) if role_codes is not None else "",
            actor_employee_code=by.employee.employee_code,
            actor_user_code=by.employee.user_code,
        )
    )


async def list_employees(
    ctx: PersonnelContext, identity: Identity, query: EmployeeQuery
) -> EmployeePage:
    """A page of the caller's company's employees; any active employee may look."""
    found = await caller(ctx.db, identity)
    repository = PersonnelRepository(ctx.db)
    where = EmployeeFilter(
        name=query.name, mobile=query.mobile, role_code=query.role_code, status=query.status
    )
    offset = (query.page_num - 1) * query.page_size
    total, employees = await repository.page(found.comp_code, where, offset, query.page_size)
    roles = await repository.roles_of([employee.employee_code for employee in employees])
    return EmployeePage(
        total=total,
        items=[employee_read(employee, roles[employee.employee_code]) for employee in employees],
    )


async def add_employee(
    ctx: PersonnelContext, identity: Identity, request: EmployeeCreate
) -> EmployeeCreated:
    """Link the person with that mobile (auth opens an account if there is none)."""
    admin = await administrator(ctx.db, identity)
    repository = PersonnelRepository(ctx.db)
    codes = await checked_role_codes(ctx.db, admin.comp_code, request.role_codes)
    # Checked before asking auth, so a duplicate never opens or texts an account.
    if await repository.employed(admin.comp_code, mobile=request.mobile):
        raise AlreadyEmployed()
    user = await ctx.auth().ensure_user(request.mobile, request.name, ctx.language)
    await repository.lock_company(admin.comp_code)
    admin = await fresh_administrator(ctx, identity, admin)
    if await repository.employed(admin.comp_code, mobile=user.mobile, user_code=user.user_code):
        raise AlreadyEmployed()
    employee = Employee(
        employee_code=f"EMP{secrets.token_hex(6).upper()}",
        comp_code=admin.comp_code,
        user_code=user.user_code,
        # The company's record keeps the name its administrator typed.
        name=request.name,
        mobile=user.mobile,
        status=ACTIVE,
        root_manager=0,
        created_at=ctx.clock.now(),
    )
    repository.add(employee, codes)
    record(repository, admin, employee, "add", codes, at=ctx.clock.now())
    await ctx.db.flush()
    return EmployeeCreated(
        **employee_read(employee, codes).model_dump(), account_created=user.created
    )


async def update_roles(
    ctx: PersonnelContext, identity: Identity, request: RolesUpdate
) -> EmployeeRead:
    """Replace an employee's roles, keeping the company's administrators."""
    admin, repository = await locked_administrator(ctx, identity)
    codes = await checked_role_codes(ctx.db, admin.comp_code, request.role_codes)
    employee = await target_in_company(repository, admin.comp_code, request.employee_code)
    if ADMIN_ROLE not in granting_roles(codes, ACCOUNT_CENTRE):
        if employee.root_manager == 1:
            raise RootManagerKeepsE101()
        current = (await repository.roles_of([employee.employee_code]))[employee.employee_code]
        if (
            employee.status == ACTIVE
            and is_administrator(employee.root_manager, current)
            and not await repository.count_active_administrators(
                admin.comp_code, ADMIN_CODES, besides=employee.employee_code
            )
        ):
            raise LastAdministrator()
    await repository.replace_roles(employee.employee_code, codes)
    record(repository, admin, employee, "roles", codes, at=ctx.clock.now())
    return employee_read(employee, codes)


async def _changeable(
    ctx: PersonnelContext, identity: Identity, request: EmployeeRef
) -> tuple[Caller, PersonnelRepository, Employee]:
    """The administrator and the employee they may disable or remove.

    No last-administrator count here: the caller is an active administrator other than the
    target, so one always remains.
    """
    admin, repository = await locked_administrator(ctx, identity)
    employee = await target_in_company(repository, admin.comp_code, request.employee_code)
    if employee.employee_code == admin.employee.employee_code:
        raise NotYourself()
    if employee.root_manager == 1:
        raise RootManagerProtected()
    return admin, repository, employee


async def _roles(repository: PersonnelRepository, employee: Employee) -> list[str]:
    return (await repository.roles_of([employee.employee_code]))[employee.employee_code]


async def disable(ctx: PersonnelContext, identity: Identity, request: EmployeeRef) -> EmployeeRead:
    """Disable an employee; their sessions in this company end at once."""
    admin, repository, employee = await _changeable(ctx, identity, request)
    employee.status = DISABLED
    record(repository, admin, employee, "disable", at=ctx.clock.now())
    await ctx.db.flush()
    await ctx.sessions.revoke_user_in_company(employee.user_code, admin.comp_code)
    return employee_read(employee, await _roles(repository, employee))


async def enable(ctx: PersonnelContext, identity: Identity, request: EmployeeRef) -> EmployeeRead:
    admin, repository = await locked_administrator(ctx, identity)
    employee = await target_in_company(repository, admin.comp_code, request.employee_code)
    employee.status = ACTIVE
    record(repository, admin, employee, "enable", at=ctx.clock.now())
    await ctx.db.flush()
    return employee_read(employee, await _roles(repository, employee))


async def remove(ctx: PersonnelContext, identity: Identity, request: EmployeeRef) -> EmployeeRead:
    """Delete the employee record (the change log keeps who and when); sessions there end.
    The person can be added again later, as a new record."""
    admin, repository, employee = await _changeable(ctx, identity, request)
    removed = employee_read(employee, await _roles(repository, employee))
    record(repository, admin, employee, "remove", removed.roles, at=ctx.clock.now())
    await repository.remove(employee)
    await ctx.sessions.revoke_user_in_company(employee.user_code, admin.comp_code)
    return removed
