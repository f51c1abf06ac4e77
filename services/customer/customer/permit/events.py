"""``permit.decided`` for the message service (DESIGN §7), staged with the decision."""

from fastapi import FastAPI
from sqlalchemy.ext.asyncio import AsyncSession

from customer.permit.lifecycle import ACTIVE
from customer.permit.products import product_name
from customer.permit.schemas import PermitDecided
from portal_kit.event_outbox import stage

PERMIT_DECIDED = "permit.decided"


async def stage_decided(
    app: FastAPI, db: AsyncSession, decided: PermitDecided, reason: str | None
) -> None:
    """Stage the event in ``db``'s transaction, the decision's: it goes out once that commits.
    The product's name comes from the content service now, while the transaction is open; when
    content cannot say, the event carries the code alone (the message then shows it)."""
    payload: dict[str, object] = {
        "compCode": decided.comp_code,
        "productCode": decided.product_code,
        "approved": decided.status == ACTIVE,
    }
    # Messages are read in Chinese first (the message service shows this name in both texts).
    name = await product_name(app, decided.product_code, "zh-CN")
    if name:
        payload["productName"] = name
    if reason:
        payload["reason"] = reason
    await stage(db, PERMIT_DECIDED, payload)
