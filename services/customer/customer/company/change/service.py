"""Change of administrator: a company applies and sees its applications (operators decide
them in the console, through customer.company.change.decisions)."""

from customer.audit import kinds
from customer.audit.recorder import Actor
from customer.audit.recorder import record as audit
from customer.clients.content import content_client
from customer.company.change.models import PENDING, AdminChangeApplication
from customer.company.change.repository import AdminChangeRepository
from customer.company.change.schemas import ChangeAccApply, ChangeAccRead
from customer.company.deps import CompanyContext
from customer.company.identity import ADMIN_CHANGE_ID, aware, masked_id
from customer.company.repository import CompanyDetailRepository
from customer.models import ACTIVE
from customer.personnel.access import caller
from customer.review.models import ADMIN_CHANGE
from customer.review.submissions import submitted
from portal_kit.errors import Conflict, InvalidInput, RoleRequired
from portal_kit.i18n import Text
from portal_kit.masking import mask_mobile
from portal_kit.sealed import Sealer
from portal_kit.tokens import Identity
from portal_kit.validators import check_id_number, china_date, for_field, normalise_id_number

ONLY_ADMINISTRATOR = Text(
    "Only the company administrator can apply to change the administrator account.",
    "仅企业管理员可以申请变更管理员账号",
)
ALREADY_PENDING = Text(
    "The company already has a change of administrator waiting for review.",
    "企业已有待审核的管理员变更申请",
)
ALREADY_ADMINISTRATOR = for_field(
    "mobile",
    Text("this person already holds the administrator account", "该手机号已是企业管理员账号"),
)
LETTER_NOT_FOUND = for_field(
    "letterFileToken",
    Text(
        "must be an image or PDF you uploaded; please upload the signed letter again",
        "须为您本人上传的图片或PDF，请重新上传已签署的授权书",
    ),
)


def _read(sealer: Sealer, application: AdminChangeApplication) -> ChangeAccRead:
    return ChangeAccRead(
        application_id=application.id,
        status=application.status,
        name=application.name,
        mobile=mask_mobile(application.mobile),
        id_number=masked_id(sealer, application.id_number, ADMIN_CHANGE_ID),
        letter_file_token=application.letter_file_token,
        applicant_name=application.applicant_name,
        submitted_at=aware(application.submitted_at),
        decided_at=aware(application.decided_at) if application.decided_at else None,
        reason=application.reason,
    )


async def apply(ctx: CompanyContext, identity: Identity, request: ChangeAccApply) -> ChangeAccRead:
    """The administrator (root manager or E101) of the session's company applies."""
    found = await caller(ctx.db, identity)
    if not found.administrator:
        raise RoleRequired(ONLY_ADMINISTRATOR)
    rule = check_id_number(request.id_number, china_date(ctx.now()))
    if rule is not None:
        raise InvalidInput(for_field("idNumber", rule.text))
    admins = await CompanyDetailRepository(ctx.db).root_managers(found.comp_code)
    if any(admin.mobile == request.mobile and admin.status == ACTIVE for admin in admins):
        raise InvalidInput(ALREADY_ADMINISTRATOR)
    repository = AdminChangeRepository(ctx.db)
    if await repository.has_pending(found.comp_code):
        raise Conflict(ALREADY_PENDING)
    # Last: it asks another service, and everything cheaper has passed.
    letter = await content_client(ctx.app).owned_file(
        request.letter_file_token, found.employee.user_code, allow_pdf=True
    )
    if letter is None:
        raise InvalidInput(LETTER_NOT_FOUND)
    now = ctx.now()
    application = AdminChangeApplication(
        comp_code=found.comp_code,
        applicant_employee_code=found.employee.employee_code,
        applicant_user_code=found.employee.user_code,
        applicant_name=found.employee.name,
        name=request.name,
        mobile=request.mobile,
        id_number=ctx.sealer.seal(normalise_id_number(request.id_number), ADMIN_CHANGE_ID),
        letter_file_token=letter.file_token,
        letter_file_name=letter.file_name[:255],
        letter_content_type=letter.content_type[:64],
        status=PENDING,
        submitted_at=now,
    )
    # A concurrent second application breaks the pending-only unique index: 409 as well.
    await repository.add(application)
    audit(
        ctx.db,
        found.comp_code,
        kinds.ADMIN_CHANGE_APPLIED,
        Actor.employee(found.employee),
        now,
        subject_code=str(application.id),
        subject_name=application.name,
    )
    await submitted(
        ctx.db,
        ADMIN_CHANGE,
        application.id,
        found.employee.user_code,
        found.employee.name,
        now,
    )
    # The letter becomes a company file, so every colleague who sees the application reads
    # it; refused only when another company holds it (the applicant uploaded it there).
    if not await content_client(ctx.app).give_to_company(
        letter.file_token, found.employee.user_code, found.comp_code
    ):
        raise InvalidInput(LETTER_NOT_FOUND)
    return _read(ctx.sealer, application)


async def history(ctx: CompanyContext, identity: Identity) -> list[ChangeAccRead]:
    """The company's applications, newest first, for any of its active employees: the
    administrator who applied may no longer be one once it is approved."""
    found = await caller(ctx.db, identity)
    applications = await AdminChangeRepository(ctx.db).list_of_company(found.comp_code)
    return [_read(ctx.sealer, application) for application in applications]
