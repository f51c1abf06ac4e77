from fastapi import APIRouter, Depends

from customer.deps import CurrentIdentity, ProductCode, SessionDep
from customer.employee import service
from customer.employee.schemas import (
    CompanyInfo,
    CompanyListItem,
    CustUserAuth,
    EmployeeSwitch,
    EmployeeSwitchRead,
    UserEmployeeRead,
    UserEmployees,
)
from portal_kit.envelope import PORTAL_API, Envelope, ok
from portal_kit.internal import INTERNAL_PREFIX, require_service_token

router = APIRouter(prefix=PORTAL_API, tags=["companies and employees"])
internal_router = APIRouter(
    prefix=INTERNAL_PREFIX, tags=["internal"], dependencies=[Depends(require_service_token)]
)


@router.post("/cust/employee/findAllCompNameByMobile")
async def find_all_companies(
    session: SessionDep, identity: CurrentIdentity, product_code: ProductCode
) -> Envelope[list[CompanyListItem]]:
    """Every company the caller has an employee record in, disabled ones with status 0."""
    return ok(await service.list_companies(session, identity, product_code, enabled_only=False))


@router.post("/cust/employee/findAllCompNameByMobileEnable")
async def find_enabled_companies(
    session: SessionDep, identity: CurrentIdentity, product_code: ProductCode
) -> Envelope[list[CompanyListItem]]:
    """The companies the caller can work in: active employee records of active companies."""
    return ok(await service.list_companies(session, identity, product_code, enabled_only=True))


@router.post("/cust/employee/info/comp")
async def company_info(
    session: SessionDep, identity: CurrentIdentity, product_code: ProductCode
) -> Envelope[CompanyInfo]:
    """The session's company, its roles, and the caller's roles there in the product."""
    return ok(await service.company_info(session, identity, product_code))


@router.post("/cust/employee/comps/all")
async def all_companies(
    session: SessionDep, identity: CurrentIdentity
) -> Envelope[list[CompanyListItem]]:
    """The companies where the caller is an active employee, for the company switcher."""
    return ok(await service.switchable_companies(session, identity))


@router.post("/auth/isCustUserAuth")
async def is_customer_user(
    session: SessionDep, identity: CurrentIdentity
) -> Envelope[CustUserAuth]:
    """Whether the caller is an active employee of an active company."""
    return ok(CustUserAuth(authed=await service.is_customer_user(session, identity)))


@internal_router.post("/employee/switch")
async def switch_employee(
    session: SessionDep, request: EmployeeSwitch
) -> Envelope[EmployeeSwitchRead]:
    """For auth's token refresh: the employee (and role) the user may switch to, else 403."""
    return ok(await service.switch(session, request))


@internal_router.post("/employee/list")
async def sign_in_choices(
    session: SessionDep, request: UserEmployees
) -> Envelope[list[UserEmployeeRead]]:
    """For auth's sign-in: the companies the user can work in, each with its default role."""
    return ok(await service.sign_in_choices(session, request.user_code))
