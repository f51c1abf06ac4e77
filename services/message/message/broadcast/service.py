"""The rules of operators' messages: who receives them, and the record kept of each.

A message to many companies is one message per company, each sent through the same path as
every other message (``message.sending.deliver``): the receiving company's counters stay
true and its unread badge stays two primary-key lookups, however many were sent.
"""

from sqlalchemy.ext.asyncio import AsyncSession

from message.broadcast.repository import BatchRepository
from message.broadcast.schemas import BatchRow, BroadcastSend
from message.clients.customer import CustomerClient
from message.html import fingerprint
from message.models import MessageBatch, MessageType
from message.sending import compose, deliver
from portal_kit.audit import record
from portal_kit.errors import Conflict, InvalidInput, NotFound
from portal_kit.i18n import Text
from portal_kit.operators import OperatorContext
from portal_kit.paging import Page, PageQuery

NEEDS_COMPANY = Text(
    "compCode is required for audience 'company' (and compRole is not)",
    "audience为company时须填写compCode（且不填compRole）",
)
NEEDS_ROLE = Text(
    "compRole is required for audience 'role' (and compCode is not)",
    "audience为role时须填写compRole（且不填compCode）",
)
NEEDS_NOTHING = Text(
    "audience 'all' takes neither compCode nor compRole",
    "audience为all时不填compCode与compRole",
)
HALF_ENGLISH = Text(
    "titleEn and contentEn must be given together (or neither)",
    "titleEn与contentEn须同时填写（或都不填）",
)
UNKNOWN_COMPANY = Text(
    "Company {code} does not exist or is not active.", "企业{code}不存在或未处于正常状态"
)
NOBODY = Text(
    "No active company holds company role {role}; nothing was sent.",
    "没有正常状态的企业具有企业角色{role}，未发送消息",
)
NO_COMPANY_AT_ALL = Text(
    "There is no active company; nothing was sent.", "没有正常状态的企业，未发送消息"
)


def _check(body: BroadcastSend) -> None:
    if body.audience == "company" and (body.comp_code is None or body.comp_role is not None):
        raise InvalidInput(NEEDS_COMPANY)
    if body.audience == "role" and (body.comp_role is None or body.comp_code is not None):
        raise InvalidInput(NEEDS_ROLE)
    if body.audience == "all" and (body.comp_code is not None or body.comp_role is not None):
        raise InvalidInput(NEEDS_NOTHING)
    if (body.title_en is None) != (body.content_en is None):
        raise InvalidInput(HALF_ENGLISH)


async def _recipients(customer: CustomerClient, body: BroadcastSend) -> tuple[str, list[str]]:
    """The audience's target as recorded, and the companies it names, in a fixed order (the
    tally rows are locked in that order: two sends cannot deadlock)."""
    if body.audience == "role":
        assert body.comp_role is not None
        codes = sorted(set(await customer.active_company_codes(body.comp_role)))
        if not codes:
            raise Conflict(NOBODY.format(role=body.comp_role))
        return body.comp_role, codes
    active = set(await customer.active_company_codes())
    if body.audience == "company":
        assert body.comp_code is not None
        if body.comp_code not in active:
            raise NotFound(UNKNOWN_COMPANY.format(code=body.comp_code))
        return body.comp_code, [body.comp_code]
    if not active:
        raise Conflict(NO_COMPANY_AT_ALL)
    return "", sorted(active)


def _row(batch: MessageBatch) -> BatchRow:
    return BatchRow(
        id=batch.id,
        audience=batch.audience,
        target=batch.target,
        title=batch.title,
        title_en=batch.title_en,
        recipients=batch.recipients,
        sent_by_code=batch.sent_by_code,
        sent_by_name=batch.sent_by_name,
        sent_at=batch.sent_at,
    )


async def send(
    session: AsyncSession,
    customer: CustomerClient,
    operator: OperatorContext,
    body: BroadcastSend,
) -> BatchRow:
    """A system message in every receiving company's box, recorded as one batch."""
    _check(body)
    letter = compose(body.title, body.title_en, body.format, body.content, body.content_en)
    target, codes = await _recipients(customer, body)
    now = operator.at
    for comp_code in codes:
        await deliver(session, comp_code, None, MessageType.SYSTEM, letter, now)
    batch = MessageBatch(
        audience=body.audience,
        target=target,
        title=body.title,
        title_en=body.title_en,
        recipients=len(codes),
        sent_by_code=operator.code,
        sent_by_name=operator.name,
        sent_at=now,
    )
    await BatchRepository(session).add(batch)
    await record(
        session,
        operator,
        "message.send",
        "message_batch",
        str(batch.id),
        summary=body.title,
        after={
            "audience": body.audience,
            "target": target,
            "title": body.title,
            "titleEn": body.title_en,
            "recipients": len(codes),
            "content": fingerprint(body.content),
            "contentEn": fingerprint(body.content_en),
        },
    )
    return _row(batch)


async def sent(session: AsyncSession, query: PageQuery) -> Page[BatchRow]:
    total, batches = await BatchRepository(session).page(query.offset, query.page_size)
    return Page(total=total, rows=[_row(b) for b in batches])
