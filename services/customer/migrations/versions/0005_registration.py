"""company registrations

Revision ID: 0005
Revises: 0004
Create Date: 2026-12-01
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0005"
down_revision: str | None = "0004"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

OPEN_ONLY = sa.text("status IN ('draft', 'verifying', 'pending', 'rejected')")


def _at(name: str, nullable: bool = True) -> sa.Column[sa.DateTime]:
    return sa.Column(name, sa.DateTime(timezone=True), nullable=nullable)


def _text(name: str, length: int, nullable: bool = True) -> sa.Column[sa.String]:
    return sa.Column(name, sa.String(length), nullable=nullable)


def upgrade() -> None:
    op.create_table(
        "registration",
        sa.Column("id", sa.Integer(), nullable=False),
        _text("user_code", 32, nullable=False),
        _text("mobile", 20, nullable=False),
        _text("name", 64, nullable=False),
        _text("comp_code", 32, nullable=False),
        _text("status", 16, nullable=False),
        _text("step", 16, nullable=False),
        _text("comp_name", 128),
        _text("credit_code", 18),
        _text("legal_rep_name", 64),
        _text("legal_rep_id_number", 255),
        _text("province_code", 12),
        _text("area_code", 12),
        _text("address", 255),
        _text("licence_file_token", 64),
        _text("comp_roles", 64),
        _text("invite_code", 255),
        _text("real_name", 64),
        _text("real_name_id_number", 255),
        _at("real_name_at"),
        _at("face_at"),
        sa.Column("reasons", sa.JSON(), nullable=True),
        _text("operator", 64),
        _text("employee_code", 32),
        _at("created_at", nullable=False),
        _at("submitted_at"),
        _at("decided_at"),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_registration")),
        sa.UniqueConstraint("comp_code", name=op.f("uq_registration_comp_code")),
    )
    op.create_index(op.f("ix_registration_user_code"), "registration", ["user_code"])
    for name, column in (
        ("uq_registration_open_user", "user_code"),
        ("uq_registration_open_credit_code", "credit_code"),
    ):
        op.create_index(
            name,
            "registration",
            [column],
            unique=True,
            sqlite_where=OPEN_ONLY,
            postgresql_where=OPEN_ONLY,
        )


def downgrade() -> None:
    op.drop_index("uq_registration_open_credit_code", table_name="registration")
    op.drop_index("uq_registration_open_user", table_name="registration")
    op.drop_index(op.f("ix_registration_user_code"), table_name="registration")
    op.drop_table("registration")
