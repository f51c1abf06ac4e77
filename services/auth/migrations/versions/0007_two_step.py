"""two-step sign-in: the authenticator app's secret and the recovery codes

Revision ID: 0007
Revises: 0006
Create Date: 2026-11-28
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0007"
down_revision: str | None = "0006"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "two_step",
        sa.Column("user_code", sa.String(32), nullable=False),
        sa.Column("secret", sa.String(64), nullable=False),
        sa.Column("enabled_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("last_step", sa.BigInteger(), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["user_code"],
            ["user_account.user_code"],
            name=op.f("fk_two_step_user_code_user_account"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("user_code", name=op.f("pk_two_step")),
    )
    op.create_table(
        "recovery_code",
        sa.Column("code_hash", sa.String(64), nullable=False),
        sa.Column("user_code", sa.String(32), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["user_code"],
            ["user_account.user_code"],
            name=op.f("fk_recovery_code_user_code_user_account"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("code_hash", name=op.f("pk_recovery_code")),
    )
    op.create_index(op.f("ix_recovery_code_user_code"), "recovery_code", ["user_code"])


def downgrade() -> None:
    op.drop_index(op.f("ix_recovery_code_user_code"), table_name="recovery_code")
    op.drop_table("recovery_code")
    op.drop_table("two_step")
