"""the company audit log

Revision ID: 0012
Revises: 0011
Create Date: 2026-11-28
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0012"
down_revision: str | None = "0011"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "company_audit_entry",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("comp_code", sa.String(32), nullable=False),
        sa.Column("at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("kind", sa.String(40), nullable=False),
        sa.Column("actor_type", sa.String(16), nullable=False),
        sa.Column("actor_code", sa.String(32), nullable=False),
        sa.Column("actor_user_code", sa.String(32), nullable=False),
        sa.Column("actor_name", sa.String(64), nullable=False),
        sa.Column("actor_mobile", sa.String(20), nullable=False),
        sa.Column("subject_code", sa.String(64), nullable=False),
        sa.Column("subject_name", sa.String(128), nullable=False),
        sa.Column("detail", sa.String(512), nullable=False),
        sa.ForeignKeyConstraint(
            ["comp_code"],
            ["company.comp_code"],
            name=op.f("fk_company_audit_entry_comp_code_company"),
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_company_audit_entry")),
    )
    op.create_index("ix_company_audit_entry_comp_at", "company_audit_entry", ["comp_code", "at"])


def downgrade() -> None:
    op.drop_index("ix_company_audit_entry_comp_at", table_name="company_audit_entry")
    op.drop_table("company_audit_entry")
