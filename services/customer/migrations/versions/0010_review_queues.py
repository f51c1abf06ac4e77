"""review queues: four-eyes policy, recommendations, case trails; company suspension

Revision ID: 0010
Revises: 0009
Create Date: 2026-12-20
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0010"
down_revision: str | None = "0009"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

QUEUES = ("registration", "permit", "admin-change")
# Columns added to existing tables: (table, column, type).
ADDED: tuple[tuple[str, str, sa.types.TypeEngine[object]], ...] = (
    ("company", "suspended_at", sa.DateTime(timezone=True)),
    ("company", "suspend_reason", sa.String(255)),
    ("company", "suspended_by_code", sa.String(64)),
    ("company", "suspended_by_name", sa.String(64)),
    ("registration", "operator_code", sa.String(64)),
    ("registration", "licence_file_name", sa.String(255)),
    ("registration", "licence_content_type", sa.String(64)),
    ("permit", "operator_code", sa.String(64)),
    ("permit_document", "content_type", sa.String(64)),
    ("admin_change", "operator_code", sa.String(64)),
    ("admin_change", "letter_file_name", sa.String(255)),
    ("admin_change", "letter_content_type", sa.String(64)),
)


def _at(name: str, nullable: bool = False) -> sa.Column[sa.DateTime]:
    return sa.Column(name, sa.DateTime(timezone=True), nullable=nullable)


def upgrade() -> None:
    policy = op.create_table(
        "review_policy",
        sa.Column("queue", sa.String(32), nullable=False),
        sa.Column("four_eyes", sa.Boolean(), nullable=False),
        _at("updated_at", nullable=True),
        sa.Column("updated_by_code", sa.String(64), nullable=True),
        sa.Column("updated_by_name", sa.String(64), nullable=True),
        sa.PrimaryKeyConstraint("queue", name=op.f("pk_review_policy")),
    )
    # Four-eyes from the start, in every queue.
    op.bulk_insert(policy, [{"queue": queue, "four_eyes": True} for queue in QUEUES])

    op.create_table(
        "review_step",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("queue", sa.String(32), nullable=False),
        sa.Column("case_id", sa.Integer(), nullable=False),
        sa.Column("kind", sa.String(16), nullable=False),
        sa.Column("actor_type", sa.String(16), nullable=False),
        sa.Column("actor_code", sa.String(64), nullable=True),
        sa.Column("actor_name", sa.String(64), nullable=False),
        sa.Column("approve", sa.Boolean(), nullable=True),
        sa.Column("reasons", sa.JSON(), nullable=True),
        _at("created_at"),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_review_step")),
    )
    op.create_index("ix_review_step_case", "review_step", ["queue", "case_id"])

    op.create_table(
        "review_recommendation",
        sa.Column("queue", sa.String(32), nullable=False),
        sa.Column("case_id", sa.Integer(), nullable=False),
        sa.Column("operator_code", sa.String(64), nullable=False),
        sa.Column("operator_name", sa.String(64), nullable=False),
        sa.Column("approve", sa.Boolean(), nullable=False),
        sa.Column("reasons", sa.JSON(), nullable=True),
        _at("recommended_at"),
        sa.PrimaryKeyConstraint("queue", "case_id", name=op.f("pk_review_recommendation")),
    )

    for table, column, kind in ADDED:
        op.add_column(table, sa.Column(column, kind, nullable=True))
    _trail_of_existing_cases()


def _trail_of_existing_cases() -> None:
    """The submissions and decisions cases already had, as the first steps of their trails
    (permits keep theirs in permit_audit). Their reasons stay on the cases' own rows."""
    op.execute(
        """
        INSERT INTO review_step (queue, case_id, kind, actor_type, actor_code, actor_name,
                                 created_at)
        SELECT 'registration', id, 'submitted', 'user', user_code, name, submitted_at
        FROM registration WHERE submitted_at IS NOT NULL
        """
    )
    op.execute(
        """
        INSERT INTO review_step (queue, case_id, kind, actor_type, actor_name, created_at)
        SELECT 'registration', id, status, 'operator', COALESCE(operator, ''), decided_at
        FROM registration
        WHERE status IN ('approved', 'rejected') AND decided_at IS NOT NULL
        """
    )
    op.execute(
        """
        INSERT INTO review_step (queue, case_id, kind, actor_type, actor_code, actor_name,
                                 created_at)
        SELECT 'admin-change', id, 'submitted', 'user', applicant_user_code, applicant_name,
               submitted_at
        FROM admin_change
        """
    )
    op.execute(
        """
        INSERT INTO review_step (queue, case_id, kind, actor_type, actor_name, created_at)
        SELECT 'admin-change', id, status, 'operator', COALESCE(operator, ''), decided_at
        FROM admin_change
        WHERE status IN ('approved', 'rejected') AND decided_at IS NOT NULL
        """
    )


def downgrade() -> None:
    for table, column, _ in reversed(ADDED):
        with op.batch_alter_table(table) as batch:
            batch.drop_column(column)
    op.drop_table("review_recommendation")
    op.drop_index("ix_review_step_case", table_name="review_step")
    op.drop_table("review_step")
    op.drop_table("review_policy")
