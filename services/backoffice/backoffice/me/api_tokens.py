"""Personal API tokens: how ``portalctl`` acts as a named operator.

A token reads ``opt_<id>_<secret>``; only the secret's SHA-256 is stored (the secret is 256
random bits, so no slow hash is needed), and the whole token is shown once, when made. It
carries some of its operator's roles; a session opened with it holds those the operator still
has at that moment.
"""

import hashlib
import hmac
import secrets
from collections.abc import Sequence
from datetime import datetime, timedelta

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from backoffice.models import ApiToken
from backoffice.times import as_utc
from portal_kit.operator_tokens import ROLE_VALUES, OperatorRole

PREFIX = "opt"
MAX_LIFETIME_DAYS = 365


def _digest(secret: str) -> str:
    return hashlib.sha256(secret.encode("utf-8")).hexdigest()


def roles_text(roles: frozenset[OperatorRole]) -> str:
    return ",".join(sorted(role.value for role in roles))


def roles_of(token: ApiToken) -> frozenset[OperatorRole]:
    return frozenset(OperatorRole(r) for r in token.roles.split(",") if r in ROLE_VALUES)


def new_token(
    operator_code: str, name: str, roles: frozenset[OperatorRole], now: datetime, days: int
) -> tuple[ApiToken, str]:
    """The row and the token to show once."""
    token_id = "T" + secrets.token_hex(8)
    secret = secrets.token_urlsafe(32)
    row = ApiToken(
        token_id=token_id,
        operator_code=operator_code,
        name=name,
        roles=roles_text(roles),
        secret_hash=_digest(secret),
        created_at=now,
        expires_at=now + timedelta(days=days),
    )
    return row, f"{PREFIX}_{token_id}_{secret}"


def parse(token: str) -> tuple[str, str] | None:
    """(id, secret) of a well-formed token, else ``None``."""
    prefix, _, rest = token.strip().partition("_")
    token_id, _, secret = rest.partition("_")
    if prefix != PREFIX or not token_id.startswith("T") or len(token_id) > 32 or not secret:
        return None
    return token_id, secret


class ApiTokenRepository:
    def __init__(self, db: AsyncSession) -> None:
        self._db = db

    async def add(self, token: ApiToken) -> None:
        self._db.add(token)
        await self._db.flush()

    async def get(self, token_id: str) -> ApiToken | None:
        return await self._db.get(ApiToken, token_id)

    async def of_operator(self, operator_code: str) -> Sequence[ApiToken]:
        rows = await self._db.scalars(
            select(ApiToken)
            .where(ApiToken.operator_code == operator_code)
            .order_by(ApiToken.created_at.desc())
        )
        return rows.all()

    async def usable(self, token: str, now: datetime) -> ApiToken | None:
        """The live token ``token`` names, or ``None`` (unknown, wrong, revoked, expired)."""
        parsed = parse(token)
        if parsed is None:
            return None
        token_id, secret = parsed
        row = await self.get(token_id)
        if row is None or not hmac.compare_digest(row.secret_hash, _digest(secret)):
            return None
        if row.revoked_at is not None or as_utc(row.expires_at) <= now:
            return None
        return row
