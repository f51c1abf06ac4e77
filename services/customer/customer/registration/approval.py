"""Approval: the registration becomes an active company with its registrant as the root
manager, all in the decision's one transaction."""

import secrets
from dataclasses import dataclass

from customer.clients.content import content_client
from customer.company import identity as company_identity
from customer.company.deps import CompanyContext
from customer.employee.repository import EmployeeRepository
from customer.employee.service import ENTERPRISE
from customer.invitation.service import SentElsewhere, accept_invitation
from customer.models import ACTIVE, Company, CompanyRole, Employee
from customer.personnel.access import ADMIN_ROLE
from customer.realname.models import RealNameVerification
from customer.registration import service
from customer.registration.errors import (
    CREDIT_CODE_REGISTERED,
    INVITATION_OTHER_MOBILE,
    LICENCE_NOT_HANDED_OVER,
)
from customer.registration.identity import LEGAL_REP_ID, REAL_NAME_ID, reseal
from customer.registration.models import APPROVED, STEP_SUCCESS, Registration
from customer.registration.repository import RegistrationRepository
from customer.repository import CompanyRepository, CompanyRoleRepository
from customer.resource.catalogue import ACCOUNT_CENTRE
from portal_kit.errors import Conflict, InvalidInput, NotFound

# Every company is a member unit of the account centre (as the demo companies are).
MEMBER_UNIT = "C106"
FACE = "face"


@dataclass(frozen=True, slots=True)
class Approval:
    employee_code: str
    # The inviting company, when the registration's invitation was still valid and is used.
    inviter_comp_code: str | None


def _company(ctx: CompanyContext, r: Registration) -> Company:
    # The permit step set these: a pending registration has them.
    assert r.comp_name is not None
    assert r.credit_code is not None
    assert r.legal_rep_id_number is not None
    return Company(
        comp_code=r.comp_code,
        comp_name=r.comp_name,
        credit_code=r.credit_code,
        status=ACTIVE,
        created_at=ctx.now(),
        legal_rep_name=r.legal_rep_name,
        legal_rep_id_number=reseal(
            ctx.sealer, r.legal_rep_id_number, LEGAL_REP_ID, company_identity.LEGAL_REP_ID
        ),
        province_code=r.province_code,
        area_code=r.area_code,
        address=r.address,
        licence_file_token=r.licence_file_token,
    )


def _roles(r: Registration) -> list[CompanyRole]:
    """A business identity in the enterprise product per requested role, and the account
    centre's member unit; business codes as the demo data has them (``<comp>-<prod>-<role>``)."""
    wanted = [(ENTERPRISE, role) for role in service.comp_roles(r)]
    wanted.append((ACCOUNT_CENTRE, MEMBER_UNIT))
    return [
        CompanyRole(
            comp_biz_code=f"{r.comp_code}-{prod}-{role}",
            comp_code=r.comp_code,
            prod_code=prod,
            comp_role=role,
            status=ACTIVE,
        )
        for prod, role in wanted
    ]


def _real_name(ctx: CompanyContext, r: Registration) -> RealNameVerification:
    # A pending registration passed both checks.
    assert r.real_name is not None
    assert r.real_name_id_number is not None
    assert r.face_at is not None
    return RealNameVerification(
        comp_code=r.comp_code,
        user_code=r.user_code,
        prod_code=None,
        name=r.real_name,
        id_number=reseal(
            ctx.sealer, r.real_name_id_number, REAL_NAME_ID, company_identity.REAL_NAME_ID
        ),
        method=FACE,
        passed_at=r.face_at,
    )


async def _accept_invitation(ctx: CompanyContext, r: Registration) -> str | None:
    """Use the invitation up and link the companies; one that expired or was revoked while
    the registration waited does not hold the approval up (nothing is linked then). One sent to
    another mobile is refused: the operator rejects the registration, naming the field."""
    code = service.invite_code(ctx, r)
    if code is None:
        return None
    try:
        invitation = await accept_invitation(ctx.db, code, r.comp_code, r.mobile, ctx.now())
    except SentElsewhere as exc:
        raise InvalidInput(INVITATION_OTHER_MOBILE) from exc
    except (NotFound, Conflict):
        return None
    return invitation.inviter_comp_code


async def approve(ctx: CompanyContext, registration: Registration) -> Approval:
    """Company, roles, the registrant as active root manager with E101, their real-name
    record, the invitation; the registration at its success step."""
    assert registration.credit_code is not None
    if await RegistrationRepository(ctx.db).company_has_credit_code(registration.credit_code):
        raise Conflict(CREDIT_CODE_REGISTERED)
    CompanyRepository(ctx.db).add(_company(ctx, registration))
    # The company row first: roles, employees and records point at it.
    await ctx.db.flush()
    roles = CompanyRoleRepository(ctx.db)
    for role in _roles(registration):
        roles.add(role)
    employee = Employee(
        employee_code=f"EMP{secrets.token_hex(6).upper()}",
        comp_code=registration.comp_code,
        user_code=registration.user_code,
        name=registration.name,
        mobile=registration.mobile,
        status=ACTIVE,
        root_manager=1,
        created_at=ctx.now(),
    )
    EmployeeRepository(ctx.db).add(employee, [ADMIN_ROLE])
    ctx.db.add(_real_name(ctx, registration))
    await ctx.db.flush()
    inviter = await _accept_invitation(ctx, registration)
    registration.status = APPROVED
    registration.step = STEP_SUCCESS
    registration.employee_code = employee.employee_code
    await ctx.db.flush()
    await _hand_over_licence(ctx, registration)
    return Approval(employee.employee_code, inviter)


async def _hand_over_licence(ctx: CompanyContext, r: Registration) -> None:
    """The licence was the registrant's personal file (they had no company): it becomes a
    company file, which every colleague downloads. Last, being another service's call; if
    this transaction then fails, the file belongs to a company code nobody else can get and
    the operator's retry repeats the call harmlessly."""
    assert r.licence_file_token is not None
    handed = await content_client(ctx.app).give_to_company(
        r.licence_file_token, r.user_code, r.comp_code
    )
    if not handed:
        raise Conflict(LICENCE_NOT_HANDED_OVER)
