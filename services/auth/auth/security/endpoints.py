"""The console's security parameters (``/ops/security/*``): auditors read, ops_admins change."""

from fastapi import APIRouter

from auth.deps import OpsAdmin, OpsDep, OpsReader
from auth.security import service
from auth.security.schemas import SecurityParamRow, SecurityParamUpdate
from portal_kit.envelope import Envelope, ok
from portal_kit.paging import Page, PageQuery

router = APIRouter(prefix="/ops/security", tags=["ops-security"])


@router.post("/list")
async def list_params(
    ctx: OpsDep, operator: OpsReader, body: PageQuery
) -> Envelope[Page[SecurityParamRow]]:
    """Every security parameter: value, default, meaning in both languages, allowed values."""
    return ok(await service.list_params(ctx.db, body))


@router.post("/update")
async def update_param(
    ctx: OpsDep, operator: OpsAdmin, body: SecurityParamUpdate
) -> Envelope[SecurityParamRow]:
    """Change a parameter, from the next request on; 400 naming the allowed values."""
    return ok(await service.update(ctx.db, ctx.clock, operator, body))
