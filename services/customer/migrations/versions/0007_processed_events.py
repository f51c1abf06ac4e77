"""events of other services handled once; the employees' mobile follows auth's changes

Revision ID: 0007
Revises: 0006
Create Date: 2026-12-08
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
        "processed_event",
        sa.Column("stream", sa.String(100), nullable=False),
        sa.Column("event_id", sa.String(40), nullable=False),
        sa.Column("processed_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("stream", "event_id", name=op.f("pk_processed_event")),
    )
    op.add_column(
        "employee", sa.Column("mobile_changed_at", sa.DateTime(timezone=True), nullable=True)
    )


def downgrade() -> None:
    with op.batch_alter_table("employee") as batch:
        batch.drop_column("mobile_changed_at")
    op.drop_table("processed_event")
