"""Helpers of the company, change-of-administrator, invitation and real-name tests."""

from typing import Any

import httpx
from fastapi import FastAPI
from sqlalchemy import select

from customer.models import EmployeeRole
from portal_kit.internal import SERVICE_TOKEN_HEADER

PDF = b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\n"
PNG = b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR"
# A valid resident ID number (correct check character, born 1985).
VALID_ID = "110105198506151236"


async def upload(
    content_app: FastAPI,
    headers: dict[str, str],
    data: bytes = PDF,
    name: str = "letter.pdf",
    scope: str = "user",
) -> str:
    """Upload a file to the content service as the signed-in caller; its token."""
    transport = httpx.ASGITransport(app=content_app)
    async with httpx.AsyncClient(transport=transport, base_url="http://content.test") as http:
        response = await http.post(
            "/web/portal/api/third/file/store",
            headers=headers,
            files={"file": (name, data, "application/octet-stream")},
            data={"scope": scope},
        )
    envelope = response.json()
    assert envelope["status"] == 200, envelope
    token: str = envelope["body"]["fileToken"]
    return token


async def download(content_app: FastAPI, headers: dict[str, str], file_token: str) -> int:
    """``GET third/file/down/load`` as the signed-in caller: 200 with the bytes, else the
    envelope's status."""
    transport = httpx.ASGITransport(app=content_app)
    async with httpx.AsyncClient(transport=transport, base_url="http://content.test") as http:
        response = await http.get(
            "/web/portal/api/third/file/down/load",
            headers=headers,
            params={"fileToken": file_token},
        )
    if response.headers["content-type"].startswith("application/json"):
        status: int = response.json()["status"]
        return status
    return response.status_code


async def internal(
    client: httpx.AsyncClient, path: str, body: Any, *, service_token: str | None
) -> dict[str, Any]:
    """POST an internal route as a peer service does (``None``: without the service token)."""
    headers = {"Accept-Language": "en"}
    if service_token is not None:
        headers[SERVICE_TOKEN_HEADER] = service_token
    response = await client.post(path, json=body, headers=headers)
    assert response.status_code == 200
    envelope: dict[str, Any] = response.json()
    return envelope


async def roles_of(app: FastAPI, employee_code: str) -> list[str]:
    async with app.state.db.sessionmaker() as session:
        rows = await session.scalars(
            select(EmployeeRole.role_code)
            .where(EmployeeRole.employee_code == employee_code)
            .order_by(EmployeeRole.role_code)
        )
        return list(rows.all())
