from collections.abc import Sequence
from datetime import datetime

from sqlalchemy import delete, func, or_, select, update
from sqlalchemy.ext.asyncio import AsyncSession

from auth.models import RecoveryCode, TwoStep


class TwoStepRepository:
    def __init__(self, session: AsyncSession) -> None:
        self.session = session

    async def get(self, user_code: str) -> TwoStep | None:
        return await self.session.get(TwoStep, user_code)

    async def is_on(self, user_code: str) -> bool:
        statement = select(TwoStep.enabled_at).where(TwoStep.user_code == user_code)
        return await self.session.scalar(statement) is not None

    async def start(self, user_code: str, secret: str, at: datetime) -> None:
        """A new, not yet confirmed secret in place of any earlier unconfirmed one."""
        await self.session.execute(delete(TwoStep).where(TwoStep.user_code == user_code))
        self.session.add(TwoStep(user_code=user_code, secret=secret, created_at=at))
        await self.session.flush()

    async def take_step(self, user_code: str, step: int) -> bool:
        """Record ``step`` as used, only when it is later than any used before: of two requests
        with the same code, one wins."""
        statement = (
            update(TwoStep)
            .where(
                TwoStep.user_code == user_code,
                or_(TwoStep.last_step.is_(None), TwoStep.last_step < step),
            )
            .values(last_step=step)
            .execution_options(synchronize_session=False)
        )
        result = await self.session.execute(statement)
        return bool(result.rowcount)  # type: ignore[attr-defined]  # a CursorResult

    async def switch_on(self, user_code: str, at: datetime) -> None:
        statement = update(TwoStep).where(TwoStep.user_code == user_code).values(enabled_at=at)
        await self.session.execute(statement.execution_options(synchronize_session=False))

    async def switch_off(self, user_code: str) -> None:
        await self.session.execute(delete(RecoveryCode).where(RecoveryCode.user_code == user_code))
        await self.session.execute(delete(TwoStep).where(TwoStep.user_code == user_code))

    async def replace_recovery_codes(
        self, user_code: str, hashes: Sequence[str], at: datetime
    ) -> None:
        await self.session.execute(delete(RecoveryCode).where(RecoveryCode.user_code == user_code))
        self.session.add_all(
            RecoveryCode(code_hash=h, user_code=user_code, created_at=at) for h in hashes
        )
        await self.session.flush()

    async def use_recovery_code(self, user_code: str, code_hash: str) -> bool:
        """Delete the code; true when it was there (so a second use finds nothing)."""
        statement = delete(RecoveryCode).where(
            RecoveryCode.user_code == user_code, RecoveryCode.code_hash == code_hash
        )
        result = await self.session.execute(statement)
        return bool(result.rowcount)  # type: ignore[attr-defined]  # a CursorResult

    async def recovery_codes_left(self, user_code: str) -> int:
        statement = select(func.count()).where(RecoveryCode.user_code == user_code)
        return int(await self.session.scalar(statement) or 0)
