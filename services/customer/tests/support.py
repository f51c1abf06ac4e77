"""Helpers of the customer tests: calling the portal API and operator edits."""

from typing import Any

import httpx
from fastapi import FastAPI
from sqlalchemy import delete, update

from customer.models import Company, Employee, EmployeeRole
from portal_kit.testing import staged_events

API = "/web/portal/api"


def companies(envelope: dict[str, Any]) -> dict[str, tuple[int, str, str | None]]:
    """compCode → (status, employeeCode, compBizCode) of a company list answer."""
    assert envelope["status"] == 200, envelope
    return {
        item["compCode"]: (item["status"], item["employeeCode"], item["compBizCode"])
        for item in envelope["body"]
    }


async def call(
    client: httpx.AsyncClient,
    path: str,
    headers: dict[str, str] | None = None,
    *,
    body: Any = None,
    **params: str,
) -> dict[str, Any]:
    """POST a portal call; the answer is always HTTP 200 with the envelope."""
    response = await client.post(f"{API}/{path}", headers=headers, params=params, json=body)
    assert response.status_code == 200
    envelope: dict[str, Any] = response.json()
    return envelope


async def disable(app: FastAPI, *, employee: str | None = None, company: str | None = None) -> None:
    """An operator disables an employee record or a whole company."""
    async with app.state.db.sessionmaker() as session:
        if employee:
            await session.execute(
                update(Employee).where(Employee.employee_code == employee).values(status=0)
            )
        if company:
            await session.execute(
                update(Company).where(Company.comp_code == company).values(status=0)
            )
        await session.commit()


async def set_roles(app: FastAPI, employee: str, *role_codes: str) -> None:
    """An administrator replaces an employee's roles."""
    async with app.state.db.sessionmaker() as session:
        await session.execute(delete(EmployeeRole).where(EmployeeRole.employee_code == employee))
        session.add_all(EmployeeRole(employee_code=employee, role_code=code) for code in role_codes)
        await session.commit()


async def staged(app: FastAPI, event_type: str) -> list[dict[str, Any]]:
    """The payloads of the events of that type the test's calls staged with their changes
    (the relay publishes them once committed), oldest first."""
    return await staged_events(app, event_type)
