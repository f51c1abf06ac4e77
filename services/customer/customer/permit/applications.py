"""A company's administrator applies for a product, or withdraws the application."""

from collections.abc import Mapping
from datetime import datetime

from customer.audit import kinds
from customer.audit.recorder import Actor
from customer.audit.recorder import record as audit
from customer.clients.content import OwnedFile, content_client
from customer.company.deps import CompanyContext
from customer.permit import lifecycle
from customer.permit.errors import (
    MISSING_DOCUMENT,
    NOT_YOUR_FILE,
    TOO_MANY_DOCUMENTS,
    UNKNOWN_DOCUMENT,
    AlreadyOpen,
    AlreadyOpened,
    NothingToWithdraw,
    NotReapplicable,
    OnlyAdministrator,
    UnknownProduct,
)
from customer.permit.identity import NOT_THE_VERIFIED_IDENTITY, verified_identity
from customer.permit.models import VOUCHER_ID, Permit, PermitAudit
from customer.permit.products import list_products
from customer.permit.repository import PermitRepository
from customer.permit.requirements import (
    DOCUMENT_TYPES,
    MAX_DOCUMENTS,
    is_applicable,
    required_documents,
)
from customer.permit.schemas import PermitApply, PermitRead, PermitWithdraw
from customer.permit.views import permit_read
from customer.personnel.access import Caller, caller
from customer.repository import CompanyRoleRepository
from customer.review.models import PERMIT
from customer.review.repository import ReviewRepository
from customer.review.submissions import submitted
from portal_kit.errors import InvalidInput
from portal_kit.tokens import Identity
from portal_kit.validators import check_id_number, china_date, for_field, normalise_id_number

# A company without a role in the enterprise product joins a new one as a member unit.
DEFAULT_ROLE = "C106"
ENTERPRISE = "EC"


async def _administrator(ctx: CompanyContext, identity: Identity) -> Caller:
    found = await caller(ctx.db, identity)
    if not found.administrator:
        raise OnlyAdministrator()
    return found


def _check_documents(product_code: str, documents: Mapping[str, str]) -> None:
    """Known types only, every required one present; files are checked later (a peer call)."""
    if len(documents) > MAX_DOCUMENTS:
        raise InvalidInput(TOO_MANY_DOCUMENTS)
    for kind in documents:
        if kind not in DOCUMENT_TYPES:
            raise InvalidInput(for_field(f"documentFileTokens.{kind[:32]}", UNKNOWN_DOCUMENT))
    for kind in required_documents(product_code):
        if kind not in documents:
            raise InvalidInput(for_field(f"documentFileTokens.{kind}", MISSING_DOCUMENT))


async def _default_role(ctx: CompanyContext, comp_code: str) -> str:
    roles = await CompanyRoleRepository(ctx.db).list_active_of([comp_code], ENTERPRISE)
    return min((role.comp_role for role in roles), default=DEFAULT_ROLE)


async def _owned_files(
    ctx: CompanyContext, user_code: str, documents: Mapping[str, str]
) -> dict[str, OwnedFile]:
    """type → the file, when every file is the applicant's own image or PDF."""
    content = content_client(ctx.app)
    files = {}
    for kind, token in sorted(documents.items()):
        owned = await content.owned_file(token, user_code, allow_pdf=True)
        if owned is None:
            raise InvalidInput(for_field(f"documentFileTokens.{kind}", NOT_YOUR_FILE))
        files[kind] = owned
    return files


async def _check_verified_identity(ctx: CompanyContext, found: Caller, voucher_id: str) -> None:
    """A voucher must not claim another identity than the one the applicant verified."""
    verified = await verified_identity(
        ctx.db, ctx.sealer, found.comp_code, found.employee.user_code
    )
    if verified is not None and verified.matches(voucher_id) is False:
        raise InvalidInput(NOT_THE_VERIFIED_IDENTITY)


