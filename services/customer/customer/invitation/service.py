"""Invitations: a company's administrator invites another company to register."""

from datetime import datetime, timedelta
from typing import cast

from sqlalchemy.ext.asyncio import AsyncSession

from customer.audit import kinds
from customer.audit.recorder import Actor
from customer.audit.recorder import record as audit
from customer.company.deps import CompanyContext
from customer.company.identity import aware
from customer.config import Settings
from customer.invitation import codes, limits
from customer.invitation.models import (
    ACCEPTED,
    EXPIRED,
    PENDING,
    REVOKED,
    CompanyLink,
    Invitation,
)
from customer.invitation.repository import InvitationRepository
from customer.invitation.schemas import (
    InvitationCode,
    InvitationCreate,
    InvitationInfo,
    InvitationIssued,
    InvitationPage,
    InvitationQuery,
    InvitationRead,
    InvitationRef,
    Status,
)
from customer.personnel.access import Caller, caller
from portal_kit.errors import Conflict, NotFound, RoleRequired
from portal_kit.i18n import DEFAULT_LANGUAGE, Text
from portal_kit.masking import mask_mobile
from portal_kit.senders import sms_sender
from portal_kit.tokens import Identity

LIFETIME = timedelta(days=7)
LINK = "/index/register?invite={code}"

ONLY_ADMINISTRATOR = Text(
    "Only the company administrator can invite companies.", "仅企业管理员可以邀请企业"
)
ALREADY_INVITED = Text(
    "An invitation to this mobile number is still pending; resend it instead.",
    "已向该手机号发出邀请且仍在有效期内，请使用重新发送",
)
INVITATION_NOT_FOUND = Text("The invitation does not exist.", "邀请不存在")
NOT_PENDING = Text(
    "Only a pending or expired invitation can be resent or revoked.",
    "只有待接受或已过期的邀请可以重新发送或撤销",
)
REPLACED = Text(
    "A newer invitation to this mobile number replaced this one; resend that one instead.",
    "已向该手机号发出更新的邀请，请重新发送新的邀请",
)
# One answer for unknown, expired, revoked and used codes: a guess learns nothing.
LINK_INVALID = Text("The invitation link is invalid or has expired.", "邀请链接无效或已过期")
OWN_INVITATION = Text("A company cannot accept its own invitation.", "企业不能接受本企业发出的邀请")
SMS_TEXT = Text(
    "{inviter} invites {company} to register on the supply-chain finance platform: {link} "
    "(valid for 7 days).",
    "{inviter}邀请{company}注册供应链金融平台：{link}（7天内有效）",
)


class SentElsewhere(Exception):
    """The invitation went to another mobile than the registrant's."""


def status_on(invitation: Invitation, now: datetime) -> Status:
    stored = cast(Status, invitation.status)
    if stored == PENDING and aware(invitation.expires_at) <= now:
        return EXPIRED
    return stored


def _read(invitation: Invitation, now: datetime) -> InvitationRead:
    return InvitationRead(
        invitation_id=invitation.id,
        comp_name=invitation.comp_name,
        contact_name=invitation.contact_name,
        mobile=mask_mobile(invitation.mobile),
        comp_role=invitation.comp_role,
        status=status_on(invitation, now),
        created_at=aware(invitation.created_at),
        expires_at=aware(invitation.expires_at),
        accepted_at=aware(invitation.accepted_at) if invitation.accepted_at else None,
        revoked_at=aware(invitation.revoked_at) if invitation.revoked_at else None,
        invitee_comp_code=invitation.invitee_comp_code,
    )


async def _administrator(ctx: CompanyContext, identity: Identity) -> Caller:
    found = await caller(ctx.db, identity)
    if not found.administrator:
        raise RoleRequired(ONLY_ADMINISTRATOR)
    return found


def _subject(invitation: Invitation) -> str:
    return f"{invitation.comp_name} ({invitation.contact_name})"


def _audit(ctx: CompanyContext, by: Caller, invitation: Invitation, kind: str) -> None:
    audit(
        ctx.db,
        by.comp_code,
        kind,
        Actor.employee(by.employee),
        ctx.now(),
        subject_code=str(invitation.id),
        subject_name=_subject(invitation),
    )


async def _issue(
    ctx: CompanyContext, by: Caller, invitation: Invitation, kind: str
) -> InvitationIssued:
    """Give the invitation a fresh code and expiry and text the link to its contact."""
    await limits.take(ctx.kv, by.comp_code, ctx.now())
    code = codes.new_code()
    invitation.code_hash = codes.code_hash(code)
    invitation.expires_at = ctx.now() + LIFETIME
    link = LINK.format(code=code)
    settings: Settings = ctx.app.state.settings
    text = SMS_TEXT.format(
        inviter=by.company.comp_name,
        company=invitation.comp_name,
        link=settings.portal_link(link),
    )
    # Flushed first: if the SMS cannot be sent the request fails and nothing is kept.
    await InvitationRepository(ctx.db).add(invitation)
    _audit(ctx, by, invitation, kind)
    # The contact's language, not the inviter's: nobody knows it before they register, so
    # the platform's default.
    await sms_sender(ctx.app, ctx.kv).send_sms(
        invitation.mobile, code, text.render(DEFAULT_LANGUAGE)
    )
    return InvitationIssued(
        invitation_id=invitation.id, code=code, link=link, expires_at=invitation.expires_at
    )


