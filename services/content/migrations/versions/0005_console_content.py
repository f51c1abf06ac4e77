"""the console's content: English texts, Markdown sources, drafts, public images

Revision ID: 0005
Revises: 0004
Create Date: 2026-11-27

Articles and guides keep what the operator wrote (``source``, Markdown or HTML) beside the
cleaned HTML, and may carry English. Existing ones were written in HTML: their cleaned HTML
becomes their source. Guides get a draft/published state; existing ones stay published, as
they were visible. A draft article has no publication time. Files get the ``public`` scope.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0005"
down_revision: str | None = "0004"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

FORMATS = "source_format IN ('markdown', 'html')"


def upgrade() -> None:
    for table in ("article", "help_guide"):
        with op.batch_alter_table(table) as batch:
            batch.add_column(sa.Column("title_en", sa.String(200), nullable=True))
            batch.add_column(sa.Column("source_format", sa.String(16), nullable=True))
            batch.add_column(sa.Column("source", sa.Text(), nullable=True))
            batch.add_column(sa.Column("source_en", sa.Text(), nullable=True))
            batch.add_column(sa.Column("content_en", sa.Text(), nullable=True))
        rows = sa.table(
            table,
            sa.column("source_format", sa.String(16)),
            sa.column("source", sa.Text()),
            sa.column("content", sa.Text()),
        )
        op.execute(rows.update().values(source_format="html", source=rows.c.content))

    with op.batch_alter_table("article") as batch:
        batch.add_column(sa.Column("summary_en", sa.String(500), nullable=True))
        batch.alter_column("source_format", existing_type=sa.String(16), nullable=False)
        batch.alter_column("source", existing_type=sa.Text(), nullable=False)
        batch.alter_column("published_at", existing_type=sa.DateTime(timezone=True), nullable=True)
        batch.create_check_constraint(op.f("ck_article_source_format"), FORMATS)

    with op.batch_alter_table("help_guide") as batch:
        batch.add_column(
            sa.Column("status", sa.String(16), nullable=False, server_default="published")
        )
        batch.alter_column("source_format", existing_type=sa.String(16), nullable=False)
        batch.alter_column("source", existing_type=sa.Text(), nullable=False)
        batch.create_check_constraint(
            op.f("ck_help_guide_status"), "status IN ('draft', 'published')"
        )
        batch.create_check_constraint(op.f("ck_help_guide_source_format"), FORMATS)
    with op.batch_alter_table("help_guide") as batch:
        batch.alter_column("status", existing_type=sa.String(16), server_default=None)

    with op.batch_alter_table("guide_module") as batch:
        batch.add_column(sa.Column("name_en", sa.String(64), nullable=True))

    with op.batch_alter_table("stored_file") as batch:
        batch.drop_constraint(op.f("ck_stored_file_scope"), type_="check")
        batch.create_check_constraint(
            op.f("ck_stored_file_scope"), "scope IN ('user', 'company', 'public')"
        )


def downgrade() -> None:
    stored_file = sa.table("stored_file", sa.column("scope", sa.String(16)))
    # Public images have no user to fall back to: they go with the scope.
    op.execute(stored_file.delete().where(stored_file.c.scope == "public"))
    with op.batch_alter_table("stored_file") as batch:
        batch.drop_constraint(op.f("ck_stored_file_scope"), type_="check")
        batch.create_check_constraint(op.f("ck_stored_file_scope"), "scope IN ('user', 'company')")

    with op.batch_alter_table("guide_module") as batch:
        batch.drop_column("name_en")

    with op.batch_alter_table("help_guide") as batch:
        batch.drop_constraint(op.f("ck_help_guide_source_format"), type_="check")
        batch.drop_constraint(op.f("ck_help_guide_status"), type_="check")
        batch.drop_column("status")

    article = sa.table(
        "article",
        sa.column("status", sa.String(16)),
        sa.column("published_at", sa.DateTime(timezone=True)),
        sa.column("created_at", sa.DateTime(timezone=True)),
    )
    op.execute(
        article.update()
        .where(article.c.published_at.is_(None))
        .values(published_at=article.c.created_at)
    )
    with op.batch_alter_table("article") as batch:
        batch.drop_constraint(op.f("ck_article_source_format"), type_="check")
        batch.alter_column("published_at", existing_type=sa.DateTime(timezone=True), nullable=False)
        batch.drop_column("summary_en")

    for table in ("article", "help_guide"):
        with op.batch_alter_table(table) as batch:
            for column in ("content_en", "source_en", "source", "source_format", "title_en"):
                batch.drop_column(column)
