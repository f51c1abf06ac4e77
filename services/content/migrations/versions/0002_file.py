"""stored files

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-22
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0002"
down_revision: str | None = "0001"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "stored_file",
        sa.Column("file_token", sa.String(64), nullable=False),
        sa.Column("sha256", sa.String(64), nullable=False),
        sa.Column("name", sa.String(255), nullable=False),
        sa.Column("content_type", sa.String(64), nullable=False),
        sa.Column("size", sa.BigInteger(), nullable=False),
        sa.Column("owner_user_code", sa.String(64), nullable=False),
        sa.Column("owner_comp_code", sa.String(64), nullable=True),
        sa.Column("scope", sa.String(16), nullable=False),
        sa.Column(
            "created_at", sa.DateTime(timezone=True), server_default=sa.func.now(), nullable=False
        ),
        sa.CheckConstraint("scope IN ('user', 'company')", name=op.f("ck_stored_file_scope")),
        sa.PrimaryKeyConstraint("file_token", name=op.f("pk_stored_file")),
    )
    op.create_index(op.f("ix_stored_file_sha256"), "stored_file", ["sha256"])
    op.create_index(op.f("ix_stored_file_owner_user_code"), "stored_file", ["owner_user_code"])


def downgrade() -> None:
    op.drop_index(op.f("ix_stored_file_owner_user_code"), table_name="stored_file")
    op.drop_index(op.f("ix_stored_file_sha256"), table_name="stored_file")
    op.drop_table("stored_file")
