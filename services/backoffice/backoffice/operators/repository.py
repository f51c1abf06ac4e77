"""Operators and their roles: the only place their SQL is written."""

from collections.abc import Sequence
from dataclasses import dataclass

from sqlalchemy import delete, func, select
from sqlalchemy.ext.asyncio import AsyncSession

from backoffice.models import ACTIVE, Operator, OperatorRoleGrant, RecoveryCode
from portal_kit.operator_tokens import ROLE_VALUES, OperatorRole


@dataclass(frozen=True, slots=True)
class OperatorFilter:
    keyword: str = ""
    role: OperatorRole | None = None
    status: str | None = None


class OperatorRepository:
    def __init__(self, db: AsyncSession) -> None:
        self._db = db

    async def get(self, operator_code: str) -> Operator | None:
        return await self._db.get(Operator, operator_code)

    async def get_by_username(self, username: str) -> Operator | None:
        return await self._db.scalar(select(Operator).where(Operator.username == username))

    async def roles_of(self, operator_code: str) -> frozenset[OperatorRole]:
        rows = await self._db.scalars(
            select(OperatorRoleGrant.role).where(OperatorRoleGrant.operator_code == operator_code)
        )
        return frozenset(OperatorRole(role) for role in rows if role in ROLE_VALUES)

    async def roles_by_operator(
        self, operator_codes: Sequence[str]
    ) -> dict[str, frozenset[OperatorRole]]:
        rows = await self._db.execute(
            select(OperatorRoleGrant.operator_code, OperatorRoleGrant.role).where(
                OperatorRoleGrant.operator_code.in_(operator_codes)
            )
        )
        roles: dict[str, set[OperatorRole]] = {code: set() for code in operator_codes}
        for code, role in rows:
            if role in ROLE_VALUES:
                roles[code].add(OperatorRole(role))
        return {code: frozenset(held) for code, held in roles.items()}

    async def set_roles(self, operator_code: str, roles: frozenset[OperatorRole]) -> None:
        await self._db.execute(
            delete(OperatorRoleGrant).where(OperatorRoleGrant.operator_code == operator_code)
        )
        self._db.add_all(
            OperatorRoleGrant(operator_code=operator_code, role=role.value) for role in roles
        )
        await self._db.flush()

    async def active_holders(self, role: OperatorRole) -> int:
        count = await self._db.scalar(
            select(func.count())
            .select_from(Operator)
            .join(OperatorRoleGrant, OperatorRoleGrant.operator_code == Operator.operator_code)
            .where(OperatorRoleGrant.role == role.value, Operator.status == ACTIVE)
        )
        return int(count or 0)

    async def page(
        self, where: OperatorFilter, offset: int, limit: int
    ) -> tuple[int, Sequence[Operator]]:
        query = select(Operator)
        if where.keyword:
            pattern = f"%{escape_like(where.keyword.lower())}%"
            query = query.where(
                func.lower(Operator.username).like(pattern, escape="\\")
                | func.lower(Operator.name).like(pattern, escape="\\")
            )
        if where.status:
            query = query.where(Operator.status == where.status)
        if where.role is not None:
            query = query.where(
                Operator.operator_code.in_(
                    select(OperatorRoleGrant.operator_code).where(
                        OperatorRoleGrant.role == where.role.value
                    )
                )
            )
        total = await self._db.scalar(select(func.count()).select_from(query.subquery()))
        rows = await self._db.scalars(query.order_by(Operator.username).offset(offset).limit(limit))
        return int(total or 0), rows.all()

    async def all_codes(self) -> Sequence[str]:
        return (await self._db.scalars(select(Operator.operator_code))).all()

    async def replace_recovery_codes(self, operator_code: str, hashes: Sequence[str]) -> None:
        await self._db.execute(
            delete(RecoveryCode).where(RecoveryCode.operator_code == operator_code)
        )
        self._db.add_all(
            RecoveryCode(operator_code=operator_code, code_hash=digest) for digest in hashes
        )
        await self._db.flush()

    async def unused_recovery_code(self, operator_code: str, code_hash: str) -> RecoveryCode | None:
        return await self._db.scalar(
            select(RecoveryCode).where(
                RecoveryCode.operator_code == operator_code,
                RecoveryCode.code_hash == code_hash,
                RecoveryCode.used_at.is_(None),
            )
        )

    async def recovery_codes_left(self, operator_code: str) -> int:
        count = await self._db.scalar(
            select(func.count())
            .select_from(RecoveryCode)
            .where(RecoveryCode.operator_code == operator_code, RecoveryCode.used_at.is_(None))
        )
        return int(count or 0)


def escape_like(text: str) -> str:
    return text.replace("\\", "\\\\").replace("%", "\\%").replace("_", "\\_")
