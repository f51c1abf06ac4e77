from datetime import datetime

from sqlalchemy import BigInteger, DateTime, ForeignKey, Index, String, func
from sqlalchemy.orm import DeclarativeBase, Mapped, mapped_column

from portal_kit.db import make_metadata
from portal_kit.event_outbox import outbox_table


class Base(DeclarativeBase):
    metadata = make_metadata()


# Events (operators' audit entries among them) committed with the change they report.
EventOutbox = outbox_table(Base.metadata)


class SecurityParam(Base):
    """A security parameter operators may tune (idle period, lock-out, code lifetimes, ...)."""

    __tablename__ = "security_param"

    key: Mapped[str] = mapped_column(String(64), primary_key=True)
    value: Mapped[str] = mapped_column(String(255))
    description: Mapped[str] = mapped_column(String(255))
    # The last operator change (null: the seeded default): when and by whom (operator code).
    updated_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    updated_by: Mapped[str | None] = mapped_column(String(64))


class User(Base):
    """A person who signs in; companies and roles belong to the customer service."""

    __tablename__ = "user_account"

    user_code: Mapped[str] = mapped_column(String(32), primary_key=True)
    mobile: Mapped[str] = mapped_column(String(11), unique=True)
    name: Mapped[str] = mapped_column(String(64))
    email: Mapped[str | None] = mapped_column(String(254))
    # A file of the content service (an image the user uploaded); null: no avatar.
    avatar_file_token: Mapped[str | None] = mapped_column(String(64))
    # argon2id, self-describing (salt and cost parameters inside).
    password_hash: Mapped[str] = mapped_column(String(255))
    # 1 active, 0 disabled.
    status: Mapped[int] = mapped_column(default=1)
    # Why and when an operator disabled the account (null while it is active).
    disabled_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    disabled_reason: Mapped[str | None] = mapped_column(String(255))
    # The language of the user's last sign-in (zh-CN, en): texts the user did not ask for
    # (an operator's or a peer's doing) go out in it. Null until the first sign-in.
    language: Mapped[str | None] = mapped_column(String(8))
    password_changed_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True), server_default=func.now())


class KnownIp(Base):
    """An address the user signed in from before; a new one asks for an e-mail code first."""

    __tablename__ = "known_ip"

    user_code: Mapped[str] = mapped_column(
        ForeignKey("user_account.user_code", ondelete="CASCADE"), primary_key=True
    )
    ip: Mapped[str] = mapped_column(String(45), primary_key=True)
    first_seen_at: Mapped[datetime] = mapped_column(
        DateTime(timezone=True), server_default=func.now()
    )


class LoginLog(Base):
    """One sign-in attempt, successful or not."""

    __tablename__ = "login_log"
    __table_args__ = (Index("ix_login_log_user_at", "user_code", "at"),)

    id: Mapped[int] = mapped_column(primary_key=True)
    # Null when the mobile matched no user: the attempt is still worth recording.
    user_code: Mapped[str | None] = mapped_column(String(32))
    at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
    ip: Mapped[str] = mapped_column(String(45))
    user_agent: Mapped[str] = mapped_column(String(255))
    method: Mapped[str] = mapped_column(String(16))
    result: Mapped[str] = mapped_column(String(32))


class TwoStep(Base):
    """A user's authenticator app: enrolled (``enabled_at`` null until a first code confirms
    it) or on. No row: two-step is off."""

    __tablename__ = "two_step"

    user_code: Mapped[str] = mapped_column(
        ForeignKey("user_account.user_code", ondelete="CASCADE"), primary_key=True
    )
    # The RFC 6238 shared secret (base32); never sent back once enrolment is confirmed.
    secret: Mapped[str] = mapped_column(String(64))
    enabled_at: Mapped[datetime | None] = mapped_column(DateTime(timezone=True))
    # The 30-second time step of the last code accepted: a code of that step or an earlier
    # one is refused, so an overheard code cannot be used again.
    last_step: Mapped[int | None] = mapped_column(BigInteger)
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))


class RecoveryCode(Base):
    """One of the ten codes that stand in for the authenticator app, each usable once."""

    __tablename__ = "recovery_code"

    code_hash: Mapped[str] = mapped_column(String(64), primary_key=True)
    user_code: Mapped[str] = mapped_column(
        ForeignKey("user_account.user_code", ondelete="CASCADE"), index=True
    )
    created_at: Mapped[datetime] = mapped_column(DateTime(timezone=True))
