from datetime import datetime
from typing import NamedTuple

from sqlalchemy import bindparam, func, select

from auth.models import LoginLog, User
from auth.signin.repository import SignInRepository

# The results a sign-in that reached a company is logged with (see signin/finish.py).
SIGNED_IN = "success"


class AccountView(NamedTuple):
    status: int
    name: str
    mobile: str
    email: str | None
    avatar_file_token: str | None
    # The successful sign-in before the latest (the current session's).
    previous_at: datetime | None
    previous_ip: str | None


# Columns of the tables, not the mapped classes' attributes: these reads are only ever made in
# reading sessions, and a statement of mapped attributes costs the ORM's compile step at every
# execution (about 0.1 ms).
_USER, _LOG = User.__table__.c, LoginLog.__table__.c
_PREVIOUS = (
    select(_LOG.id)
    .where(_LOG.user_code == _USER.user_code, _LOG.result == SIGNED_IN)
    .order_by(_LOG.at.desc(), _LOG.id.desc())
    .offset(1)
    .limit(1)
)
# Every page of the signed-in shell shows it: one statement, built once, plain values.
ACCOUNT_VIEW = select(
    _USER.status,
    _USER.name,
    _USER.mobile,
    _USER.email,
    _USER.avatar_file_token,
    _PREVIOUS.with_only_columns(_LOG.at).scalar_subquery(),
    _PREVIOUS.with_only_columns(_LOG.ip).scalar_subquery(),
).where(_USER.user_code == bindparam("user"))


class LogRow(NamedTuple):
    at: datetime
    ip: str
    user_agent: str
    method: str
    result: str


# The sign-in history's page and total, built once.
LOG_COUNT = (
    select(func.count()).select_from(LoginLog.__table__).where(_LOG.user_code == bindparam("user"))
)
LOG_PAGE = (
    select(_LOG.at, _LOG.ip, _LOG.user_agent, _LOG.method, _LOG.result)
    .where(_LOG.user_code == bindparam("user"))
    .order_by(_LOG.at.desc(), _LOG.id.desc())
    .offset(bindparam("skip"))
    .limit(bindparam("take"))
)


class AccountRepository(SignInRepository):
    async def account_view(self, user_code: str) -> AccountView | None:
        row = (await self.session.execute(ACCOUNT_VIEW, {"user": user_code})).first()
        return AccountView(*row) if row is not None else None

    async def count_log(self, user_code: str) -> int:
        return int(await self.session.scalar(LOG_COUNT, {"user": user_code}) or 0)

    async def log_page(self, user_code: str, offset: int, limit: int) -> list[LogRow]:
        rows = await self.session.execute(
            LOG_PAGE, {"user": user_code, "skip": offset, "take": limit}
        )
        return [LogRow(*row) for row in rows]

    async def mobile_taken(self, mobile: str) -> bool:
        statement = select(User.user_code).where(User.mobile == mobile)
        return await self.session.scalar(statement) is not None
