"""the operator console: a user's language and disabling, who changed a security parameter

Revision ID: 0005
Revises: 0004
Create Date: 2026-11-30
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0005"
down_revision: str | None = "0004"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.add_column("user_account", sa.Column("language", sa.String(8), nullable=True))
    op.add_column(
        "user_account", sa.Column("disabled_at", sa.DateTime(timezone=True), nullable=True)
    )
    op.add_column("user_account", sa.Column("disabled_reason", sa.String(255), nullable=True))
    op.add_column(
        "security_param", sa.Column("updated_at", sa.DateTime(timezone=True), nullable=True)
    )
    op.add_column("security_param", sa.Column("updated_by", sa.String(64), nullable=True))


def downgrade() -> None:
    # Batch mode: SQLite rebuilds the table where it cannot drop a column in place.
    with op.batch_alter_table("security_param") as batch:
        batch.drop_column("updated_by")
        batch.drop_column("updated_at")
    with op.batch_alter_table("user_account") as batch:
        batch.drop_column("disabled_reason")
        batch.drop_column("disabled_at")
        batch.drop_column("language")
