"""The console's calls over every review queue: the summary and the four-eyes policy."""

from fastapi import APIRouter

from customer.deps import CaseReader, OpsAdmin, SessionDep
from customer.review import service
from customer.review.schemas import PolicyRead, PolicyUpdate, ReviewSummary
from portal_kit.envelope import Envelope, ok

router = APIRouter(prefix="/ops/review", tags=["console: review queues"])


@router.post("/summary")
async def summary(session: SessionDep, operator: CaseReader) -> Envelope[ReviewSummary]:
    """Per queue: waiting cases by stage and age, the oldest, decisions of the last 7 days."""
    return ok(await service.summary(session, operator.at))


@router.post("/policy/list")
async def policy_list(session: SessionDep, operator: CaseReader) -> Envelope[list[PolicyRead]]:
    """Each queue's four-eyes policy (on unless an operations administrator switched it off)."""
    return ok(await service.policies(session))


@router.post("/policy/update")
async def policy_update(
    session: SessionDep, operator: OpsAdmin, body: PolicyUpdate
) -> Envelope[PolicyRead]:
    """Switch four-eyes on or off for one queue (audited)."""
    return ok(await service.update_policy(session, operator, body))
