"""operators, their second factor and API tokens, the login log and the audit log

Revision ID: 0001
Revises:
Create Date: 2026-11-26
"""

from collections.abc import Sequence

import sqlalchemy as sa
from alembic import op

revision: str = "0001"
down_revision: str | None = None
branch_labels: str | Sequence[str] | None = None
depends_on: str | Sequence[str] | None = None

GENESIS_HASH = "0" * 64
APPEND_ONLY = "the audit log is append-only"


def upgrade() -> None:
    op.create_table(
        "operator",
        sa.Column("operator_code", sa.String(32), nullable=False),
        sa.Column("username", sa.String(32), nullable=False),
        sa.Column("name", sa.String(64), nullable=False),
        sa.Column("status", sa.String(16), nullable=False),
        sa.Column("password_hash", sa.String(255), nullable=False),
        sa.Column("password_temporary", sa.Boolean(), nullable=False),
        sa.Column("password_changed_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("totp_secret", sa.String(255), nullable=True),
        sa.Column("totp_enrolled_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("totp_last_step", sa.Integer(), nullable=False),
        sa.Column("last_sign_in_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("created_by", sa.String(64), nullable=False),
        sa.PrimaryKeyConstraint("operator_code", name=op.f("pk_operator")),
        sa.UniqueConstraint("username", name=op.f("uq_operator_username")),
    )
    op.create_table(
        "operator_role",
        sa.Column("operator_code", sa.String(32), nullable=False),
        sa.Column("role", sa.String(32), nullable=False),
        sa.ForeignKeyConstraint(
            ["operator_code"],
            ["operator.operator_code"],
            name=op.f("fk_operator_role_operator_code_operator"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("operator_code", "role", name=op.f("pk_operator_role")),
    )
    op.create_table(
        "recovery_code",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("operator_code", sa.String(32), nullable=False),
        sa.Column("code_hash", sa.String(64), nullable=False),
        sa.Column("used_at", sa.DateTime(timezone=True), nullable=True),
        sa.ForeignKeyConstraint(
            ["operator_code"],
            ["operator.operator_code"],
            name=op.f("fk_recovery_code_operator_code_operator"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_recovery_code")),
    )
    op.create_index(op.f("ix_recovery_code_operator_code"), "recovery_code", ["operator_code"])
    op.create_table(
        "api_token",
        sa.Column("token_id", sa.String(32), nullable=False),
        sa.Column("operator_code", sa.String(32), nullable=False),
        sa.Column("name", sa.String(64), nullable=False),
        sa.Column("roles", sa.String(255), nullable=False),
        sa.Column("secret_hash", sa.String(64), nullable=False),
        sa.Column("created_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("expires_at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("last_used_at", sa.DateTime(timezone=True), nullable=True),
        sa.Column("revoked_at", sa.DateTime(timezone=True), nullable=True),
        sa.ForeignKeyConstraint(
            ["operator_code"],
            ["operator.operator_code"],
            name=op.f("fk_api_token_operator_code_operator"),
            ondelete="CASCADE",
        ),
        sa.PrimaryKeyConstraint("token_id", name=op.f("pk_api_token")),
    )
    op.create_index(op.f("ix_api_token_operator_code"), "api_token", ["operator_code"])
    op.create_table(
        "operator_sign_in",
        sa.Column("id", sa.Integer(), nullable=False),
        sa.Column("operator_code", sa.String(32), nullable=True),
        sa.Column("username", sa.String(64), nullable=False),
        sa.Column("at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("ip", sa.String(45), nullable=False),
        sa.Column("user_agent", sa.String(255), nullable=False),
        sa.Column("method", sa.String(16), nullable=False),
        sa.Column("result", sa.String(32), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_operator_sign_in")),
    )
    op.create_index("ix_operator_sign_in_at", "operator_sign_in", ["at"])
    op.create_index(
        op.f("ix_operator_sign_in_operator_code"), "operator_sign_in", ["operator_code"]
    )
    op.create_table(
        "audit_entry",
        sa.Column("sequence", sa.Integer(), autoincrement=False, nullable=False),
        sa.Column("entry_id", sa.String(32), nullable=False),
        sa.Column("at", sa.DateTime(timezone=True), nullable=False),
        sa.Column("source", sa.String(32), nullable=False),
        sa.Column("operator_code", sa.String(32), nullable=False),
        sa.Column("operator_name", sa.String(64), nullable=False),
        sa.Column("via", sa.String(16), nullable=False),
        sa.Column("token_id", sa.String(32), nullable=False),
        sa.Column("ip", sa.String(45), nullable=False),
        sa.Column("user_agent", sa.String(255), nullable=False),
        sa.Column("request_id", sa.String(64), nullable=False),
        sa.Column("action", sa.String(64), nullable=False),
        sa.Column("target_type", sa.String(32), nullable=False),
        sa.Column("target_id", sa.String(64), nullable=False),
        sa.Column("summary", sa.String(500), nullable=False),
        sa.Column("before", sa.Text(), nullable=True),
        sa.Column("after", sa.Text(), nullable=True),
        sa.Column("canonical", sa.Text(), nullable=False),
        sa.Column("previous_hash", sa.String(64), nullable=False),
        sa.Column("hash", sa.String(64), nullable=False),
        sa.Column(
            "appended_at",
            sa.DateTime(timezone=True),
            server_default=sa.func.now(),
            nullable=False,
        ),
        sa.PrimaryKeyConstraint("sequence", name=op.f("pk_audit_entry")),
        sa.UniqueConstraint("entry_id", name=op.f("uq_audit_entry_entry_id")),
    )
    op.create_index(op.f("ix_audit_entry_action"), "audit_entry", ["action"])
    op.create_index("ix_audit_entry_at", "audit_entry", ["at"])
    op.create_index("ix_audit_entry_operator", "audit_entry", ["operator_code", "sequence"])
    op.create_index(
        "ix_audit_entry_target", "audit_entry", ["target_type", "target_id", "sequence"]
    )
    head = op.create_table(
        "audit_head",
        sa.Column("id", sa.Integer(), autoincrement=False, nullable=False),
        sa.Column("sequence", sa.Integer(), nullable=False),
        sa.Column("hash", sa.String(64), nullable=False),
        sa.PrimaryKeyConstraint("id", name=op.f("pk_audit_head")),
    )
    op.bulk_insert(head, [{"id": 1, "sequence": 0, "hash": GENESIS_HASH}])
    _refuse_changes_to_the_log()


def _refuse_changes_to_the_log() -> None:
    """The database itself refuses to update or delete an entry, whoever connects."""
    if op.get_bind().dialect.name == "sqlite":
        for event in ("UPDATE", "DELETE"):
            op.execute(
                f"CREATE TRIGGER audit_entry_no_{event.lower()} BEFORE {event} ON audit_entry "
                f"BEGIN SELECT RAISE(ABORT, '{APPEND_ONLY}'); END"
            )
        return
    op.execute(
        "CREATE FUNCTION audit_entry_append_only() RETURNS trigger LANGUAGE plpgsql AS "
        f"$$ BEGIN RAISE EXCEPTION '{APPEND_ONLY}'; END $$"
    )
    op.execute(
        "CREATE TRIGGER audit_entry_append_only BEFORE UPDATE OR DELETE OR TRUNCATE "
        "ON audit_entry FOR EACH STATEMENT EXECUTE FUNCTION audit_entry_append_only()"
    )


def downgrade() -> None:
    if op.get_bind().dialect.name == "sqlite":
        op.execute("DROP TRIGGER audit_entry_no_update")
        op.execute("DROP TRIGGER audit_entry_no_delete")
    else:
        op.execute("DROP TRIGGER audit_entry_append_only ON audit_entry")
        op.execute("DROP FUNCTION audit_entry_append_only()")
    op.drop_table("audit_head")
    op.drop_table("audit_entry")
    op.drop_table("operator_sign_in")
    op.drop_table("api_token")
    op.drop_table("recovery_code")
    op.drop_table("operator_role")
    op.drop_table("operator")
