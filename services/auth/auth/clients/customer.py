"""The customer service, as auth needs it: a user's employees and whether a switch is allowed."""

import logging
from datetime import datetime
from typing import TypeVar

import httpx
from fastapi import FastAPI
from pydantic import ValidationError

from portal_kit.envelope import WireModel
from portal_kit.errors import ServiceUnavailable
from portal_kit.peers import call_peer, peer_or_unavailable

logger = logging.getLogger(__name__)

PEER = "customer"
LIST_PATH = "/internal/employee/list"
SWITCH_PATH = "/internal/employee/switch"
OPEN_REGISTRATION_PATH = "/internal/registration/open"
COLLEAGUES_PATH = "/internal/employee/colleagues"


Row = TypeVar("Row", bound=WireModel)


class ActiveEmployee(WireModel):
    """One of the user's active employee records in an active company, or (``suspended``)
    in a company the platform suspended, where no session may start."""

    employee_code: str
    comp_code: str
    comp_name: str
    comp_role: str = ""
    comp_biz_code: str = ""
    suspended: bool = False
    suspended_at: datetime | None = None
    suspend_reason: str | None = None


class SuspendedCompany(WireModel):
    """Why a switch was refused: the platform suspended the company."""

    comp_code: str
    comp_name: str
    suspended_at: datetime | None = None
    suspend_reason: str | None = None


class EmployeeGrant(WireModel):
    """What an access token may carry after a switch."""

    employee_code: str
    comp_code: str
    comp_role: str
    comp_biz_code: str


class OpenRegistration(WireModel):
    """A company registration of the user that is not finished (nor approved) yet."""

    registration_id: int
    step: str
    status: str


class Colleague(WireModel):
    """An active employee of the company, as its administrator's list of sessions names them."""

    employee_code: str
    user_code: str
    name: str


class CustomerClient:
    def __init__(self, http: httpx.AsyncClient) -> None:
        self._http = http

    async def active_employees(self, user_code: str) -> list[ActiveEmployee]:
        """The user's active employees, most recently used first; those in companies the
        platform suspended last, flagged ``suspended``."""
        payload = {"userCode": user_code, "includeSuspended": True}
        status, body = await call_peer(self._http, LIST_PATH, payload)
        return _rows(ActiveEmployee, LIST_PATH, status, body)

    async def switch(
        self,
        user_code: str,
        employee_code: str,
        comp_role_code: str | None = None,
        comp_biz_code: str | None = None,
    ) -> EmployeeGrant | SuspendedCompany | None:
        """The identity the user may switch to; the company, when the platform suspended it;
        ``None`` when the user does not hold it."""
        payload: dict[str, str] = {"userCode": user_code, "employeeCode": employee_code}
        if comp_role_code is not None and comp_biz_code is not None:
            payload |= {"compRoleCode": comp_role_code, "compBizCode": comp_biz_code}
        status, body = await call_peer(self._http, SWITCH_PATH, payload)
        if status == 403 and isinstance(body, dict) and body.get("suspended") is True:
            try:
                return SuspendedCompany.model_validate(body)
            except ValidationError:
                return None
        # 400: a code the customer service refuses to even look up is not held either.
        if status in (400, 403, 404):
            return None
        if status != 200:
            logger.warning("customer %s answered status %s", SWITCH_PATH, status)
            raise ServiceUnavailable()
        try:
            return EmployeeGrant.model_validate(body)
        except ValidationError as exc:
            raise ServiceUnavailable() from exc

    async def open_registration(self, user_code: str) -> OpenRegistration | None:
        """The user's open company registration, or ``None`` when there is none."""
        payload = {"userCode": user_code}
        status, body = await call_peer(self._http, OPEN_REGISTRATION_PATH, payload)
        if status == 404:
            return None
        if status != 200:
            logger.warning("customer %s answered status %s", OPEN_REGISTRATION_PATH, status)
            raise ServiceUnavailable()
        try:
            return OpenRegistration.model_validate(body)
        except ValidationError as exc:
            raise ServiceUnavailable() from exc

    async def colleagues(
        self, user_code: str, employee_code: str, comp_code: str
    ) -> list[Colleague] | None:
        """The company's active employees; ``None`` when the asking employee does not
        administer it (or no longer works there)."""
        payload = {"userCode": user_code, "employeeCode": employee_code, "compCode": comp_code}
        status, body = await call_peer(self._http, COLLEAGUES_PATH, payload)
        if status in (400, 403):
            return None
        return _rows(Colleague, COLLEAGUES_PATH, status, body)


def _rows(model: type[Row], path: str, status: int, body: object) -> list[Row]:
    """The list the customer service answered, each item as ``model``; ``ServiceUnavailable``
    when it answered anything else."""
    if status != 200 or not isinstance(body, list):
        logger.warning("customer %s answered status %s", path, status)
        raise ServiceUnavailable()
    try:
        return [model.model_validate(item) for item in body]
    except ValidationError as exc:
        raise ServiceUnavailable() from exc


def customer_client(app: FastAPI) -> CustomerClient:
    return CustomerClient(peer_or_unavailable(app, PEER))
