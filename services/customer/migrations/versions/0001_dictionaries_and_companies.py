"""role dictionaries and companies

Revision ID: 0001
Revises:
Create Date: 2026-11-22
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0001"
down_revision: str | None = None
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "dict_entry",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("dict_type", sa.String(32), nullable=False),
        sa.Column("code", sa.String(32), nullable=False),
        sa.Column("label_zh", sa.String(64), nullable=False),
        sa.Column("label_en", sa.String(64), nullable=False),
        sa.Column("sort", sa.Integer(), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_dict_entry")),
        sa.UniqueConstraint("dict_type", "code", name=op.f("uq_dict_entry_dict_type")),
    )
    op.create_table(
        "company",
        sa.Column("comp_code", sa.String(32), nullable=False),
        sa.Column("comp_name", sa.String(128), nullable=False),
        sa.Column("credit_code", sa.String(18), nullable=False),
        sa.Column("status", sa.Integer(), nullable=False),
        sa.Column(
            "created_at", sa.DateTime(timezone=True), server_default=sa.func.now(), nullable=False
        ),
        sa.PrimaryKeyConstraint("comp_code", name=op.f("pk_company")),
        sa.UniqueConstraint("credit_code", name=op.f("uq_company_credit_code")),
    )


def downgrade() -> None:
    op.drop_table("company")
    op.drop_table("dict_entry")
