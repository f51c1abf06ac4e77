from collections.abc import Sequence
from datetime import datetime

from sqlalchemy import ColumnElement, func, or_, select
from sqlalchemy.ext.asyncio import AsyncSession

from auth.models import LoginLog, User
from auth.user_admin.schemas import UserListQuery
from portal_kit.validators import is_mobile

SORT_COLUMNS = {
    "createdAt": User.created_at,
    "name": User.name,
    "userCode": User.user_code,
    "passwordChangedAt": User.password_changed_at,
}
ACTIVE, DISABLED = 1, 0
# The login-log result of a sign-in that started a session.
SIGNED_IN = "success"


def _matching(query: UserListQuery, mobiles: Sequence[str] | None) -> list[ColumnElement[bool]]:
    conditions: list[ColumnElement[bool]] = []
    if query.keyword:
        keyword = query.keyword
        # A mobile matches whole only: a part of one would let anyone walk the numbers.
        found = [User.user_code == keyword, User.name.contains(keyword, autoescape=True)]
        if is_mobile(keyword):
            found.append(User.mobile == keyword)
        conditions.append(or_(*found))
    if query.status is not None:
        conditions.append(User.status == (ACTIVE if query.status == "active" else DISABLED))
    if mobiles is not None:
        conditions.append(User.mobile.in_(mobiles))
    return conditions


class UserAdminRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def page(
        self, query: UserListQuery, mobiles: Sequence[str] | None
    ) -> tuple[list[User], int]:
        """A page of the users ``query`` selects (and holding one of ``mobiles`` unless
        ``None``), and how many it selects in all."""
        conditions = _matching(query, mobiles)
        total = await self.session.scalar(select(func.count()).select_from(User).where(*conditions))
        column = SORT_COLUMNS[query.sort_by]
        order = column.desc() if query.descending else column.asc()
        statement = (
            select(User)
            .where(*conditions)
            .order_by(order, User.user_code)
            .offset(query.offset)
            .limit(query.page_size)
        )
        return list((await self.session.scalars(statement)).all()), int(total or 0)

    async def get(self, user_code: str, *, for_update: bool = False) -> User | None:
        return await self.session.get(User, user_code, with_for_update=for_update)

    async def last_sign_ins(self, user_codes: Sequence[str]) -> dict[str, datetime]:
        if not user_codes:
            return {}
        statement = (
            select(LoginLog.user_code, func.max(LoginLog.at))
            .where(LoginLog.user_code.in_(user_codes), LoginLog.result == SIGNED_IN)
            .group_by(LoginLog.user_code)
        )
        return {code: at for code, at in (await self.session.execute(statement)).all() if code}

    async def recent_log(self, user_code: str, limit: int) -> list[LoginLog]:
        statement = (
            select(LoginLog)
            .where(LoginLog.user_code == user_code)
            .order_by(LoginLog.at.desc(), LoginLog.id.desc())
            .limit(limit)
        )
        return list((await self.session.scalars(statement)).all())
