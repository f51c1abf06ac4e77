"""product permits: the permit per company and product, its documents and audit trail

Revision ID: 0006
Revises: 0005
Create Date: 2026-12-02
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0006"
down_revision: str | None = "0005"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def _at(name: str, nullable: bool = False) -> sa.Column[sa.DateTime]:
    return sa.Column(name, sa.DateTime(timezone=True), nullable=nullable)


def _permit_fk(table: str) -> sa.ForeignKeyConstraint:
    return sa.ForeignKeyConstraint(
        ["permit_id"],
        ["permit.id"],
        name=op.f(f"fk_{table}_permit_id_permit"),
        ondelete="CASCADE",
    )


def upgrade() -> None:
    op.create_table(
        "permit",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("comp_code", sa.String(32), nullable=False),
        sa.Column("prod_code", sa.String(32), nullable=False),
        sa.Column("status", sa.Integer(), nullable=False),
        sa.Column("comp_role", sa.String(8), nullable=False),
        sa.Column("applicant_employee_code", sa.String(32), nullable=False),
        sa.Column("applicant_user_code", sa.String(32), nullable=False),
        sa.Column("applicant_name", sa.String(64), nullable=False),
        sa.Column("remark", sa.String(255), nullable=True),
        sa.Column("voucher_name", sa.String(64), nullable=True),
        sa.Column("voucher_id_number", sa.String(255), nullable=True),
        sa.Column("reason", sa.String(255), nullable=True),
        sa.Column("operator", sa.String(64), nullable=True),
        _at("submitted_at"),
        _at("decided_at", nullable=True),
        _at("updated_at"),
        sa.ForeignKeyConstraint(
            ["comp_code"], ["company.comp_code"], name=op.f("fk_permit_comp_code_company")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_permit")),
        sa.UniqueConstraint("comp_code", "prod_code", name=op.f("uq_permit_comp_code")),
    )
    op.create_index(op.f("ix_permit_status"), "permit", ["status"])

    op.create_table(
        "permit_document",
        sa.Column("permit_id", sa.Integer(), nullable=False),
        sa.Column("document_type", sa.String(32), nullable=False),
        sa.Column("file_token", sa.String(64), nullable=False),
        sa.Column("file_name", sa.String(255), nullable=False),
        _permit_fk("permit_document"),
        sa.PrimaryKeyConstraint("permit_id", "document_type", name=op.f("pk_permit_document")),
    )

    op.create_table(
        "permit_audit",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("permit_id", sa.Integer(), nullable=False),
        sa.Column("before_status", sa.Integer(), nullable=True),
        sa.Column("after_status", sa.Integer(), nullable=False),
        sa.Column("actor_type", sa.String(16), nullable=False),
        sa.Column("actor_code", sa.String(64), nullable=False),
        sa.Column("actor_name", sa.String(64), nullable=False),
        sa.Column("remark", sa.String(255), nullable=True),
        _at("created_at"),
        _permit_fk("permit_audit"),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_permit_audit")),
    )
    op.create_index(op.f("ix_permit_audit_permit_id"), "permit_audit", ["permit_id"])


def downgrade() -> None:
    op.drop_index(op.f("ix_permit_audit_permit_id"), table_name="permit_audit")
    op.drop_table("permit_audit")
    op.drop_table("permit_document")
    op.drop_index(op.f("ix_permit_status"), table_name="permit")
    op.drop_table("permit")
