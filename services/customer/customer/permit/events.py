"""``permit.decided`` for the message service (DESIGN §7), published after the commit."""

import logging

from fastapi import FastAPI
from redis.exceptions import RedisError

from customer.permit.lifecycle import ACTIVE
from customer.permit.products import product_name
from customer.permit.schemas import PermitDecided
from portal_kit.events import publish

logger = logging.getLogger(__name__)

PERMIT_DECIDED = "permit.decided"


async def publish_decided(app: FastAPI, decided: PermitDecided, reason: str | None) -> None:
    """Run as a background task, once the decision's transaction has committed. A failure is
    logged, not raised: the decision stands, only its notification is lost (DESIGN §7)."""
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
    try:
        await publish(app.state.kv, PERMIT_DECIDED, payload)
    except (RedisError, OSError):
        logger.exception(
            "permit.decided for %s/%s was not published", decided.comp_code, decided.product_code
        )
