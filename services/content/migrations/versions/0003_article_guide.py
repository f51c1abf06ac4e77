"""news articles with categories, help guides by module

Revision ID: 0003
Revises: 0002
Create Date: 2026-11-23
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0003"
down_revision: str | None = "0002"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None


def _timestamps() -> list[sa.Column[sa.DateTime]]:
    return [
        sa.Column(
            "created_at", sa.DateTime(timezone=True), server_default=sa.func.now(), nullable=False
        ),
        sa.Column(
            "updated_at", sa.DateTime(timezone=True), server_default=sa.func.now(), nullable=False
        ),
    ]


def upgrade() -> None:
    op.create_table(
        "article_category",
        sa.Column("code", sa.String(32), nullable=False),
        sa.Column("name_zh", sa.String(64), nullable=False),
        sa.Column("name_en", sa.String(64), nullable=False),
        sa.Column("sort", sa.Integer(), nullable=False),
        sa.PrimaryKeyConstraint("code", name=op.f("pk_article_category")),
    )
    op.create_table(
        "article",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("title", sa.String(200), nullable=False),
        sa.Column("category_code", sa.String(32), nullable=False),
        sa.Column("summary", sa.String(500), nullable=False),
        sa.Column("content", sa.Text(), nullable=False),
        sa.Column("search_text", sa.Text(), nullable=False),
        sa.Column("cover_file_token", sa.String(64), nullable=True),
        sa.Column("status", sa.String(16), nullable=False),
        sa.Column("published_at", sa.DateTime(timezone=True), nullable=False),
        *_timestamps(),
        sa.CheckConstraint("status IN ('draft', 'published')", name=op.f("ck_article_status")),
        sa.ForeignKeyConstraint(
            ["category_code"],
            ["article_category.code"],
            name=op.f("fk_article_category_code_article_category"),
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_article")),
    )
    op.create_index(op.f("ix_article_category_code"), "article", ["category_code"])
    op.create_index(op.f("ix_article_status_published_at"), "article", ["status", "published_at"])
    op.create_table(
        "guide_module",
        sa.Column("code", sa.String(32), nullable=False),
        sa.Column("name", sa.String(64), nullable=False),
        sa.Column("sort", sa.Integer(), nullable=False),
        sa.PrimaryKeyConstraint("code", name=op.f("pk_guide_module")),
    )
    op.create_table(
        "help_guide",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("module_code", sa.String(32), nullable=False),
        sa.Column("title", sa.String(200), nullable=False),
        sa.Column("content", sa.Text(), nullable=False),
        sa.Column("search_text", sa.Text(), nullable=False),
        sa.Column("sort", sa.Integer(), nullable=False),
        *_timestamps(),
        sa.ForeignKeyConstraint(
            ["module_code"],
            ["guide_module.code"],
            name=op.f("fk_help_guide_module_code_guide_module"),
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_help_guide")),
    )
    op.create_index(op.f("ix_help_guide_module_code"), "help_guide", ["module_code"])


def downgrade() -> None:
    op.drop_index(op.f("ix_help_guide_module_code"), table_name="help_guide")
    op.drop_table("help_guide")
    op.drop_table("guide_module")
    op.drop_index(op.f("ix_article_status_published_at"), table_name="article")
    op.drop_index(op.f("ix_article_category_code"), table_name="article")
    op.drop_table("article")
    op.drop_table("article_category")
