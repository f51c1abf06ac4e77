"""Demo cases waiting in the operator console's queues, written at start-up (dev and test
modes) beside the other sealed demo data: a pending registration with its licence and a
pending change of administrator with its letter.

Like the seed it only adds what is missing, and only once the demo companies exist.
"""

from datetime import datetime, timedelta

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from customer.company.change.models import PENDING as CHANGE_PENDING
from customer.company.change.models import AdminChangeApplication
from customer.company.identity import ADMIN_CHANGE_ID
from customer.demo import (
    DEMO_ADMIN_CHANGE,
    DEMO_FILES,
    DEMO_LETTER_FILE,
    DEMO_LICENCE_FILE,
    DEMO_REGISTRANT,
    DEMO_REGISTRATION,
)
from customer.models import Company
from customer.registration.identity import LEGAL_REP_ID, REAL_NAME_ID
from customer.registration.models import PENDING, STEP_APPROVAL, Registration
from customer.review.models import ADMIN_CHANGE, REGISTRATION
from customer.review.submissions import submitted
from portal_kit.sealed import Sealer


async def _registration(session: AsyncSession, sealer: Sealer, now: datetime) -> None:
    user_code, mobile, name = DEMO_REGISTRANT
    known = select(Registration.id).where(Registration.user_code == user_code)
    if await session.scalar(known) is not None:
        return
    data = dict(DEMO_REGISTRATION)
    id_number = data.pop("legal_rep_id_number")
    _, _, file_name, content_type = DEMO_FILES[DEMO_LICENCE_FILE]
    sent = now - timedelta(hours=20)
    registration = Registration(
        user_code=user_code,
        mobile=mobile,
        name=name,
        status=PENDING,
        step=STEP_APPROVAL,
        legal_rep_id_number=sealer.seal(id_number, LEGAL_REP_ID),
        licence_file_token=DEMO_LICENCE_FILE,
        licence_file_name=file_name,
        licence_content_type=content_type,
        # The registrant is the legal representative, verified by name and face.
        real_name=name,
        real_name_id_number=sealer.seal(id_number, REAL_NAME_ID),
        real_name_at=sent - timedelta(minutes=10),
        face_at=sent - timedelta(minutes=5),
        created_at=sent - timedelta(minutes=30),
        submitted_at=sent,
        **data,
    )
    session.add(registration)
    await session.flush()
    await submitted(session, REGISTRATION, registration.id, user_code, name, sent)


async def _admin_change(session: AsyncSession, sealer: Sealer, now: datetime) -> None:
    comp_code = str(DEMO_ADMIN_CHANGE["comp_code"])
    known = select(AdminChangeApplication.id).where(AdminChangeApplication.comp_code == comp_code)
    if await session.get(Company, comp_code) is None or await session.scalar(known) is not None:
        return
    employee_code, user_code, applicant = DEMO_ADMIN_CHANGE["applicant"]
    _, _, file_name, content_type = DEMO_FILES[DEMO_LETTER_FILE]
    sent = now - timedelta(days=3)
    application = AdminChangeApplication(
        comp_code=comp_code,
        applicant_employee_code=employee_code,
        applicant_user_code=user_code,
        applicant_name=applicant,
        name=str(DEMO_ADMIN_CHANGE["name"]),
        mobile=str(DEMO_ADMIN_CHANGE["mobile"]),
        id_number=sealer.seal(str(DEMO_ADMIN_CHANGE["id_number"]), ADMIN_CHANGE_ID),
        letter_file_token=DEMO_LETTER_FILE,
        letter_file_name=file_name,
        letter_content_type=content_type,
        status=CHANGE_PENDING,
        submitted_at=sent,
    )
    session.add(application)
    await session.flush()
    await submitted(session, ADMIN_CHANGE, application.id, user_code, applicant, sent)


async def fill_demo_cases(session: AsyncSession, sealer: Sealer, now: datetime) -> None:
    """The demo's waiting cases, when the demo companies are there and the cases are not."""
    if await session.get(Company, "DEMO0001") is None:
        return
    await _registration(session, sealer, now)
    await _admin_change(session, sealer, now)
    await session.flush()
