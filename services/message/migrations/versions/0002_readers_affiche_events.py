"""read state per reader, counters, announcements, processed events

Revision ID: 0002
Revises: 0001
Create Date: 2026-11-23

Read and deleted used to be flags of the message, shared by the whole company; they become
each reader's own. Messages deleted under the old flag are removed (they were deleted for
everybody); the old read flag cannot say who read, so those messages start unread for all.
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0002"
down_revision: str | None = "0001"
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

SUMMARY_LENGTH = 100


def upgrade() -> None:
    message = sa.table(
        "message",
        sa.column("deleted", sa.Boolean()),
        sa.column("content", sa.Text()),
        sa.column("summary", sa.String(200)),
    )
    op.execute(message.delete().where(message.c.deleted.is_(True)))
    op.drop_index("ix_message_unread", table_name="message")
    with op.batch_alter_table("message") as batch:
        batch.drop_column("is_read")
        batch.drop_column("read_at")
        batch.drop_column("deleted")
        batch.add_column(sa.Column("title_en", sa.String(200), nullable=True))
        batch.add_column(sa.Column("summary", sa.String(200), nullable=False, server_default=""))
        batch.add_column(sa.Column("summary_en", sa.String(200), nullable=True))
        batch.add_column(sa.Column("content_en", sa.Text(), nullable=True))
    # The old contents are plain text: their start is their summary.
    op.execute(
        message.update().values(summary=sa.func.substr(message.c.content, 1, SUMMARY_LENGTH))
    )
    op.create_index(
        "ix_message_box", "message", ["receive_comp_code", "receive_user_code", "msg_type", "id"]
    )

    op.create_table(
        "message_tally",
        sa.Column("comp_code", sa.String(32), nullable=False),
        sa.Column("user_code", sa.String(32), nullable=False),
        sa.Column("msg_type", sa.String(32), nullable=False),
        sa.Column("sent", sa.Integer(), nullable=False),
        sa.PrimaryKeyConstraint(
            "comp_code", "user_code", "msg_type", name=op.f("pk_message_tally")
        ),
    )
    op.execute(
        "INSERT INTO message_tally (comp_code, user_code, msg_type, sent) "
        "SELECT receive_comp_code, COALESCE(receive_user_code, ''), msg_type, COUNT(*) "
        "FROM message GROUP BY receive_comp_code, COALESCE(receive_user_code, ''), msg_type"
    )
    op.create_table(
        "message_reader",
        sa.Column("comp_code", sa.String(32), nullable=False),
        sa.Column("user_code", sa.String(32), nullable=False),
        sa.Column("msg_type", sa.String(32), nullable=False),
        sa.Column("read_through_id", sa.Integer(), nullable=False),
        sa.Column("done", sa.Integer(), nullable=False),
        sa.Column("deleted", sa.Integer(), nullable=False),
        sa.PrimaryKeyConstraint(
            "comp_code", "user_code", "msg_type", name=op.f("pk_message_reader")
        ),
    )
    op.create_table(
        "message_receipt",
        sa.Column("message_id", sa.Integer(), nullable=False),
        sa.Column("user_code", sa.String(32), nullable=False),
        sa.Column("read_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("deleted_at", sa.DateTime(timezone=True), nullable=True),
        sa.ForeignKeyConstraint(
            ["message_id"],
            ["message.id"],
            name=op.f("fk_message_receipt_message_id_message"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("message_id", "user_code", name=op.f("pk_message_receipt")),
    )
    op.create_index("ix_message_receipt_user", "message_receipt", ["user_code", "message_id"])

    op.create_table(
        "affiche",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("title", sa.String(200), nullable=False),
        sa.Column("title_en", sa.String(200), nullable=True),
        sa.Column("summary", sa.String(200), nullable=False),
        sa.Column("summary_en", sa.String(200), nullable=True),
        sa.Column("content", sa.Text(), nullable=False),
        sa.Column("content_en", sa.Text(), nullable=True),
        sa.Column("published_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column(
            "created_at", sa.DateTime(timezone=True), server_default=sa.func.now(), nullable=False
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_affiche")),
    )
    op.create_index("ix_affiche_published", "affiche", ["published_at", "id"])
    op.create_table(
        "affiche_receipt",
        sa.Column("affiche_id", sa.Integer(), nullable=False),
        sa.Column("user_code", sa.String(32), nullable=False),
        sa.Column("read_at", sa.DateTime(timezone=True), nullable=False),
        sa.ForeignKeyConstraint(
            ["affiche_id"],
            ["affiche.id"],
            name=op.f("fk_affiche_receipt_affiche_id_affiche"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("affiche_id", "user_code", name=op.f("pk_affiche_receipt")),
    )

    op.create_table(
        "processed_event",
        sa.Column("stream", sa.String(100), nullable=False),
        sa.Column("event_id", sa.String(40), nullable=False),
        sa.Column("processed_at", sa.DateTime(timezone=True), nullable=False),
        sa.PrimaryKeyConstraint("stream", "event_id", name=op.f("pk_processed_event")),
    )


def downgrade() -> None:
    op.drop_table("processed_event")
    op.drop_table("affiche_receipt")
    op.drop_index("ix_affiche_published", table_name="affiche")
    op.drop_table("affiche")
    op.drop_index("ix_message_receipt_user", table_name="message_receipt")
    op.drop_table("message_receipt")
    op.drop_table("message_reader")
    op.drop_table("message_tally")
    op.drop_index("ix_message_box", table_name="message")
    with op.batch_alter_table("message") as batch:
        batch.drop_column("content_en")
        batch.drop_column("summary_en")
        batch.drop_column("summary")
        batch.drop_column("title_en")
        batch.add_column(
            sa.Column("is_read", sa.Boolean(), nullable=False, server_default=sa.false())
        )
        batch.add_column(sa.Column("read_at", sa.DateTime(timezone=True), nullable=True))
        batch.add_column(
            sa.Column("deleted", sa.Boolean(), nullable=False, server_default=sa.false())
        )
    op.create_index("ix_message_unread", "message", ["receive_comp_code", "is_read", "deleted"])
