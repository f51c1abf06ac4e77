"""employee SMS notification settings and personnel changes

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-22
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0003"
down_revision: str | None = "0002"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def upgrade() -> None:
    op.create_table(
        "employee_sms_notice",
        sa.Column("employee_code", sa.String(32), nullable=False),
        sa.Column("notice_code", sa.String(40), nullable=False),
        sa.ForeignKeyConstraint(
            ["employee_code"],
            ["employee.employee_code"],
            name=op.f("fk_employee_sms_notice_employee_code_employee"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint(
            "employee_code", "notice_code", name=op.f("pk_employee_sms_notice")
        ),
    )
    op.create_table(
        "personnel_change",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("comp_code", sa.String(32), nullable=False),
        sa.Column("employee_code", sa.String(32), nullable=False),
        sa.Column("user_code", sa.String(32), nullable=False),
        sa.Column("action", sa.String(16), nullable=False),
        sa.Column("detail", sa.String(512), nullable=False),
        sa.Column("actor_employee_code", sa.String(32), nullable=False),
        sa.Column("actor_user_code", sa.String(32), nullable=False),
        sa.Column(
            "created_at", sa.DateTime(timezone=True), server_default=sa.func.now(), nullable=False
        ),
        sa.ForeignKeyConstraint(
            ["comp_code"], ["company.comp_code"], name=op.f("fk_personnel_change_comp_code_company")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_personnel_change")),
    )
    op.create_index(op.f("ix_personnel_change_comp_code"), "personnel_change", ["comp_code"])


def downgrade() -> None:
    op.drop_index(op.f("ix_personnel_change_comp_code"), table_name="personnel_change")
    op.drop_table("personnel_change")
    op.drop_table("employee_sms_notice")
