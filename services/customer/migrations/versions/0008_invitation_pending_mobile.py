"""one pending invitation per inviting company and mobile, in the database

Revision ID: 0008
Revises: 0007
Create Date: 2026-12-08
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0008"
down_revision: str | None = "0007"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

PENDING_ONLY = sa.text("status = 'pending'")


def upgrade() -> None:
    # Invitations the old check let through: all but the newest pending one per company and
    # mobile are marked replaced ('expired'), as creating a new one does from now on.
    op.execute(
        """
        UPDATE invitation SET status = 'expired'
        WHERE status = 'pending'
          AND id NOT IN (
            SELECT MAX(id) FROM invitation WHERE status = 'pending'
            GROUP BY inviter_comp_code, mobile
          )
        """
    )
    op.create_index(
        "uq_invitation_pending_mobile",
        "invitation",
        ["inviter_comp_code", "mobile"],
        unique=True,
        sqlite_where=PENDING_ONLY,
        postgresql_where=PENDING_ONLY,
    )


def downgrade() -> None:
    op.drop_index("uq_invitation_pending_mobile", table_name="invitation")
