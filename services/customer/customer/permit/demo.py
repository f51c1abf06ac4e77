"""Demo permits (``seed --demo``) in several states, with their audit trails.

The approved ones are for products the demo companies already hold a role in (customer.demo),
so what the product centre shows and what a switch offers agree. No vouchers (they are
sealed, and the seed has no identity key). DEMO0001's waiting CREDIT application carries
documents, for the operator console to show: content's demo data holds their files
(customer.demo.DEMO_FILES).
"""

from dataclasses import dataclass
from datetime import UTC, datetime

from sqlalchemy.ext.asyncio import AsyncSession

from customer.demo import DEMO_FILES
from customer.permit import lifecycle
from customer.permit.models import Permit, PermitAudit, PermitDocument
from customer.permit.repository import PermitRepository

OPERATOR = "demo-operator"


def _on(month: int, day: int) -> datetime:
    return datetime(2026, month, day, 2, tzinfo=UTC)


@dataclass(frozen=True)
class Step:
    status: int
    at: datetime
    remark: str | None = None


@dataclass(frozen=True)
class DemoPermit:
    comp_code: str
    prod_code: str
    comp_role: str
    # The applicant: employee code, user code, name (customer.demo's records).
    applicant: tuple[str, str, str]
    steps: tuple[Step, ...]
    # documentType → file token (customer.demo.DEMO_FILES).
    documents: tuple[tuple[str, str], ...] = ()


WANG_FANG = ("EMP0004", "U0002", "王芳")
ZHANG_WEI_2 = ("EMP0002", "U0001", "张伟")
ZHANG_WEI_3 = ("EMP0003", "U0001", "张伟")

DEMO_PERMITS = (
    # DEMO0001: EC active, CREDIT waiting, BILL rejected, LC withdrawn.
    DemoPermit("DEMO0001", "EC", "C101", WANG_FANG, (Step(10, _on(1, 6)), Step(80, _on(1, 8)))),
    DemoPermit(
        "DEMO0001",
        "CREDIT",
        "C101",
        WANG_FANG,
        (Step(10, _on(4, 2), "首次申请"),),
        (
            ("BUSINESS_LICENCE", "demo-permit-credit-licence-0001"),
            ("AUTHORISATION_LETTER", "demo-permit-credit-letter-0001"),
            ("FINANCIAL_STATEMENT", "demo-permit-credit-statement-0001"),
        ),
    ),
    DemoPermit(
        "DEMO0001",
        "BILL",
        "C101",
        WANG_FANG,
        (Step(10, _on(3, 3)), Step(85, _on(3, 5), "开户许可证已过期，请上传最新版本")),
    ),
    DemoPermit(
        "DEMO0001",
        "LC",
        "C101",
        WANG_FANG,
        (Step(10, _on(3, 10)), Step(30, _on(3, 11), "暂不需要")),
    ),
    # DEMO0002: EC active (after one rejection), INVOICE waiting, DEPOSIT rejected.
    DemoPermit(
        "DEMO0002",
        "EC",
        "C102",
        ZHANG_WEI_2,
        (
            Step(10, _on(2, 1)),
            Step(85, _on(2, 2), "授权委托书缺少公章"),
            Step(10, _on(2, 3), "已补充盖章的授权委托书"),
            Step(80, _on(2, 4)),
        ),
    ),
    DemoPermit("DEMO0002", "INVOICE", "C102", ZHANG_WEI_2, (Step(10, _on(4, 1)),)),
    DemoPermit(
        "DEMO0002",
        "DEPOSIT",
        "C102",
        ZHANG_WEI_2,
        (Step(10, _on(3, 20)), Step(85, _on(3, 22), "营业执照图片不清晰")),
    ),
    # DEMO0003: EC active, LC waiting.
    DemoPermit("DEMO0003", "EC", "C104", ZHANG_WEI_3, (Step(10, _on(1, 20)), Step(80, _on(1, 21)))),
    DemoPermit("DEMO0003", "LC", "C104", ZHANG_WEI_3, (Step(10, _on(4, 3)),)),
)


def _decided(status: int) -> bool:
    return status in (lifecycle.ACTIVE, lifecycle.REJECTED)


async def seed_demo_permits(session: AsyncSession) -> None:
    """Add the demo permits whose (company, product) has none; never touch existing ones."""
    repository = PermitRepository(session)
    existing = await repository.existing_keys()
    for demo in DEMO_PERMITS:
        if (demo.comp_code, demo.prod_code) in existing:
            continue
        employee_code, user_code, name = demo.applicant
        last = demo.steps[-1]
        submitted = [step for step in demo.steps if step.status == lifecycle.SUBMITTED][-1]
        permit = Permit(
            comp_code=demo.comp_code,
            prod_code=demo.prod_code,
            status=last.status,
            comp_role=demo.comp_role,
            applicant_employee_code=employee_code,
            applicant_user_code=user_code,
            applicant_name=name,
            remark=submitted.remark,
            reason=last.remark if _decided(last.status) else None,
            operator=OPERATOR if _decided(last.status) else None,
            submitted_at=submitted.at,
            decided_at=last.at if _decided(last.status) else None,
            updated_at=last.at,
        )
        await repository.add(permit)
        for kind, token in demo.documents:
            _, _, file_name, content_type = DEMO_FILES[token]
            session.add(
                PermitDocument(
                    permit_id=permit.id,
                    document_type=kind,
                    file_token=token,
                    file_name=file_name,
                    content_type=content_type,
                )
            )
        before: int | None = None
        for step in demo.steps:
            by_operator = _decided(step.status)
            repository.record(
                PermitAudit(
                    permit_id=permit.id,
                    before_status=before,
                    after_status=step.status,
                    actor_type=lifecycle.BY_OPERATOR if by_operator else lifecycle.BY_USER,
                    actor_code=OPERATOR if by_operator else user_code,
                    actor_name=OPERATOR if by_operator else name,
                    remark=step.remark,
                    created_at=step.at,
                )
            )
            before = step.status
    await session.flush()
