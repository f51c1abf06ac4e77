"""events keep their own id when published again (consumers know them by it)

Revision ID: 0011
Revises: 0010
Create Date: 2026-12-22
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0011"
down_revision: str | None = "0010"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    # Rows already staged keep none: they are published as before, known by their stream id.
    op.add_column("event_outbox", sa.Column("event_id", sa.String(32), nullable=True))


def downgrade() -> None:
    with op.batch_alter_table("event_outbox") as batch:
        batch.drop_column("event_id")
