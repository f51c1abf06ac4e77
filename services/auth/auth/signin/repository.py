from datetime import datetime

from auth.models import KnownIp, LoginLog, User
from auth.repository import UserRepository


class SignInRepository(UserRepository):
    async def get_by_code(self, user_code: str) -> User | None:
        return await self.session.get(User, user_code)

    async def remember_ip(self, user_code: str, ip: str, at: datetime) -> None:
        if not await self.is_known_ip(user_code, ip):
            self.session.add(KnownIp(user_code=user_code, ip=ip, first_seen_at=at))

    def add_log(self, row: LoginLog) -> None:
        self.session.add(row)