async def apply(ctx: CompanyContext, identity: Identity, request: PermitApply) -> PermitRead:
    """Submit (or, after a rejection or withdrawal, resubmit) the company's application."""
    found = await _administrator(ctx, identity)
    code = request.product_code
    if not is_applicable(code):
        raise UnknownProduct()
    _check_documents(code, request.document_file_tokens)
    voucher_id: str | None = None
    if request.voucher is not None:
        rule = check_id_number(request.voucher.id_number, china_date(ctx.now()))
        if rule is not None:
            raise InvalidInput(for_field("voucher.idNumber", rule.text))
        voucher_id = normalise_id_number(request.voucher.id_number)
        await _check_verified_identity(ctx, found, voucher_id)
    if code not in {p.product_code for p in await list_products(ctx.app, ctx.language)}:
        raise UnknownProduct()
    if await CompanyRoleRepository(ctx.db).list_active_of([found.comp_code], code):
        raise AlreadyOpened()

    repository = PermitRepository(ctx.db)
    permit = await repository.get(found.comp_code, code, lock=True)
    before = permit.status if permit else None
    if before == lifecycle.ACTIVE:
        raise AlreadyOpened()
    if before in lifecycle.OPEN:
        raise AlreadyOpen()
    if not lifecycle.may_apply(before):
        raise NotReapplicable()
    # Peer calls last, once everything cheaper has passed.
    files = await _owned_files(ctx, found.employee.user_code, request.document_file_tokens)

    now = ctx.now()
    if permit is None:
        permit = Permit(comp_code=found.comp_code, prod_code=code)
    permit.status = lifecycle.SUBMITTED
    permit.comp_role = request.comp_role or await _default_role(ctx, found.comp_code)
    permit.applicant_employee_code = found.employee.employee_code
    permit.applicant_user_code = found.employee.user_code
    permit.applicant_name = found.employee.name
    permit.remark = request.remark or None
    permit.voucher_name = request.voucher.name if request.voucher else None
    permit.voucher_id_number = ctx.sealer.seal(voucher_id, VOUCHER_ID) if voucher_id else None
    permit.reason = None
    permit.operator = None
    permit.submitted_at = now
    permit.decided_at = None
    permit.updated_at = now
    # A first application racing another breaks the (company, product) unique key: 409.
    await repository.add(permit)
    await repository.replace_documents(permit.id, files)
    repository.record(_entry(permit, before, found, permit.remark, now))
    _audit(ctx, found, permit, kinds.PERMIT_APPLIED, now)
    # A recommendation on an earlier application does not hold for this one.
    await submitted(
        ctx.db,
        PERMIT,
        permit.id,
        found.employee.user_code,
        found.employee.name,
        now,
        record_step=False,
    )
    await ctx.db.flush()
    documents = await repository.documents_of([permit.id])
    return permit_read(ctx.sealer, permit, documents.get(permit.id, []))


async def withdraw(ctx: CompanyContext, identity: Identity, request: PermitWithdraw) -> PermitRead:
    """Take back an application no operator has decided yet."""
    found = await _administrator(ctx, identity)
    repository = PermitRepository(ctx.db)
    permit = await repository.get(found.comp_code, request.product_code, lock=True)
    if permit is None or not lifecycle.may_withdraw(permit.status):
        raise NothingToWithdraw()
    before, now = permit.status, ctx.now()
    permit.status = lifecycle.WITHDRAWN
    permit.updated_at = now
    repository.record(_entry(permit, before, found, request.remark or None, now))
    _audit(ctx, found, permit, kinds.PERMIT_WITHDRAWN, now)
    await ReviewRepository(ctx.db).clear_recommendation(PERMIT, permit.id)
    await ctx.db.flush()
    documents = await repository.documents_of([permit.id])
    return permit_read(ctx.sealer, permit, documents.get(permit.id, []))


def _audit(ctx: CompanyContext, found: Caller, permit: Permit, kind: str, now: datetime) -> None:
    audit(
        ctx.db,
        found.comp_code,
        kind,
        Actor.employee(found.employee),
        now,
        subject_code=permit.prod_code,
        subject_name=permit.prod_code,
    )


def _entry(
    permit: Permit, before: int | None, found: Caller, remark: str | None, now: datetime
) -> PermitAudit:
    return PermitAudit(
        permit_id=permit.id,
        before_status=before,
        after_status=permit.status,
        actor_type=lifecycle.BY_USER,
        actor_code=found.employee.user_code,
        actor_name=found.employee.name,
        remark=remark,
        created_at=now,
    )
