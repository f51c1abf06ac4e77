"""company roles, employees and their roles, menu resources

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


def _created_at() -> sa.Column[sa.DateTime]:
    return sa.Column(
        "created_at", sa.DateTime(timezone=True), server_default=sa.func.now(), nullable=False
    )


def upgrade() -> None:
    op.create_table(
        "company_role",
        sa.Column("comp_biz_code", sa.String(32), nullable=False),
        sa.Column("comp_code", sa.String(32), nullable=False),
        sa.Column("prod_code", sa.String(32), nullable=False),
        sa.Column("comp_role", sa.String(8), nullable=False),
        sa.Column("status", sa.Integer(), nullable=False),
        _created_at(),
        sa.ForeignKeyConstraint(
            ["comp_code"], ["company.comp_code"], name=op.f("fk_company_role_comp_code_company")
        ),
        sa.PrimaryKeyConstraint("comp_biz_code", name=op.f("pk_company_role")),
    )
    op.create_index(op.f("ix_company_role_comp_code"), "company_role", ["comp_code"])
    op.create_table(
        "employee",
        sa.Column("employee_code", sa.String(32), nullable=False),
        sa.Column("comp_code", sa.String(32), nullable=False),
        sa.Column("user_code", sa.String(32), nullable=False),
        sa.Column("name", sa.String(64), nullable=False),
        sa.Column("mobile", sa.String(20), nullable=False),
        sa.Column("status", sa.Integer(), nullable=False),
        sa.Column("root_manager", sa.Integer(), nullable=False),
        _created_at(),
        sa.ForeignKeyConstraint(
            ["comp_code"], ["company.comp_code"], name=op.f("fk_employee_comp_code_company")
        ),
        sa.PrimaryKeyConstraint("employee_code", name=op.f("pk_employee")),
        sa.UniqueConstraint("comp_code", "user_code", name=op.f("uq_employee_comp_code")),
    )
    op.create_index(op.f("ix_employee_user_code"), "employee", ["user_code"])
    op.create_table(
        "employee_role",
        sa.Column("employee_code", sa.String(32), nullable=False),
        sa.Column("role_code", sa.String(40), nullable=False),
        sa.ForeignKeyConstraint(
            ["employee_code"],
            ["employee.employee_code"],
            name=op.f("fk_employee_role_employee_code_employee"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("employee_code", "role_code", name=op.f("pk_employee_role")),
    )
    op.create_table(
        "resource",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("prod_code", sa.String(32), nullable=False),
        sa.Column("res_uri", sa.String(255), nullable=False),
        sa.Column("name_zh", sa.String(64), nullable=False),
        sa.Column("name_en", sa.String(64), nullable=False),
        sa.Column("parent_id", sa.Integer(), nullable=True),
        sa.Column("sort", sa.Integer(), nullable=False),
        sa.Column("icon", sa.String(64), nullable=True),
        sa.ForeignKeyConstraint(
            ["parent_id"], ["resource.id"], name=op.f("fk_resource_parent_id_resource")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_resource")),
        sa.UniqueConstraint("prod_code", "res_uri", name=op.f("uq_resource_prod_code")),
    )
    op.create_table(
        "role_resource",
        sa.Column("role_code", sa.String(8), nullable=False),
        sa.Column("resource_id", sa.Integer(), nullable=False),
        sa.ForeignKeyConstraint(
            ["resource_id"],
            ["resource.id"],
            name=op.f("fk_role_resource_resource_id_resource"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("role_code", "resource_id", name=op.f("pk_role_resource")),
    )


def downgrade() -> None:
    op.drop_table("role_resource")
    op.drop_table("resource")
    op.drop_table("employee_role")
    op.drop_index(op.f("ix_employee_user_code"), table_name="employee")
    op.drop_table("employee")
    op.drop_index(op.f("ix_company_role_comp_code"), table_name="company_role")
    op.drop_table("company_role")
