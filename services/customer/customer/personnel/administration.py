"""Handing the company's administrator account to another employee (employee/changeAdmin)."""

from sqlalchemy.ext.asyncio import AsyncSession

from customer.audit.kinds import ADMIN_HANDED_OVER
from customer.audit.recorder import Actor
from customer.audit.recorder import record as audit
from customer.models import ACTIVE, Employee
from customer.personnel.access import ADMIN_CODES, ADMIN_ROLE, Caller, caller
from customer.personnel.deps import PersonnelContext
from customer.personnel.errors import (
    NewAdminIsSelf,
    NewAdminNotActive,
    NotRootManager,
    WrongSmsCode,
)
from customer.personnel.repository import PersonnelRepository
from customer.personnel.schemas import AdminChange, AdminCodeSentRead, EmployeeRead
from customer.personnel.service import employee_read, record, target_in_company
from portal_kit.tokens import Identity

# The purpose auth binds the SMS code to, so a code sent for anything else does not count.
CODE_PURPOSE = "change-admin"


async def _root_manager(db: AsyncSession, identity: Identity) -> Caller:
    found = await caller(db, identity)
    if found.employee.root_manager != 1:
        raise NotRootManager()
    return found


async def transfer_administration(
    db: AsyncSession, new: Employee, old: Employee | None = None
) -> tuple[list[str], list[str]]:
    """``new`` becomes the administrator account with E101; ``old`` stops being it and loses
    its account-centre E101, keeping its other roles. The roles after, of (new, old)."""
    repository = PersonnelRepository(db)
    codes = [new.employee_code] + ([old.employee_code] if old else [])
    roles = await repository.roles_of(codes)
    new_roles = roles[new.employee_code]
    if ADMIN_ROLE not in new_roles:
        new_roles = [*new_roles, ADMIN_ROLE]
        await repository.replace_roles(new.employee_code, new_roles)
    new.root_manager = 1
    old_roles: list[str] = []
    if old is not None:
        old_roles = [code for code in roles[old.employee_code] if code not in ADMIN_CODES]
        await repository.replace_roles(old.employee_code, old_roles)
        old.root_manager = 0
    await db.flush()
    return sorted(new_roles), old_roles


async def send_code(ctx: PersonnelContext, identity: Identity) -> AdminCodeSentRead:
    """Text a code to the administrator account's own mobile, to confirm the transfer."""
    found = await _root_manager(ctx.db, identity)
    mobile = await ctx.auth().send_code(found.employee.user_code, CODE_PURPOSE, ctx.language)
    return AdminCodeSentRead(mobile=mobile)


async def change_admin(
    ctx: PersonnelContext, identity: Identity, request: AdminChange
) -> EmployeeRead:
    """Make another active employee the administrator account; the new one, as listed."""
    found = await _root_manager(ctx.db, identity)
    if request.employee_code == found.employee.employee_code:
        raise NewAdminIsSelf()
    repository = PersonnelRepository(ctx.db)
    await repository.lock_company(found.comp_code)
    # Again from the rows as they are now: a transfer or a disable that committed while this
    # request waited for the lock may have taken the account from the caller.
    ctx.db.expire(found.employee)
    ctx.db.expire(found.company)
    found = await _root_manager(ctx.db, identity)
    new = await target_in_company(repository, found.comp_code, request.employee_code)
    if new.status != ACTIVE:
        raise NewAdminNotActive()
    # Last, so a refused target does not use up the code.
    user_code = found.employee.user_code
    if not await ctx.auth().verify_code(user_code, CODE_PURPOSE, request.code, ctx.language):
        raise WrongSmsCode()
    new_roles, old_roles = await transfer_administration(ctx.db, new, found.employee)
    now = ctx.clock.now()
    record(repository, found, new, "change-admin", new_roles, at=now)
    record(repository, found, found.employee, "change-admin", old_roles, at=now)
    audit(
        ctx.db,
        found.comp_code,
        ADMIN_HANDED_OVER,
        Actor.employee(found.employee),
        now,
        subject_code=new.employee_code,
        subject_name=new.name,
    )
    return employee_read(new, new_roles)
