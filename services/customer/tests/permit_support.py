"""Helpers of the product permit tests."""

from typing import Any

import httpx
from fastapi import FastAPI
from sqlalchemy import select

from customer.models import CompanyRole
from customer.permit.models import Permit, PermitAudit

from .company_support import PDF, PNG, VALID_ID, internal, upload
from .conftest import Headers
from .ops_support import settle
from .support import call

FIND_ALL = "cust/product/findAllByPermitStatus"
AUDIT = "cust/product/queryPermitAudit"
INFO = "cust/product/permitInfo"
APPLY = "cust/product/apply"
WITHDRAW = "cust/product/withdraw"

__all__ = ["PDF", "PNG", "VALID_ID", "call", "internal"]


async def documents(content_app: FastAPI, headers: dict[str, str], *kinds: str) -> dict[str, str]:
    """Upload one file per document type as the caller; type → token."""
    tokens = {}
    for kind in kinds:
        data, name = (PNG, f"{kind}.png") if kind == "BUSINESS_LICENCE" else (PDF, f"{kind}.pdf")
        tokens[kind] = await upload(content_app, headers, data, name)
    return tokens


async def apply_for(
    client: httpx.AsyncClient,
    signed_in: Headers,
    content_app: FastAPI,
    product: str = "INVOICE",
    employee: str = "EMP0004",
    **extra: Any,
) -> dict[str, Any]:
    """DEMO0001's administrator (by default) applies with the product's documents."""
    headers = signed_in(employee)
    kinds = {
        "INVOICE": ("BUSINESS_LICENCE",),
        "SIGN": ("BUSINESS_LICENCE", "AUTHORISATION_LETTER"),
        "QUOTA": ("BUSINESS_LICENCE", "FINANCIAL_STATEMENT"),
        "CREDIT": ("BUSINESS_LICENCE", "AUTHORISATION_LETTER", "FINANCIAL_STATEMENT"),
        "LC": ("BUSINESS_LICENCE", "AUTHORISATION_LETTER", "ACCOUNT_OPENING_PERMIT"),
        "BILL": ("BUSINESS_LICENCE", "AUTHORISATION_LETTER", "ACCOUNT_OPENING_PERMIT"),
    }[product]
    body = {
        "productCode": product,
        "documentFileTokens": await documents(content_app, headers, *kinds),
        **extra,
    }
    return await call(client, APPLY, headers, body=body)


# What the console is asked to decide when the company has no permit for the product.
NO_SUCH_PERMIT = 999_999


async def decide(
    client: httpx.AsyncClient,
    app: FastAPI,
    comp_code: str,
    product: str,
    approve: bool,
    reason: str | None = None,
) -> dict[str, Any]:
    """Operators decide the company's application in the console (reviewer, then approver)."""
    row = await permit_row(app, comp_code, product)
    case = row.id if row is not None else NO_SUCH_PERMIT
    return await settle(client, app, "permit", case, approve, reason)


async def permit_row(app: FastAPI, comp_code: str, product: str) -> Permit | None:
    async with app.state.db.sessionmaker() as session:
        return await session.scalar(
            select(Permit).where(Permit.comp_code == comp_code, Permit.prod_code == product)
        )


async def audit_rows(app: FastAPI) -> int:
    async with app.state.db.sessionmaker() as session:
        return len((await session.scalars(select(PermitAudit))).all())


async def roles_in(app: FastAPI, comp_code: str, product: str) -> list[tuple[str, str, int]]:
    """(biz code, role, status) of the company's roles in the product."""
    async with app.state.db.sessionmaker() as session:
        rows = await session.scalars(
            select(CompanyRole)
            .where(CompanyRole.comp_code == comp_code, CompanyRole.prod_code == product)
            .order_by(CompanyRole.comp_biz_code)
        )
        return [(r.comp_biz_code, r.comp_role, r.status) for r in rows]
