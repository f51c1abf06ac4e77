"""The one way a message is written: its texts cleaned once, then stored and counted for
each receiving company in the caller's transaction. Events, peers and operators all send
through ``deliver``, so the counters behind the unread badge stay true."""

from dataclasses import dataclass
from datetime import datetime

from sqlalchemy.ext.asyncio import AsyncSession

from message.counters import CounterRepository
from message.errors import EmptyContent
from message.html import Format, render, summary_of
from message.models import Message
from message.repository import MessageRepository


@dataclass(frozen=True, slots=True)
class Letter:
    """A message's texts, cleaned once, ready to go to any number of companies."""

    title: str
    title_en: str | None
    summary: str
    summary_en: str | None
    content: str
    content_en: str | None


def compose(
    title: str,
    title_en: str | None,
    format: Format,
    content: str,
    content_en: str | None,
) -> Letter:
    """The cleaned texts (Markdown rendered first); refused when nothing readable is left."""
    html = render(format, content)
    html_en = render(format, content_en) if content_en else None
    if not html or (content_en and not html_en):
        raise EmptyContent()
    return Letter(
        title=title,
        title_en=title_en,
        summary=summary_of(html),
        summary_en=summary_of(html_en) if html_en else None,
        content=html,
        content_en=html_en,
    )


async def deliver(
    session: AsyncSession,
    comp_code: str,
    user_code: str | None,
    msg_type: str,
    letter: Letter,
    now: datetime,
) -> Message:
    """Store one message and count it, in the caller's transaction: every way of sending
    (events, peers, operators) comes through here, so the counters stay true."""
    # The tally row is locked before the message gets its id (see counters.py).
    await CounterRepository(session).count_sent(comp_code, user_code, msg_type)
    message = Message(
        receive_comp_code=comp_code,
        receive_user_code=user_code,
        msg_type=msg_type,
        title=letter.title,
        title_en=letter.title_en,
        summary=letter.summary,
        summary_en=letter.summary_en,
        content=letter.content,
        content_en=letter.content_en,
        created_at=now,
    )
    MessageRepository(session).add(message)
    await session.flush()
    return message
