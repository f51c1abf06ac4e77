"""the console's messages: announcement drafts and sources, receipts' companies, batches

Revision ID: 0004
Revises: 0003
Create Date: 2026-11-27

Announcements get a draft/published state (existing ones stay published, as they were
visible), the source the operator wrote (existing HTML becomes the source) and a searchable
text. A read receipt records the reader's company from now on. Operators' messages to many
companies are recorded as batches.
"""

from collections.abc import Iterator, Sequence
from contextlib import contextmanager

import sqlalchemy as sa
from alembic import op

revision: str = "0004"
down_revision: str | None = "0003"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

AFFICHE = sa.table(
    "affiche",
    sa.column("id", sa.Integer()),
    sa.column("title", sa.String(200)),
    sa.column("title_en", sa.String(200)),
    sa.column("summary", sa.String(200)),
    sa.column("summary_en", sa.String(200)),
    sa.column("content", sa.Text()),
    sa.column("source_format", sa.String(16)),
    sa.column("source", sa.Text()),
    sa.column("search_text", sa.Text()),
    sa.column("status", sa.String(16)),
    sa.column("published_at", sa.DateTime(timezone=True)),
    sa.column("created_at", sa.DateTime(timezone=True)),
    sa.column("updated_at", sa.DateTime(timezone=True)),
)


@contextmanager
def _receipts_kept() -> Iterator[None]:
    """On SQLite, batch mode rebuilds ``affiche`` (drop, then rename a copy), and dropping it
    deletes its receipts through their ON DELETE CASCADE: they are put back afterwards."""
    if op.get_bind().dialect.name != "sqlite":
        yield
        return
    op.execute(
        "CREATE TEMPORARY TABLE affiche_receipt_kept AS "
        "SELECT affiche_id, user_code, read_at FROM affiche_receipt"
    )
    yield
    op.execute("DELETE FROM affiche_receipt")
    op.execute(
        "INSERT INTO affiche_receipt (affiche_id, user_code, read_at) "
        "SELECT affiche_id, user_code, read_at FROM affiche_receipt_kept "
        "WHERE affiche_id IN (SELECT id FROM affiche)"
    )
    op.execute("DROP TABLE affiche_receipt_kept")


def _search_text(*texts: str | None) -> str:
    # As message.affiche.texts folds it: in Python, so SQLite and PostgreSQL agree.
    return " ".join(text for text in texts if text).casefold()


def upgrade() -> None:
    with op.batch_alter_table("affiche") as batch:
        batch.add_column(sa.Column("source_format", sa.String(16), nullable=True))
        batch.add_column(sa.Column("source", sa.Text(), nullable=True))
        batch.add_column(sa.Column("source_en", sa.Text(), nullable=True))
        batch.add_column(sa.Column("search_text", sa.Text(), nullable=True))
        batch.add_column(sa.Column("status", sa.String(16), nullable=True))
        batch.add_column(sa.Column("updated_at", sa.DateTime(timezone=True), nullable=True))
    connection = op.get_bind()
    rows = connection.execute(
        sa.select(AFFICHE.c.id, AFFICHE.c.title, AFFICHE.c.title_en, AFFICHE.c.summary).add_columns(
            AFFICHE.c.summary_en
        )
    ).all()
    for row in rows:
        connection.execute(
            AFFICHE.update()
            .where(AFFICHE.c.id == row.id)
            .values(search_text=_search_text(row.title, row.title_en, row.summary, row.summary_en))
        )
    op.execute(
        AFFICHE.update().values(
            source_format="html",
            source=AFFICHE.c.content,
            status="published",
            updated_at=AFFICHE.c.created_at,
        )
    )
    with _receipts_kept(), op.batch_alter_table("affiche") as batch:
        for name, kind in (
            ("source_format", sa.String(16)),
            ("source", sa.Text()),
            ("search_text", sa.Text()),
            ("status", sa.String(16)),
        ):
            batch.alter_column(name, existing_type=kind, nullable=False)
        batch.alter_column(
            "updated_at",
            existing_type=sa.DateTime(timezone=True),
            nullable=False,
            server_default=sa.func.now(),
        )
        batch.alter_column("published_at", existing_type=sa.DateTime(timezone=True), nullable=True)
        batch.create_check_constraint(op.f("ck_affiche_status"), "status IN ('draft', 'published')")
        batch.create_check_constraint(
            op.f("ck_affiche_source_format"), "source_format IN ('markdown', 'html')"
        )

    with op.batch_alter_table("affiche_receipt") as batch:
        batch.add_column(sa.Column("comp_code", sa.String(32), nullable=True))

    op.create_table(
        "message_batch",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("audience", sa.String(16), nullable=False),
        sa.Column("target", sa.String(32), nullable=False),
        sa.Column("title", sa.String(200), nullable=False),
        sa.Column("title_en", sa.String(200), nullable=True),
        sa.Column("recipients", sa.Integer(), nullable=False),
        sa.Column("sent_by_code", sa.String(64), nullable=False),
        sa.Column("sent_by_name", sa.String(64), nullable=False),
        sa.Column("sent_at", sa.DateTime(timezone=True), nullable=False),
        sa.CheckConstraint(
            "audience IN ('company', 'role', 'all')", name=op.f("ck_message_batch_audience")
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_message_batch")),
    )


def downgrade() -> None:
    op.drop_table("message_batch")
    with op.batch_alter_table("affiche_receipt") as batch:
        batch.drop_column("comp_code")
    # Drafts were never shown: without a state to keep them hidden, they go.
    op.execute(AFFICHE.delete().where(AFFICHE.c.status == "draft"))
    with _receipts_kept(), op.batch_alter_table("affiche") as batch:
        batch.drop_constraint(op.f("ck_affiche_source_format"), type_="check")
        batch.drop_constraint(op.f("ck_affiche_status"), type_="check")
        batch.alter_column("published_at", existing_type=sa.DateTime(timezone=True), nullable=False)
        for name in ("updated_at", "status", "search_text", "source_en", "source", "source_format"):
            batch.drop_column(name)
