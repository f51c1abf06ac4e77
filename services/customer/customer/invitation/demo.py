"""DEMO0009's invitations, one or more in every state, for the list's filters: pending ones
expire a week after they were sent, so each state is what the list would compute itself.

Written by the start-up step in dev and test modes, like the other dated demo cases: sent
days before the start, pending ones stay pending however old the seed is.
"""

import secrets
from datetime import datetime, timedelta

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from customer.demo import DEMO_INVITATIONS
from customer.invitation import codes
from customer.invitation.models import (
    ACCEPTED,
    EXPIRED,
    PENDING,
    REVOKED,
    CompanyLink,
    Invitation,
)
from customer.invitation.service import LIFETIME
from customer.models import Company
from portal_kit.demo_people import CROWD_COMPANY, DEMO_CROWD

# Stored states: an expired invitation is a pending one past its expiry.
STORED = {PENDING: PENDING, EXPIRED: PENDING, ACCEPTED: ACCEPTED, REVOKED: REVOKED}


async def fill_demo_invitations(session: AsyncSession, now: datetime) -> None:
    """Once the demo companies exist, and once: a company that has any invitation is left
    alone."""
    if await session.get(Company, CROWD_COMPANY) is None:
        return
    found = await session.scalar(
        select(Invitation.id).where(Invitation.inviter_comp_code == CROWD_COMPANY).limit(1)
    )
    if found is not None:
        return
    inviter = DEMO_CROWD[0].employee_code
    for comp_name, contact, mobile, role, days_ago, state, invitee in DEMO_INVITATIONS:
        sent = now - timedelta(days=days_ago)
        invitation = Invitation(
            inviter_comp_code=CROWD_COMPANY,
            inviter_employee_code=inviter,
            comp_name=comp_name,
            contact_name=contact,
            mobile=mobile,
            comp_role=role,
            # Nobody holds the code: the demo links are not meant to be opened.
            code_hash=codes.code_hash(codes.new_code() + secrets.token_hex(4).upper()),
            status=STORED[state],
            created_at=sent,
            expires_at=sent + LIFETIME,
            accepted_at=sent + LIFETIME / 7 if state == ACCEPTED else None,
            revoked_at=sent + LIFETIME / 7 if state == REVOKED else None,
            invitee_comp_code=invitee,
        )
        session.add(invitation)
        if invitee is not None:
            await session.flush()
            session.add(
                CompanyLink(
                    inviter_comp_code=CROWD_COMPANY,
                    invitee_comp_code=invitee,
                    invitation_id=invitation.id,
                    comp_role=role,
                    created_at=invitation.accepted_at,
                )
            )
    await session.flush()
