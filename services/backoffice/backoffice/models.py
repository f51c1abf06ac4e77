"""Tables of the back office: operators, their second factor and API tokens, the audit log.

Operators are the factoring company's staff. They never share a table with customers' users
(auth's ``user_account``), and their tokens have their own audience and keys.
"""

from datetime import datetime

from sqlalchemy import DateTime, ForeignKey, Index, String, Text, func
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

from portal_kit.db import make_metadata

ACTIVE = "active"
DISABLED = "disabled"


class Base(DeclarativeBase):
    metadata = make_metadata()


class Operator(Base):
    __tablename__ = "operator"

    operator_code: Mapped[str] = mapped_column(String(32), primary_key=True)
    # Signs in with it: lower-case letters, digits, '.', '_' and '-'.
    username: Mapped[str] = mapped_column(String(32), unique=True)
    name: Mapped[str] = mapped_column(String(64))
    status: Mapped[str] = mapped_column(String(16), default=ACTIVE)
    # argon2id, self-describing.
    password_hash: Mapped[str] = mapped_column(String(255))
    # Given by an administrator: must be changed at the next sign-in.
    password_temporary: Mapped[bool] = mapped_column(default=True)
    password_changed_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    # The TOTP secret, sealed with the back office's own keys; null until enrolled.
    totp_secret: Mapped[str | None] = mapped_column(String(255))
    totp_enrolled_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    # The last time step a code was accepted for: a code is never accepted twice.
    totp_last_step: Mapped[int] = mapped_column(default=0)
    last_sign_in_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    created_by: Mapped[str] = mapped_column(String(64))


class OperatorRoleGrant(Base):
    """One role an operator holds."""

    __tablename__ = "operator_role"

    operator_code: Mapped[str] = mapped_column(
        ForeignKey("operator.operator_code", ondelete="CASCADE"), primary_key=True
    )
    role: Mapped[str] = mapped_column(String(32), primary_key=True)


class RecoveryCode(Base):
    """A one-time code for when the authenticator is lost; only its hash is kept."""

    __tablename__ = "recovery_code"

    id: Mapped[int] = mapped_column(primary_key=True)
    operator_code: Mapped[str] = mapped_column(
        ForeignKey("operator.operator_code", ondelete="CASCADE"), index=True
    )
    code_hash: Mapped[str] = mapped_column(String(64))
    used_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))


class ApiToken(Base):
    """A personal API token (``portalctl``): an operator's, scoped to some of their roles."""

    __tablename__ = "api_token"

    token_id: Mapped[str] = mapped_column(String(32), primary_key=True)
    operator_code: Mapped[str] = mapped_column(
        ForeignKey("operator.operator_code", ondelete="CASCADE"), index=True
    )
    name: Mapped[str] = mapped_column(String(64))
    # Comma-separated roles; a session opened with the token holds those the operator still has.
    roles: Mapped[str] = mapped_column(String(255))
    secret_hash: Mapped[str] = mapped_column(String(64))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    expires_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    last_used_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    revoked_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))


class OperatorSignIn(Base):
    """One sign-in attempt (the console's login log), successful or not."""

    __tablename__ = "operator_sign_in"
    __table_args__ = (Index("ix_operator_sign_in_at", "at"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    # Null when the username matched no operator.
    operator_code: Mapped[str | None] = mapped_column(String(32), index=True)
    username: Mapped[str] = mapped_column(String(64))
    at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    ip: Mapped[str] = mapped_column(String(45))
    user_agent: Mapped[str] = mapped_column(String(255))
    # password, totp, recovery-code, api-token, unlock
    method: Mapped[str] = mapped_column(String(16))
    result: Mapped[str] = mapped_column(String(32))


class AuditLogEntry(Base):
    """One operator action in the append-only, hash-chained log (``portal_kit.audit``).

    The database refuses updates and deletes (triggers of the migration); the chain shows any
    change made around them.
    """

    __tablename__ = "audit_entry"
    __table_args__ = (
        Index("ix_audit_entry_operator", "operator_code", "sequence"),
        Index("ix_audit_entry_target", "target_type", "target_id", "sequence"),
        Index("ix_audit_entry_at", "at"),
    )

    sequence: Mapped[int] = mapped_column(primary_key=True, autoincrement=False)
    entry_id: Mapped[str] = mapped_column(String(32), unique=True)
    at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    source: Mapped[str] = mapped_column(String(32))
    operator_code: Mapped[str] = mapped_column(String(32))
    operator_name: Mapped[str] = mapped_column(String(64))
    via: Mapped[str] = mapped_column(String(16))
    token_id: Mapped[str] = mapped_column(String(32))
    ip: Mapped[str] = mapped_column(String(45))
    user_agent: Mapped[str] = mapped_column(String(255))
    request_id: Mapped[str] = mapped_column(String(64))
    action: Mapped[str] = mapped_column(String(64), index=True)
    target_type: Mapped[str] = mapped_column(String(32))
    target_id: Mapped[str] = mapped_column(String(64))
    summary: Mapped[str] = mapped_column(String(500))
    # JSON text, or null.
    before: Mapped[str | None] = mapped_column(Text)
    after: Mapped[str | None] = mapped_column(Text)
    # The exact text the hash covers, and the chain's links.
    canonical: Mapped[str] = mapped_column(Text)
    previous_hash: Mapped[str] = mapped_column(String(64))
    hash: Mapped[str] = mapped_column(String(64))
    appended_at: Mapped[datetime] = mapped_column(
        DateTime(timezone=True), server_default=func.now()
    )


class AuditHead(Base):
    """The chain's last link (one row): appending locks it, so entries are appended one at a
    time and each links to the one before."""

    __tablename__ = "audit_head"

    id: Mapped[int] = mapped_column(primary_key=True, autoincrement=False)
    sequence: Mapped[int] = mapped_column(default=0)
    hash: Mapped[str] = mapped_column(String(64))
