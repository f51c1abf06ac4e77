from sqlalchemy import func, select

from auth.models import LoginLog, User
from auth.signin.repository import SignInRepository

# The results a sign-in that reached a company is logged with (see signin/finish.py).
SIGNED_IN = "success"


class AccountRepository(SignInRepository):
    async def last_sign_ins(self, user_code: str, limit: int) -> list[LoginLog]:
        """The user's latest successful sign-ins, newest first."""
        statement = (
            select(LoginLog)
            .where(LoginLog.user_code == user_code, LoginLog.result == SIGNED_IN)
            .order_by(LoginLog.at.desc(), LoginLog.id.desc())
            .limit(limit)
        )
        return list((await self.session.scalars(statement)).all())

    async def count_log(self, user_code: str) -> int:
        statement = (
            select(func.count()).select_from(LoginLog).where(LoginLog.user_code == user_code)
        )
        return int(await self.session.scalar(statement) or 0)

    async def log_page(self, user_code: str, offset: int, limit: int) -> list[LoginLog]:
        statement = (
            select(LoginLog)
            .where(LoginLog.user_code == user_code)
            .order_by(LoginLog.at.desc(), LoginLog.id.desc())
            .offset(offset)
            .limit(limit)
        )
        return list((await self.session.scalars(statement)).all())

    async def mobile_taken(self, mobile: str) -> bool:
        statement = select(User.user_code).where(User.mobile == mobile)
        return await self.session.scalar(statement) is not None
