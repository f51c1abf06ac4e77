from collections.abc import Sequence
from datetime import datetime

from sqlalchemy import exists, select

from auth.models import KnownIp, LoginLog, User
from auth.repository import UserRepository

# Login-log results of a step the user passed (right password or code); the rest are refusals.
PASSED = ("success", "registration", "ip_check", "change_password")
REGISTER = "register"


class SignInRepository(UserRepository):
    async def get_by_code(self, user_code: str) -> User | None:
        return await self.session.get(User, user_code)

    async def get_many(self, user_codes: Sequence[str]) -> Sequence[User]:
        if not user_codes:
            return []
        statement = select(User).where(User.user_code.in_(list(user_codes)))
        return (await self.session.scalars(statement)).all()

    async def remember_ip(self, user_code: str, ip: str, at: datetime) -> None:
        if not await self.is_known_ip(user_code, ip):
            self.session.add(KnownIp(user_code=user_code, ip=ip, first_seen_at=at))

    def add_log(self, row: LoginLog) -> None:
        self.session.add(row)

    async def only_registered(self, user_code: str) -> bool:
        """Whether the account was opened by the registration's account step and has been used
        for nothing since: no sign-in, reset or other step passed."""
        opened_here = exists().where(
            LoginLog.user_code == user_code,
            LoginLog.method == REGISTER,
            LoginLog.result == "success",
        )
        used_since = exists().where(
            LoginLog.user_code == user_code,
            LoginLog.method != REGISTER,
            LoginLog.result.in_(PASSED),
        )
        return bool(await self.session.scalar(select(opened_here & ~used_since)))
