from fastapi import APIRouter, Depends
from fastapi.responses import JSONResponse

from customer.company.identity import aware
from customer.deps import (
    CurrentIdentity,
    LanguageDep,
    ProductCode,
    ReadingSessionDep,
)
from customer.employee import service
from customer.employee.schemas import (
    ColleagueRead,
    Colleagues,
    CompanyInfo,
    CompanyListItem,
    CustUserAuth,
    EmployeeSwitch,
    EmployeeSwitchRead,
    SwitchRefusalRead,
    UserEmployeeRead,
    UserEmployees,
)
from customer.errors import CompanySuspended
from customer.personnel.colleagues import colleagues as company_colleagues
from portal_kit.envelope import PORTAL_API, Envelope, envelope_response, ok
from portal_kit.internal import INTERNAL_PREFIX, require_service_token

router = APIRouter(prefix=PORTAL_API, tags=["companies and employees"])
internal_router = APIRouter(
    prefix=INTERNAL_PREFIX, tags=["internal"], dependencies=[Depends(require_service_token)]
)


@router.post("/cust/employee/findAllCompNameByMobile")
async def find_all_companies(
    session: ReadingSessionDep, identity: CurrentIdentity, product_code: ProductCode
) -> Envelope[list[CompanyListItem]]:
    """Every company the caller has an employee record in, disabled ones with status 0."""
    return ok(await service.list_companies(session, identity, product_code, enabled_only=False))


@router.post("/cust/employee/findAllCompNameByMobileEnable")
async def find_enabled_companies(
    session: ReadingSessionDep, identity: CurrentIdentity, product_code: ProductCode
) -> Envelope[list[CompanyListItem]]:
    """The companies the caller can work in: active employee records of active companies."""
    return ok(await service.list_companies(session, identity, product_code, enabled_only=True))


@router.post("/cust/employee/info/comp")
async def company_info(
    session: ReadingSessionDep, identity: CurrentIdentity, product_code: ProductCode
) -> Envelope[CompanyInfo]:
    """The session's company, its roles, and the caller's roles there in the product."""
    return ok(await service.company_info(session, identity, product_code))


@router.post("/cust/employee/comps/all")
async def all_companies(
    session: ReadingSessionDep, identity: CurrentIdentity
) -> Envelope[list[CompanyListItem]]:
    """The companies where the caller is an active employee, for the company switcher."""
    return ok(await service.switchable_companies(session, identity))


@router.post("/auth/isCustUserAuth")
async def is_customer_user(
    session: ReadingSessionDep, identity: CurrentIdentity
) -> Envelope[CustUserAuth]:
    """Whether the caller is an active employee of an active company."""
    return ok(CustUserAuth(authed=await service.is_customer_user(session, identity)))


@internal_router.post(
    "/employee/switch", response_model=Envelope[EmployeeSwitchRead | SwitchRefusalRead]
)
async def switch_employee(
    session: ReadingSessionDep, request: EmployeeSwitch, language: LanguageDep
) -> Envelope[EmployeeSwitchRead] | JSONResponse:
    """For auth's token refresh: the employee (and role) the user may switch to, else 403;
    a company the platform suspended is 403 with the suspension in the body."""
    try:
        return ok(await service.switch(session, request))
    except CompanySuspended as exc:
        company = exc.company
        refusal = SwitchRefusalRead(
            suspended=True,
            comp_code=company.comp_code,
            comp_name=company.comp_name,
            suspended_at=aware(company.suspended_at) if company.suspended_at else None,
            suspend_reason=company.suspend_reason,
        )
        body = refusal.model_dump(mode="json", by_alias=True)
        return envelope_response(exc.status, exc.msg.render(language), body)


@internal_router.post("/employee/list")
async def sign_in_choices(
    session: ReadingSessionDep, request: UserEmployees
) -> Envelope[list[UserEmployeeRead]]:
    """For auth's sign-in: the companies the user can work in, each with its default role
    (and, when asked, those the platform suspended, flagged)."""
    choices = await service.sign_in_choices(
        session, request.user_code, include_suspended=request.include_suspended
    )
    return ok(choices)


@internal_router.post("/employee/colleagues")
async def colleagues(
    session: ReadingSessionDep, request: Colleagues
) -> Envelope[list[ColleagueRead]]:
    """For auth's list of a company's sessions: the company's active employees, when the
    asking employee is its administrator (else 400 naming the role; 403 when not employed)."""
    return ok(await company_colleagues(session, request))
