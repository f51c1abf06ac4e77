"""The customer service, as auth needs it: a user's employees and whether a switch is allowed.

POSTs are never retried (STYLE §10): a peer that fails or answers nonsense makes the caller
answer status 503, and the user tries again.
"""

import logging
from typing import Any

import httpx
from fastapi import FastAPI
from pydantic import ValidationError

from portal_kit.envelope import WireModel
from portal_kit.errors import ServiceError
from portal_kit.i18n import Text
from portal_kit.peers import PeerUnavailable, peer_client

logger = logging.getLogger(__name__)

PEER = "customer"
TIMEOUT = httpx.Timeout(5.0, connect=2.0)
LIST_PATH = "/internal/employee/list"
SWITCH_PATH = "/internal/employee/switch"


class ServiceUnavailable(ServiceError):
    status = 503
    default = Text(
        "The service is temporarily unavailable; please try again later.",
        "服务暂不可用，请稍后再试",
    )


class ActiveEmployee(WireModel):
    """One of the user's active employee records in an active company."""

    employee_code: str
    comp_code: str
    comp_name: str
    comp_role: str = ""
    comp_biz_code: str = ""


class EmployeeGrant(WireModel):
    """What an access token may carry after a switch."""

    employee_code: str
    comp_code: str
    comp_role: str
    comp_biz_code: str


class CustomerClient:
    def __init__(self, http: httpx.AsyncClient) -> None:
        self._http = http

    async def _call(self, path: str, payload: dict[str, Any]) -> tuple[int, Any]:
        """(envelope status, body); anything else than an envelope is the peer failing."""
        try:
            response = await self._http.post(path, json=payload, timeout=TIMEOUT)
        except httpx.HTTPError as exc:
            logger.warning("customer %s failed: %s", path, type(exc).__name__)
            raise ServiceUnavailable() from exc
        try:
            envelope = response.json()
            status, body = int(envelope["status"]), envelope.get("body")
        except (ValueError, KeyError, TypeError) as exc:
            logger.warning("customer %s answered HTTP %s without an envelope", path, response)
            raise ServiceUnavailable() from exc
        return status, body

    async def active_employees(self, user_code: str) -> list[ActiveEmployee]:
        """The user's active employees, most recently used first."""
        status, body = await self._call(LIST_PATH, {"userCode": user_code})
        if status != 200 or not isinstance(body, list):
            logger.warning("customer %s answered status %s", LIST_PATH, status)
            raise ServiceUnavailable()
        try:
            return [ActiveEmployee.model_validate(item) for item in body]
        except ValidationError as exc:
            raise ServiceUnavailable() from exc

    async def switch(
        self,
        user_code: str,
        employee_code: str,
        comp_role_code: str | None = None,
        comp_biz_code: str | None = None,
    ) -> EmployeeGrant | None:
        """The identity the user may switch to, or ``None`` when the user does not hold it."""
        payload: dict[str, str] = {"userCode": user_code, "employeeCode": employee_code}
        if comp_role_code is not None and comp_biz_code is not None:
            payload |= {"compRoleCode": comp_role_code, "compBizCode": comp_biz_code}
        status, body = await self._call(SWITCH_PATH, payload)
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


def customer_client(app: FastAPI) -> CustomerClient:
    try:
        return CustomerClient(peer_client(app, PEER))
    except PeerUnavailable as exc:
        raise ServiceUnavailable() from exc
