"""What an operator's decision on a permit application does (the console decides through here).

Approval grants the company a role in the product when it has none, so the product shows in
its switcher, and turns the applicant's voucher into their real-name record for the product,
unless the person already verified a different identity, which then stays.
"""

import logging
import secrets
from datetime import datetime

from customer.audit import kinds
from customer.audit.recorder import Actor
from customer.audit.recorder import record as audit
from customer.company.deps import CompanyContext
from customer.company.identity import REAL_NAME_ID
from customer.models import ACTIVE, CompanyRole
from customer.permit import lifecycle
from customer.permit.errors import REASON_REQUIRED, AlreadyDecided, PermitNotFound
from customer.permit.identity import verified_identity, voucher_number
from customer.permit.models import Permit, PermitAudit
from customer.permit.repository import PermitRepository
from customer.permit.schemas import PermitDecided
from customer.realname.models import RealNameVerification
from customer.repository import CompanyRoleRepository
from customer.review.four_eyes import Decider
from portal_kit.errors import InvalidInput

logger = logging.getLogger(__name__)

# How the real-name record made from an approved voucher says it was verified.
VERIFIED_BY_OPERATOR = "operator"
BIZ_CODE_LENGTH = 32


async def _grant_role(ctx: CompanyContext, permit: Permit) -> str:
    """The company's role in the product: an active one it holds, else the applied-for one,
    made (or enabled again) now; its business code."""
    roles = CompanyRoleRepository(ctx.db)
    held = await roles.list_active_of([permit.comp_code], permit.prod_code)
    if held:
        return held[0].comp_biz_code
    # Shaped like the demo data's codes (DEMO0001-EC-C101) when that fits and is free.
    biz_code = f"{permit.comp_code}-{permit.prod_code}-{permit.comp_role}"
    existing = await PermitRepository(ctx.db).company_role(biz_code)
    if existing is not None and (existing.comp_code, existing.prod_code, existing.comp_role) == (
        permit.comp_code,
        permit.prod_code,
        permit.comp_role,
    ):
        existing.status = ACTIVE
        return biz_code
    if existing is not None or len(biz_code) > BIZ_CODE_LENGTH:
        biz_code = f"B{secrets.token_hex(8).upper()}"
    roles.add(
        CompanyRole(
            comp_biz_code=biz_code,
            comp_code=permit.comp_code,
            prod_code=permit.prod_code,
            comp_role=permit.comp_role,
            status=ACTIVE,
            created_at=ctx.now(),
        )
    )
    return biz_code


async def _record_real_name(ctx: CompanyContext, permit: Permit, now: datetime) -> bool:
    """The applicant's voucher, checked by the operator, as their real-name record; never
    when it differs from an identity the person already verified (that one stays)."""
    if permit.voucher_name is None or permit.voucher_id_number is None:
        return False
    id_number = voucher_number(ctx.sealer, permit)
    if id_number is None:
        # A retired key: the approval stands; the person verifies their name another way.
        return False
    verified = await verified_identity(
        ctx.db, ctx.sealer, permit.comp_code, permit.applicant_user_code
    )
    if verified is not None and verified.matches(id_number) is not True:
        logger.warning(
            "permit %s: the voucher differs from the verified identity, which is kept", permit.id
        )
        return False
    ctx.db.add(
        RealNameVerification(
            comp_code=permit.comp_code,
            user_code=permit.applicant_user_code,
            prod_code=permit.prod_code,
            name=permit.voucher_name,
            id_number=ctx.sealer.seal(id_number, REAL_NAME_ID),
            method=VERIFIED_BY_OPERATOR,
            passed_at=now,
        )
    )
    return True


def check_open(permit: Permit | None) -> Permit:
    if permit is None:
        raise PermitNotFound()
    if permit.status not in lifecycle.OPEN:
        raise AlreadyDecided()
    return permit


async def apply_decision(
    ctx: CompanyContext, permit: Permit, approve: bool, reason: str | None, decider: Decider
) -> PermitDecided:
    """Approve or reject an application waiting for review, in the request's transaction."""
    if not approve and not reason:
        raise InvalidInput(REASON_REQUIRED)
    before, now = permit.status, ctx.now()
    answer = PermitDecided(
        comp_code=permit.comp_code, product_code=permit.prod_code, status=lifecycle.REJECTED
    )
    if approve:
        answer = PermitDecided(
            comp_code=permit.comp_code,
            product_code=permit.prod_code,
            status=lifecycle.ACTIVE,
            comp_biz_code=await _grant_role(ctx, permit),
            real_name_recorded=await _record_real_name(ctx, permit, now),
        )
    permit.status = answer.status
    permit.reason = reason or None
    permit.operator = decider.name
    permit.operator_code = decider.code
    permit.decided_at = now
    permit.updated_at = now
    PermitRepository(ctx.db).record(
        PermitAudit(
            permit_id=permit.id,
            before_status=before,
            after_status=permit.status,
            actor_type=lifecycle.BY_OPERATOR,
            actor_code=decider.code,
            actor_name=decider.name,
            remark=permit.reason,
            created_at=now,
        )
    )
    audit(
        ctx.db,
        permit.comp_code,
        kinds.PERMIT_APPROVED if approve else kinds.PERMIT_REJECTED,
        Actor.operator(decider.code, decider.name),
        now,
        subject_code=permit.prod_code,
        subject_name=permit.prod_code,
        detail=permit.reason or "",
    )
    await ctx.db.flush()
    return answer
