"""Dev-only routes (DESIGN §8): never mounted in production mode."""

from typing import Annotated

from fastapi import APIRouter, Query

from auth.deps import KVDep
from portal_kit import outbox
from portal_kit.envelope import Envelope, ok

router = APIRouter(prefix="/dev", tags=["dev"])


@router.get("/outbox")
async def read_outbox(
    kv: KVDep, to: Annotated[str, Query(min_length=1, max_length=128)]
) -> Envelope[list[outbox.OutboxItem]]:
    """What was sent to ``to`` (a mobile, an e-mail or a browserID), newest first."""
    return ok(await outbox.read(kv, to))
