"""The portal's own events that employees can choose to receive by SMS (DESIGN §7): each
becomes one notice of the account centre (``CRM_...`` in ``personnel/notices.py``), texted to
the active employees of the company concerned who chose it.

``employee.added``, ``admin.changed`` → ``CRM_PERSONNEL_CHANGE``;
``company.change_decided`` → ``CRM_COMPANY_CHANGE_RESULT``; an approved change is both, and an
employee who chose both is texted once for it;
``invitation.accepted`` (to the inviting company) → ``CRM_INVITATION_ACCEPTED``;
``permit.decided`` → ``CRM_PERMIT_RESULT``.

The customer service publishes all of them itself, after the change commits, and reads them
back in its own consumer group like any other service's events.
"""

import logging
from collections.abc import Callable
from dataclasses import dataclass
from datetime import timedelta
from typing import Annotated, Any

from fastapi import FastAPI
from pydantic import Field

from customer.events import ADMIN_CHANGED, COMPANY_CHANGE_DECIDED, EMPLOYEE_ADDED
from customer.notice import service
from customer.notice.repository import Recipient
from customer.permit.events import PERMIT_DECIDED
from customer.registration.events import INVITATION_ACCEPTED
from portal_kit.clock import clock_of
from portal_kit.db import Database
from portal_kit.envelope import WireModel
from portal_kit.events import Event, Handler, stream_name
from portal_kit.i18n import Text

logger = logging.getLogger(__name__)

# A consumer group starts at the beginning of each stream, and a consumer may be down for a
# while: news older than this is not texted any more (the in-site message still tells it).
MAX_EVENT_AGE = timedelta(hours=24)

Code = Annotated[str, Field(min_length=1, max_length=32)]
Name = Annotated[str, Field(min_length=1, max_length=128)]


class NoticePayload(WireModel):
    comp_code: Code

    def occasion(self) -> str | None:
        """What happened, when two events tell it: an employee who chose both notices is
        texted once per occasion, not once per event."""
        return None


def _company_change(comp_code: str, application_id: int) -> str:
    return f"company-change:{comp_code}:{application_id}"


class EmployeeAdded(NoticePayload):
    employee_name: Name


class AdminChanged(NoticePayload):
    user_name: Name
    application_id: int | None = None

    def occasion(self) -> str | None:
        if self.application_id is None:
            return None  # the administrator handed over in personnel: no decision follows
        return _company_change(self.comp_code, self.application_id)


class ChangeDecided(NoticePayload):
    application_id: int
    approved: bool
    user_name: Name | None = None

    def occasion(self) -> str | None:
        return _company_change(self.comp_code, self.application_id)


class InvitationAccepted(NoticePayload):
    invitee_comp_name: Name


class PermitDecided(NoticePayload):
    product_code: Code
    approved: bool
    product_name: Name | None = None


def _employee_added(p: EmployeeAdded) -> Text:
    return Text("{name} has joined the company.", "新员工{name}已加入企业。").format(
        name=p.employee_name
    )


def _admin_changed(p: AdminChanged) -> Text:
    return Text("{name} is now the company's administrator.", "{name}已成为企业管理员。").format(
        name=p.user_name
    )


def _change_decided(p: ChangeDecided) -> Text:
    if p.approved:
        return Text(
            "The change of administrator was approved; {name} is now the administrator.",
            "企业管理员变更申请已审核通过，{name}已成为企业管理员。",
        ).format(name=p.user_name or "-")
    return Text(
        "The change of administrator was not approved; sign in to the portal for the reason.",
        "企业管理员变更申请未通过审核，请登录门户查看原因。",
    )


def _invitation_accepted(p: InvitationAccepted) -> Text:
    return Text(
        "{name}, invited by the company, has completed registration.",
        "贵司邀请的{name}已完成注册。",
    ).format(name=p.invitee_comp_name)


def _permit_decided(p: PermitDecided) -> Text:
    product = p.product_name or p.product_code
    if p.approved:
        return Text(
            "The application for {product} was approved.", "{product}产品开通申请已审核通过。"
        ).format(product=product)
    return Text(
        "The application for {product} was not approved; sign in to the portal for the reason.",
        "{product}产品开通申请未通过审核，请登录门户查看原因。",
    ).format(product=product)


# The company's name leads every text: an employee may work for several companies.
COMPANY_PREFIX = Text("{company}: ", "{company}：")


@dataclass(frozen=True, slots=True)
class NoticeEvent:
    notice_code: str
    payload: type[NoticePayload]
    text: Callable[[Any], Text]


NOTICE_EVENTS: dict[str, NoticeEvent] = {
    EMPLOYEE_ADDED: NoticeEvent("CRM_PERSONNEL_CHANGE", EmployeeAdded, _employee_added),
    ADMIN_CHANGED: NoticeEvent("CRM_PERSONNEL_CHANGE", AdminChanged, _admin_changed),
    COMPANY_CHANGE_DECIDED: NoticeEvent(
        "CRM_COMPANY_CHANGE_RESULT", ChangeDecided, _change_decided
    ),
    INVITATION_ACCEPTED: NoticeEvent(
        "CRM_INVITATION_ACCEPTED", InvitationAccepted, _invitation_accepted
    ),
    PERMIT_DECIDED: NoticeEvent("CRM_PERMIT_RESULT", PermitDecided, _permit_decided),
}


def _handler(app: FastAPI, event_type: str, entry: NoticeEvent) -> Handler:
    stream = stream_name(event_type)

    async def handle(event: Event) -> None:
        payload = event.payload_as(entry.payload)
        clock = clock_of(app)
        at = event.published_at
        if at is not None and at < clock.now() - MAX_EVENT_AGE:
            logger.info("%s %s is too old to be texted", stream, event.id)
            return
        # Looked up at each event: tests swap the app's database for one that rolls back.
        database: Database = app.state.db
        async with database.transaction() as session:
            to = await service.audience(session, payload.comp_code, entry.notice_code)
        if to is None:
            logger.warning("%s %s names no company %s", stream, event.id, payload.comp_code)
            return
        languages = await service.recipient_languages(app, to)
        prefix = COMPANY_PREFIX.format(company=to.comp_name)
        words = entry.text(payload)

        def message(recipient: Recipient) -> str:
            language = languages.get(recipient.user_code, service.SMS_LANGUAGE)
            return prefix.render(language) + words.render(language)

        source = payload.occasion() or f"event:{stream}:{event.id}"
        await service.text(app, to, source, message)

    return handle


def notice_handlers(app: FastAPI) -> dict[str, Handler]:
    """A handler per event type that is a notice, texting through ``app``."""
    return {
        event_type: _handler(app, event_type, entry) for event_type, entry in NOTICE_EVENTS.items()
    }
