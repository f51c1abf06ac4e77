"""company details, change of administrator, invitations, real-name records

Revision ID: 0004
Revises: 0003
Create Date: 2026-11-22
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0004"
down_revision: str | None = "0003"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

COMPANY_DETAILS = (
    ("legal_rep_name", 64),
    ("legal_rep_id_number", 255),
    ("province_code", 12),
    ("area_code", 12),
    ("address", 255),
    ("licence_file_token", 64),
)
PENDING_ONLY = sa.text("status = 'pending'")


def _at(name: str, nullable: bool = False) -> sa.Column[sa.DateTime]:
    return sa.Column(name, sa.DateTime(timezone=True), nullable=nullable)


def _company_fk(table: str, column: str) -> sa.ForeignKeyConstraint:
    return sa.ForeignKeyConstraint(
        [column], ["company.comp_code"], name=op.f(f"fk_{table}_{column}_company")
    )


def upgrade() -> None:
    # Nullable columns without constraints: SQLite adds them in place, no table copy.
    for name, length in COMPANY_DETAILS:
        op.add_column("company", sa.Column(name, sa.String(length), nullable=True))

    op.create_table(
        "admin_change",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("comp_code", sa.String(32), nullable=False),
        sa.Column("applicant_employee_code", sa.String(32), nullable=False),
        sa.Column("applicant_user_code", sa.String(32), nullable=False),
        sa.Column("applicant_name", sa.String(64), nullable=False),
        sa.Column("name", sa.String(64), nullable=False),
        sa.Column("mobile", sa.String(20), nullable=False),
        sa.Column("id_number", sa.String(255), nullable=False),
        sa.Column("letter_file_token", sa.String(64), nullable=False),
        sa.Column("status", sa.String(16), nullable=False),
        sa.Column("reason", sa.String(255), nullable=True),
        sa.Column("operator", sa.String(64), nullable=True),
        sa.Column("new_user_code", sa.String(32), nullable=True),
        _at("submitted_at"),
        _at("decided_at", nullable=True),
        _company_fk("admin_change", "comp_code"),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_admin_change")),
    )
    op.create_index(op.f("ix_admin_change_comp_code"), "admin_change", ["comp_code"])
    op.create_index(
        "uq_admin_change_pending",
        "admin_change",
        ["comp_code"],
        unique=True,
        sqlite_where=PENDING_ONLY,
        postgresql_where=PENDING_ONLY,
    )

    op.create_table(
        "invitation",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("inviter_comp_code", sa.String(32), nullable=False),
        sa.Column("inviter_employee_code", sa.String(32), nullable=False),
        sa.Column("comp_name", sa.String(128), nullable=False),
        sa.Column("contact_name", sa.String(64), nullable=False),
        sa.Column("mobile", sa.String(20), nullable=False),
        sa.Column("comp_role", sa.String(8), nullable=False),
        sa.Column("code_hash", sa.String(64), nullable=False),
        sa.Column("status", sa.String(16), nullable=False),
        _at("created_at"),
        _at("expires_at"),
        _at("accepted_at", nullable=True),
        _at("revoked_at", nullable=True),
        sa.Column("invitee_comp_code", sa.String(32), nullable=True),
        _company_fk("invitation", "inviter_comp_code"),
        _company_fk("invitation", "invitee_comp_code"),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_invitation")),
        sa.UniqueConstraint("code_hash", name=op.f("uq_invitation_code_hash")),
    )
    op.create_index(op.f("ix_invitation_inviter_comp_code"), "invitation", ["inviter_comp_code"])

    op.create_table(
        "company_link",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("inviter_comp_code", sa.String(32), nullable=False),
        sa.Column("invitee_comp_code", sa.String(32), nullable=False),
        sa.Column("invitation_id", sa.Integer(), nullable=False),
        sa.Column("comp_role", sa.String(8), nullable=False),
        _at("created_at"),
        _company_fk("company_link", "inviter_comp_code"),
        _company_fk("company_link", "invitee_comp_code"),
        sa.ForeignKeyConstraint(
            ["invitation_id"],
            ["invitation.id"],
            name=op.f("fk_company_link_invitation_id_invitation"),
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_company_link")),
        sa.UniqueConstraint(
            "inviter_comp_code", "invitee_comp_code", name=op.f("uq_company_link_inviter_comp_code")
        ),
    )
    op.create_index(
        op.f("ix_company_link_invitee_comp_code"), "company_link", ["invitee_comp_code"]
    )

    op.create_table(
        "real_name_verification",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("comp_code", sa.String(32), nullable=False),
        sa.Column("user_code", sa.String(32), nullable=False),
        sa.Column("prod_code", sa.String(32), nullable=True),
        sa.Column("name", sa.String(64), nullable=False),
        sa.Column("id_number", sa.String(255), nullable=False),
        sa.Column("method", sa.String(32), nullable=False),
        _at("passed_at"),
        _company_fk("real_name_verification", "comp_code"),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_real_name_verification")),
    )
    op.create_index(
        "ix_real_name_verification_comp_user",
        "real_name_verification",
        ["comp_code", "user_code"],
    )


def downgrade() -> None:
    op.drop_index("ix_real_name_verification_comp_user", table_name="real_name_verification")
    op.drop_table("real_name_verification")
    op.drop_index(op.f("ix_company_link_invitee_comp_code"), table_name="company_link")
    op.drop_table("company_link")
    op.drop_index(op.f("ix_invitation_inviter_comp_code"), table_name="invitation")
    op.drop_table("invitation")
    op.drop_index("uq_admin_change_pending", table_name="admin_change")
    op.drop_index(op.f("ix_admin_change_comp_code"), table_name="admin_change")
    op.drop_table("admin_change")
    # SQLite drops columns by copying the table; batch mode does that on both backends.
    with op.batch_alter_table("company") as batch:
        for name, _ in reversed(COMPANY_DETAILS):
            batch.drop_column(name)
