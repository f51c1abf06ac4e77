"""Cases put straight into the queues' tables, for the console tests that only read them."""

from datetime import timedelta

from fastapi import FastAPI

from customer.company.change.models import AdminChangeApplication
from customer.company.identity import ADMIN_CHANGE_ID
from customer.registration.identity import LEGAL_REP_ID, REAL_NAME_ID
from customer.registration.models import Registration
from customer.review.models import REGISTRATION, ReviewRecommendation
from portal_kit.clock import ManualClock
from portal_kit.sealed import app_sealer

from .company_support import VALID_ID
from .registration_support import OWN_ID, credit_code


async def add_registration(
    app: FastAPI,
    clock: ManualClock,
    number: int,
    *,
    age: timedelta = timedelta(hours=1),
    comp_name: str = "杭州示范测试有限公司",
    status: str = "pending",
) -> int:
    """A registration that reached review ``age`` ago (``status`` pending by default)."""
    sealer = app_sealer(app)
    submitted = clock.now() - age
    registration = Registration(
        user_code=f"UREG{number:04d}",
        mobile=f"139000{number:05d}",
        name="周海",
        comp_code=f"C{number:011d}",
        status=status,
        step="approval" if status == "pending" else "permit",
        comp_name=comp_name,
        credit_code=credit_code(f"91330100MA2H{number:05d}"),
        legal_rep_name="周海",
        legal_rep_id_number=sealer.seal(VALID_ID, LEGAL_REP_ID),
        province_code="330000",
        area_code="330100",
        address="杭州市西湖区文三路90号",
        licence_file_token=f"licence-{number}",
        comp_roles="C102",
        real_name="周海",
        real_name_id_number=sealer.seal(OWN_ID, REAL_NAME_ID),
        real_name_at=submitted,
        face_at=submitted,
        created_at=submitted - timedelta(minutes=5),
        submitted_at=submitted,
    )
    async with app.state.db.sessionmaker() as session:
        session.add(registration)
        await session.commit()
    return registration.id


async def add_recommendation(
    app: FastAPI, clock: ManualClock, case_id: int, queue: str = REGISTRATION
) -> None:
    async with app.state.db.sessionmaker() as session:
        session.add(
            ReviewRecommendation(
                queue=queue,
                case_id=case_id,
                operator_code="OP0009",
                operator_name="经办丁",
                approve=True,
                recommended_at=clock.now(),
            )
        )
        await session.commit()


async def add_admin_change(app: FastAPI, clock: ManualClock, comp_code: str = "DEMO0002") -> int:
    """A pending change of administrator (no letter in content: for reading only)."""
    application = AdminChangeApplication(
        comp_code=comp_code,
        applicant_employee_code="EMP0002",
        applicant_user_code="U0001",
        applicant_name="张伟",
        name="赵强",
        mobile="13900000777",
        id_number=app_sealer(app).seal(VALID_ID, ADMIN_CHANGE_ID),
        letter_file_token="letter-1",
        status="pending",
        submitted_at=clock.now() - timedelta(days=2),
    )
    async with app.state.db.sessionmaker() as session:
        session.add(application)
        await session.commit()
    return application.id