async def create(
    ctx: CompanyContext, identity: Identity, request: InvitationCreate
) -> InvitationIssued:
    found = await _administrator(ctx, identity)
    repository = InvitationRepository(ctx.db)
    if await repository.pending_to(found.comp_code, request.mobile, ctx.now()):
        raise Conflict(ALREADY_INVITED)
    # An expired one to the same mobile is replaced for good: resending it would make a
    # second live invitation. A concurrent create breaks the pending-only unique index: 409.
    await repository.retire_expired_to(found.comp_code, request.mobile, ctx.now())
    invitation = Invitation(
        inviter_comp_code=found.comp_code,
        inviter_employee_code=found.employee.employee_code,
        comp_name=request.comp_name,
        contact_name=request.contact_name,
        mobile=request.mobile,
        comp_role=request.comp_role,
        status=PENDING,
        created_at=ctx.now(),
    )
    return await _issue(ctx, found, invitation, kinds.INVITATION_SENT)


async def page(ctx: CompanyContext, identity: Identity, query: InvitationQuery) -> InvitationPage:
    """The company's invitations, newest first; any of its active employees may look."""
    found = await caller(ctx.db, identity)
    now = ctx.now()
    offset = (query.page_num - 1) * query.page_size
    total, rows = await InvitationRepository(ctx.db).page(
        found.comp_code, query.status, now, offset, query.page_size
    )
    return InvitationPage(total=total, items=[_read(row, now) for row in rows])


async def _changeable(
    ctx: CompanyContext, identity: Identity, ref: InvitationRef
) -> tuple[Caller, Invitation]:
    """The company's own invitation, still pending (expired included); another company's id
    is as unknown as a made-up one."""
    found = await _administrator(ctx, identity)
    invitation = await InvitationRepository(ctx.db).get_of_company(
        found.comp_code, ref.invitation_id
    )
    if invitation is None:
        raise NotFound(INVITATION_NOT_FOUND)
    if invitation.status == EXPIRED:
        raise Conflict(REPLACED)
    if invitation.status != PENDING:
        raise Conflict(NOT_PENDING)
    return found, invitation


async def resend(ctx: CompanyContext, identity: Identity, ref: InvitationRef) -> InvitationIssued:
    """A new code (the old one stops working), a new 7-day expiry and a new SMS."""
    found, invitation = await _changeable(ctx, identity, ref)
    return await _issue(ctx, found, invitation, kinds.INVITATION_RESENT)


async def revoke(ctx: CompanyContext, identity: Identity, ref: InvitationRef) -> InvitationRead:
    found, invitation = await _changeable(ctx, identity, ref)
    invitation.status = REVOKED
    invitation.revoked_at = ctx.now()
    _audit(ctx, found, invitation, kinds.INVITATION_REVOKED)
    await ctx.db.flush()
    return _read(invitation, ctx.now())


async def _live(
    session: AsyncSession, code: str, now: datetime, *, lock: bool = False
) -> tuple[Invitation, str]:
    """The pending, unexpired invitation with ``code`` and its inviter's name, else 404."""
    row = await InvitationRepository(session).by_code_hash(codes.code_hash(code), lock=lock)
    if row is None or status_on(row[0], now) != PENDING:
        raise NotFound(LINK_INVALID)
    return row[0], row[1].comp_name


async def live_invitation(session: AsyncSession, code: str, now: datetime) -> Invitation | None:
    """The pending, unexpired invitation with ``code``; ``None`` for any other code."""
    try:
        invitation, _ = await _live(session, code, now)
    except NotFound:
        return None
    return invitation


async def info(ctx: CompanyContext, query: InvitationCode) -> InvitationInfo:
    """For the public registration page: what the invitation fills in."""
    invitation, inviter_name = await _live(ctx.db, query.code, ctx.now())
    return InvitationInfo(
        inviter_comp_name=inviter_name,
        comp_name=invitation.comp_name,
        contact_name=invitation.contact_name,
        mobile=mask_mobile(invitation.mobile),
        comp_role=invitation.comp_role,
        expires_at=aware(invitation.expires_at),
    )


async def accept_invitation(
    session: AsyncSession, code: str, invitee_comp_code: str, mobile: str, now: datetime
) -> Invitation:
    """Registration calls this when the invited company is approved: the invitation is used up
    and the two companies are linked (once, however often they invited each other). Only the
    person invited can use it: ``mobile`` must be the one the invitation went to."""
    invitation, _ = await _live(session, code, now, lock=True)
    if invitation.mobile != mobile:
        raise SentElsewhere()
    if invitation.inviter_comp_code == invitee_comp_code:
        raise Conflict(OWN_INVITATION)
    invitation.status = ACCEPTED
    invitation.accepted_at = now
    invitation.invitee_comp_code = invitee_comp_code
    # The inviter's log: their invitation was taken up, by the contact it went to.
    audit(
        session,
        invitation.inviter_comp_code,
        kinds.INVITATION_ACCEPTED,
        Actor.contact(invitation.contact_name, invitation.mobile),
        now,
        subject_code=str(invitation.id),
        subject_name=_subject(invitation),
    )
    repository = InvitationRepository(session)
    if not await repository.link_exists(invitation.inviter_comp_code, invitee_comp_code):
        await repository.add(
            CompanyLink(
                inviter_comp_code=invitation.inviter_comp_code,
                invitee_comp_code=invitee_comp_code,
                invitation_id=invitation.id,
                comp_role=invitation.comp_role,
                created_at=now,
            )
        )
    await session.flush()
    return invitation
