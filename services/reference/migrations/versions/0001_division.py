"""administrative divisions

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
        "division",
        sa.Column("code", sa.String(6), nullable=False),
        sa.Column("name", sa.String(64), nullable=False),
        sa.Column("parent_code", sa.String(6), nullable=True),
        sa.Column("level", sa.Integer(), nullable=False),
        sa.Column("revision", sa.String(8), nullable=False),
        sa.PrimaryKeyConstraint("code", name=op.f("pk_division")),
    )
    op.create_index(op.f("ix_division_parent_code"), "division", ["parent_code"])


def downgrade() -> None:
    op.drop_index(op.f("ix_division_parent_code"), table_name="division")
    op.drop_table("division")
