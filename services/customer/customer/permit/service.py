"""What a company sees of its permits: every product with its status, the audit trail, and
the latest application."""

from customer.company.deps import CompanyContext
from customer.company.identity import aware
from customer.employee.service import current_member
from customer.permit import lifecycle
from customer.permit.errors import CompanyNotYours, PermitNotFound
from customer.permit.products import list_products
from customer.permit.repository import PermitRepository
from customer.permit.requirements import is_applicable, required_documents
from customer.permit.schemas import AuditEntryRead, PermitRead, ProductPermitRead
from customer.permit.views import audit_read, permit_read
from customer.personnel.access import Caller, caller, is_administrator
from customer.repository import CompanyRoleRepository
from portal_kit.tokens import Identity


async def own_company(ctx: CompanyContext, identity: Identity, comp_code: str) -> Caller:
    """The caller, when ``comp_code`` is the company of their session; else the same 404 as
    for a company that does not exist."""
    if comp_code != identity.comp_code:
        raise CompanyNotYours()
    return await caller(ctx.db, identity)


async def products_with_status(
    ctx: CompanyContext, identity: Identity, comp_code: str
) -> list[ProductPermitRead]:
    """Every enabled product, in display order, with the company's permit for it."""
    if comp_code != identity.comp_code:
        raise CompanyNotYours()
    # ``own_company``'s checks, read as plain values: this call changes nothing.
    member = await current_member(ctx.db, identity)
    administrator = is_administrator(member.root_manager, member.role_codes)
    products = await list_products(ctx.app, ctx.language)
    permits = {p.prod_code: p for p in await PermitRepository(ctx.db).states_of(comp_code)}
    roles = await CompanyRoleRepository(ctx.db).active_roles_of([comp_code])
    opened = {role.prod_code for role in roles}
    answer = []
    for product in products:
        code = product.product_code
        permit = permits.get(code)
        status = permit.status if permit else None
        applicable = is_applicable(code) and code not in opened
        answer.append(
            ProductPermitRead(
                product_code=code,
                product_name=product.product_name,
                summary=product.summary,
                icon=product.icon,
                sort=product.sort,
                permit_status=status,
                opened=code in opened,
                can_apply=administrator and applicable and lifecycle.may_apply(status),
                can_withdraw=administrator and lifecycle.may_withdraw(status),
                required_documents=list(required_documents(code)) if applicable else [],
                reason=permit.reason if permit and status == lifecycle.REJECTED else None,
                updated_at=aware(permit.updated_at) if permit else None,
            )
        )
    return answer


async def audit_trail(
    ctx: CompanyContext,
    identity: Identity,
    comp_code: str,
    product_code: str,
    after_status: int | None,
) -> list[AuditEntryRead]:
    """The permit's changes, newest first; only those that led to ``after_status`` if given.
    No permit for the product: an empty trail."""
    await own_company(ctx, identity, comp_code)
    repository = PermitRepository(ctx.db)
    permit = await repository.get(comp_code, product_code)
    if permit is None:
        return []
    return [audit_read(entry) for entry in await repository.audit_of(permit.id, after_status)]


async def latest_application(
    ctx: CompanyContext, identity: Identity, comp_code: str, product_code: str
) -> PermitRead:
    """The permit with its latest application's documents and voucher (masked)."""
    await own_company(ctx, identity, comp_code)
    repository = PermitRepository(ctx.db)
    permit = await repository.get(comp_code, product_code)
    if permit is None:
        raise PermitNotFound()
    documents = await repository.documents_of([permit.id])
    return permit_read(ctx.sealer, permit, documents.get(permit.id, []))
