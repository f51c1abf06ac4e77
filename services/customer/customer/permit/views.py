"""How a permit is shown to its company (ID numbers masked)."""

from collections.abc import Sequence

from customer.company.identity import aware, masked_id
from customer.permit.models import VOUCHER_ID, Permit, PermitAudit, PermitDocument
from customer.permit.schemas import AuditEntryRead, DocumentRead, PermitRead
from portal_kit.sealed import Sealer


def _documents(documents: Sequence[PermitDocument]) -> list[DocumentRead]:
    return [
        DocumentRead(
            document_type=document.document_type,
            file_token=document.file_token,
            file_name=document.file_name,
        )
        for document in documents
    ]


def _fields(
    sealer: Sealer, permit: Permit, documents: Sequence[PermitDocument]
) -> dict[str, object]:
    return {
        "comp_code": permit.comp_code,
        "product_code": permit.prod_code,
        "status": permit.status,
        "comp_role": permit.comp_role,
        "applicant_name": permit.applicant_name,
        "remark": permit.remark,
        "documents": _documents(documents),
        "voucher_name": permit.voucher_name,
        "voucher_id_number": masked_id(sealer, permit.voucher_id_number, VOUCHER_ID),
        "reason": permit.reason,
        "submitted_at": aware(permit.submitted_at),
        "decided_at": aware(permit.decided_at) if permit.decided_at else None,
    }


def permit_read(sealer: Sealer, permit: Permit, documents: Sequence[PermitDocument]) -> PermitRead:
    return PermitRead.model_validate(_fields(sealer, permit, documents))


def audit_read(entry: PermitAudit) -> AuditEntryRead:
    return AuditEntryRead(
        id=entry.id,
        before_status=entry.before_status,
        after_status=entry.after_status,
        operator_type=entry.actor_type,
        operator_name=entry.actor_name,
        remark=entry.remark,
        created_at=aware(entry.created_at),
    )
