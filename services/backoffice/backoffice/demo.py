"""Demo operators (dev and test modes only): one per role, with known credentials.

Password ``Ops@Demo123456``; each has an authenticator already set up with a published secret
(``DEMO_TOTP_SECRETS``: add it to any authenticator app, or compute codes with
``backoffice.totp.code_at``) and a personal API token for ``portalctl`` (``demo_api_token``).
None of this exists outside dev and test modes.
"""

import base64
import hashlib
from datetime import UTC, datetime, timedelta

from sqlalchemy import select
from sqlalchemy.ext.asyncio import AsyncSession

from backoffice.me.api_tokens import PREFIX
from backoffice.models import ACTIVE, ApiToken, Operator, OperatorRoleGrant
from portal_kit.operator_tokens import OperatorRole
from portal_kit.passwords import hash_password
from portal_kit.sealed import Sealer

DEMO_PASSWORD = "Ops@Demo123456"  # noqa: S105 (demo data, dev and test modes only)
DEMO_CREATOR = "demo"
# username → (operator code, name, roles)
DEMO_OPERATORS: dict[str, tuple[str, str, tuple[OperatorRole, ...]]] = {
    "reviewer": ("OPDEMO1", "赵审核", (OperatorRole.REVIEWER,)),
    "approver": ("OPDEMO2", "钱复核", (OperatorRole.APPROVER,)),
    "editor": ("OPDEMO3", "孙编辑", (OperatorRole.CONTENT_EDITOR,)),
    "admin": ("OPDEMO4", "李运营", (OperatorRole.OPS_ADMIN,)),
    "auditor": ("OPDEMO5", "周审计", (OperatorRole.AUDITOR,)),
}
SINCE = datetime(2026, 1, 5, 1, tzinfo=UTC)


def demo_totp_secret(username: str) -> str:
    """The published TOTP secret of a demo operator (32 base32 characters)."""
    return base64.b32encode(f"portal-demo-{username}".ljust(20, "-")[:20].encode()).decode()


def demo_api_token(username: str) -> str:
    """The published personal API token of a demo operator (for portalctl in dev and tests)."""
    return f"{PREFIX}_Tdemo-{username}_demo-{username}-api-token-not-for-production"


async def seed_demo_operators(db: AsyncSession) -> None:
    """Add the demo operators that are missing (an operator's later changes are kept)."""
    known = set(await db.scalars(select(Operator.username)))
    for username, (code, name, roles) in DEMO_OPERATORS.items():
        if username in known:
            continue
        db.add(
            Operator(
                operator_code=code,
                username=username,
                name=name,
                status=ACTIVE,
                password_hash=await hash_password(DEMO_PASSWORD),
                password_temporary=False,
                password_changed_at=SINCE,
                totp_last_step=0,
                created_at=SINCE,
                created_by=DEMO_CREATOR,
            )
        )
        await db.flush()
        db.add_all(OperatorRoleGrant(operator_code=code, role=role.value) for role in roles)
        token_id, _, secret = demo_api_token(username).removeprefix(f"{PREFIX}_").partition("_")
        db.add(
            ApiToken(
                token_id=token_id,
                operator_code=code,
                name="demo",
                roles=",".join(role.value for role in roles),
                secret_hash=hashlib.sha256(secret.encode()).hexdigest(),
                created_at=SINCE,
                expires_at=SINCE + timedelta(days=3650),
            )
        )
    await db.flush()


async def enrol_demo_authenticators(db: AsyncSession, sealer: Sealer, purpose: str) -> None:
    """Seal the published secrets of the demo operators who have no authenticator yet (the
    seed has no keys: this runs when the service starts, in dev and test modes)."""
    operators = await db.scalars(
        select(Operator).where(
            Operator.created_by == DEMO_CREATOR,
            Operator.username.in_(DEMO_OPERATORS),
            Operator.totp_secret.is_(None),
        )
    )
    for operator in operators:
        operator.totp_secret = sealer.seal(demo_totp_secret(operator.username), purpose)
        operator.totp_enrolled_at = SINCE
