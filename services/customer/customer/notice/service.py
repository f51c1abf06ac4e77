"""Texting a notice to the employees of a company who chose it (``personnel/notices.py``,
``sms_settings.py``), at most once per event and employee.

Delivery is at least once (events are redelivered, products retry), so each text is claimed
first in the KV (``SET NX`` on event and employee, kept ``CLAIM_TTL``): a second delivery finds
the claim and texts nobody twice. A send that fails gives its claim back, so the retry texts
that employee; a process dying between claim and send loses that one text, which is accepted
for notifications.
"""

import logging
from collections.abc import Callable
from contextlib import suppress
from dataclasses import dataclass
from typing import cast, get_args

from fastapi import FastAPI
from redis.asyncio import Redis
from redis.exceptions import RedisError
from sqlalchemy.ext.asyncio import AsyncSession

from customer.clients.auth import auth_client
from customer.company.deps import CompanyContext
from customer.company.service import COMPANY_NOT_FOUND
from customer.models import ACTIVE
from customer.notice.repository import NoticeRepository, Recipient
from customer.notice.schemas import NoticeSend, NoticeSent
from customer.personnel.notices import NOTICE_PRODUCTS
from portal_kit.errors import InvalidInput, NotFound, ServiceError
from portal_kit.i18n import DEFAULT_LANGUAGE, Language, Text
from portal_kit.senders import sms_sender

logger = logging.getLogger(__name__)

# No request, so no Accept-Language: the portal's own notices go out in each recipient's
# language (auth's record of their last sign-in), this one when it is unknown.
SMS_LANGUAGE: Language = "zh-CN"
# Longer than any redelivery or retry a notice is still worth texting for.
CLAIM_TTL_SEC = 7 * 24 * 3600
# The account centre's notices: the portal texts them from its own events (notice.events).
PORTAL_PRODUCT = "CRM"

UNKNOWN_NOTICE = Text(
    "noticeCode: {code} is not a notification of the catalogue",
    "noticeCode：{code}不是已登记的业务通知",
)
PORTAL_NOTICE = Text(
    "noticeCode: {code} is sent by the portal itself", "noticeCode：{code}由门户自行发送"
)
NO_TEXT = Text("text is required (or texts)", "text不能为空（或texts）")
NO_DEFAULT_TEXT = Text(
    "texts must hold zh-CN when there is no text", "未提供text时，texts须包含zh-CN"
)


@dataclass(frozen=True, slots=True)
class Audience:
    """Who in a company receives one notice, and the company's name for the text."""

    comp_name: str
    recipients: list[Recipient]


@dataclass(frozen=True, slots=True)
class Delivery:
    texted: int
    already_texted: int


async def audience(db: AsyncSession, comp_code: str, notice_code: str) -> Audience | None:
    """``None`` for an unknown company; nobody for a disabled one."""
    repository = NoticeRepository(db)
    company = await repository.company(comp_code)
    if company is None:
        return None
    if company.status != ACTIVE:
        return Audience(company.comp_name, [])
    subscribers = await repository.subscribers(comp_code, notice_code, NOTICE_PRODUCTS[notice_code])
    return Audience(company.comp_name, subscribers)


def _claim_key(source: str, employee_code: str) -> str:
    return f"notice-sms:{source}:{employee_code}"


async def recipient_languages(app: FastAPI, to: Audience) -> dict[str, Language]:
    """Each recipient's language by user code; Chinese for all when auth cannot say (the
    notice still goes out)."""
    if not to.recipients:
        return {}
    try:
        found = await auth_client(app).user_languages([r.user_code for r in to.recipients])
    except ServiceError:
        logger.warning("auth did not name the recipients' languages; texting in %s", SMS_LANGUAGE)
        return {}
    return {
        user: cast(Language, language)
        for user, language in found.items()
        if language in get_args(Language)
    }


async def text(
    app: FastAPI, to: Audience, source: str, message: str | Callable[[Recipient], str]
) -> Delivery:
    """Text ``message`` to every recipient not yet texted for ``source`` (an event's id, an
    occasion two events tell, or a product's id). Raises what the SMS sender raises, after
    giving that claim back."""
    kv: Redis = app.state.kv
    sender = sms_sender(app, kv)
    texted = already = 0
    for recipient in to.recipients:
        key = _claim_key(source, recipient.employee_code)
        if not await kv.set(key, "1", nx=True, ex=CLAIM_TTL_SEC):
            already += 1
            continue
        try:
            words = message if isinstance(message, str) else message(recipient)
            await sender.send_sms(recipient.mobile, "", words)
        except Exception:
            with suppress(RedisError, OSError):
                await kv.delete(key)
            raise
        texted += 1
    logger.info("notice %s: %d texted, %d already texted", source, texted, already)
    return Delivery(texted, already)


def _check_texts(notice: NoticeSend) -> None:
    if notice.text is None and not notice.texts:
        raise InvalidInput(NO_TEXT)
    if notice.text is None and DEFAULT_LANGUAGE not in (notice.texts or {}):
        raise InvalidInput(NO_DEFAULT_TEXT)


def notice_text(notice: NoticeSend, language: Language) -> str:
    """The product's words for a recipient reading ``language``: its text in that language,
    else its single text, else its Chinese one (``_check_texts`` made sure one is there)."""
    texts = notice.texts or {}
    chosen = texts.get(language) or notice.text or texts.get(DEFAULT_LANGUAGE)
    assert chosen is not None
    return chosen


async def _message(
    app: FastAPI, to: Audience, notice: NoticeSend
) -> str | Callable[[Recipient], str]:
    if not notice.texts:
        return notice.text or ""  # one language: no need to ask auth for anyone's
    languages = await recipient_languages(app, to)
    return lambda recipient: notice_text(notice, languages.get(recipient.user_code, SMS_LANGUAGE))


async def send(ctx: CompanyContext, notice: NoticeSend) -> NoticeSent:
    """A business product's notice: its subscribers in the company, texted once per id, each
    in their language when the product wrote it in several."""
    product = NOTICE_PRODUCTS.get(notice.notice_code)
    if product is None:
        raise InvalidInput(UNKNOWN_NOTICE.format(code=notice.notice_code))
    if product == PORTAL_PRODUCT:
        raise InvalidInput(PORTAL_NOTICE.format(code=notice.notice_code))
    _check_texts(notice)
    to = await audience(ctx.db, notice.comp_code, notice.notice_code)
    if to is None:
        raise NotFound(COMPANY_NOT_FOUND)
    # Products number their own events: the notice code keeps two products' ids apart.
    source = f"product:{notice.notice_code}:{notice.event_id}"
    delivery = await text(ctx.app, to, source, await _message(ctx.app, to, notice))
    return NoticeSent(texted=delivery.texted, already_texted=delivery.already_texted)
