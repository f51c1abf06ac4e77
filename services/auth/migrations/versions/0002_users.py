"""users, known sign-in addresses and the sign-in log

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
        "user_account",
        sa.Column("user_code", sa.String(32), nullable=False),
        sa.Column("mobile", sa.String(11), nullable=False),
        sa.Column("name", sa.String(64), nullable=False),
        sa.Column("email", sa.String(254), nullable=True),
        sa.Column("password_hash", sa.String(255), nullable=False),
        sa.Column("status", sa.Integer(), nullable=False),
        sa.Column("password_changed_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column(
            "created_at", sa.DateTime(timezone=True), server_default=sa.func.now(), nullable=False
        ),
        sa.PrimaryKeyConstraint("user_code", name=op.f("pk_user_account")),
        sa.UniqueConstraint("mobile", name=op.f("uq_user_account_mobile")),
    )
    op.create_table(
        "known_ip",
        sa.Column("user_code", sa.String(32), nullable=False),
        sa.Column("ip", sa.String(45), nullable=False),
        sa.Column(
            "first_seen_at",
            sa.DateTime(timezone=True),
            server_default=sa.func.now(),
            nullable=False,
        ),
        sa.ForeignKeyConstraint(
            ["user_code"],
            ["user_account.user_code"],
            ondelete="CASCADE",
            name=op.f("fk_known_ip_user_code_user_account"),
        ),
        sa.PrimaryKeyConstraint("user_code", "ip", name=op.f("pk_known_ip")),
    )
    op.create_table(
        "login_log",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("user_code", sa.String(32), nullable=True),
        sa.Column("at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("ip", sa.String(45), nullable=False),
        sa.Column("user_agent", sa.String(255), nullable=False),
        sa.Column("method", sa.String(16), nullable=False),
        sa.Column("result", sa.String(32), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_login_log")),
    )
    op.create_index("ix_login_log_user_at", "login_log", ["user_code", "at"])


def downgrade() -> None:
    op.drop_index("ix_login_log_user_at", table_name="login_log")
    op.drop_table("login_log")
    op.drop_table("known_ip")
    op.drop_table("user_account")
