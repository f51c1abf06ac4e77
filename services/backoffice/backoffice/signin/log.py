"""The console's login log: every sign-in attempt, whatever its outcome."""

from collections.abc import Sequence
from datetime import datetime

from sqlalchemy import func, select
from sqlalchemy.ext.asyncio import AsyncSession

from backoffice.models import OperatorSignIn


class Method:
    """How an attempt proved who it was (names, not secrets)."""

    PASSWORD = "password"  # noqa: S105
    TOTP = "totp"
    RECOVERY_CODE = "recovery-code"
    API_TOKEN = "api-token"  # noqa: S105
    UNLOCK = "unlock"


class Result:
    PASSED = "passed"
    NEXT_STEP = "next-step"
    WRONG_PASSWORD = "wrong-password"  # noqa: S105
    WRONG_CODE = "wrong-code"
    UNKNOWN = "unknown-operator"
    DISABLED = "disabled"
    LOCKED = "locked"
    REFUSED = "refused"


class SignInLog:
    def __init__(self, db: AsyncSession) -> None:
        self._db = db

    async def add(
        self,
        *,
        operator_code: str | None,
        username: str,
        at: datetime,
        ip: str,
        user_agent: str,
        method: str,
        result: str,
    ) -> None:
        self._db.add(
            OperatorSignIn(
                operator_code=operator_code,
                username=username[:64],
                at=at,
                ip=ip,
                user_agent=user_agent[:255],
                method=method,
                result=result,
            )
        )
        await self._db.flush()

    async def page(
        self, operator_code: str | None, result: str | None, offset: int, limit: int
    ) -> tuple[int, Sequence[OperatorSignIn]]:
        query = select(OperatorSignIn)
        if operator_code:
            query = query.where(OperatorSignIn.operator_code == operator_code)
        if result:
            query = query.where(OperatorSignIn.result == result)
        total = await self._db.scalar(select(func.count()).select_from(query.subquery()))
        rows = await self._db.scalars(
            query.order_by(OperatorSignIn.id.desc()).offset(offset).limit(limit)
        )
        return int(total or 0), rows.all()
