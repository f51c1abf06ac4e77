"""Platform data (security parameters) and demo data (the users of DESIGN §11) of auth."""

from datetime import UTC, datetime

from sqlalchemy.ext.asyncio import AsyncSession

from auth.models import KnownIp, SecurityParam, User
from auth.params import PARAMS
from auth.repository import SecurityParamRepository, UserRepository
from portal_kit.demo_people import DEMO_CROWD
from portal_kit.passwords import hash_password

DEMO_PASSWORD = "Demo@123456"  # noqa: S105  (documented demo data, loaded only with --demo)
LOCAL_ADDRESSES = ("127.0.0.1", "::1")

# user code, mobile, name, e-mail, known addresses
DEMO_USERS: tuple[tuple[str, str, str, str | None, tuple[str, ...]], ...] = (
    ("U0001", "13800000001", "张伟", "zhangwei@demo.example", LOCAL_ADDRESSES),
    ("U0002", "13800000002", "王芳", "wangfang@demo.example", LOCAL_ADDRESSES),
    ("U0003", "13800000003", "李娜", "lina@demo.example", LOCAL_ADDRESSES),
    # No known address: a sign-in asks for the e-mail code first.
    ("U0004", "13800000004", "刘洋", "liuyang@demo.example", ()),
    # The administrators of DEMO0004-0009, one per further company role.
    ("U0005", "13800000005", "赵敏", "zhaomin@demo.example", LOCAL_ADDRESSES),
    ("U0006", "13800000006", "孙磊", "sunlei@demo.example", LOCAL_ADDRESSES),
    ("U0007", "13800000007", "周婷", "zhouting@demo.example", LOCAL_ADDRESSES),
    ("U0008", "13800000008", "吴昊", "wuhao@demo.example", LOCAL_ADDRESSES),
    ("U0009", "13800000009", "郑洁", "zhengjie@demo.example", LOCAL_ADDRESSES),
    ("U0010", "13800000010", "冯涛", "fengtao@demo.example", LOCAL_ADDRESSES),
    # DEMO0009's staff (portal_kit.demo_people): accounts nobody signs in with.
    *((person.user_code, person.mobile, person.name, None, ()) for person in DEMO_CROWD),
)


async def seed(session: AsyncSession, demo: bool) -> None:
    """Add parameters and (with ``demo``) demo users that are missing; never overwrite."""
    params = SecurityParamRepository(session)
    existing = await params.existing_keys()
    for key, spec in PARAMS.items():
        if key not in existing:
            params.add(
                SecurityParam(key=key, value=str(spec.default), description=spec.description.en)
            )
    if demo:
        await _seed_demo_users(session)


async def _seed_demo_users(session: AsyncSession) -> None:
    users = UserRepository(session)
    known = await users.existing_codes()
    password_hash = await hash_password(DEMO_PASSWORD)
    now = datetime.now(UTC)
    for user_code, mobile, name, email, addresses in DEMO_USERS:
        if user_code in known:
            continue
        users.add(
            User(
                user_code=user_code,
                mobile=mobile,
                name=name,
                email=email,
                password_hash=password_hash,
                password_changed_at=now,
            )
        )
        # The user row must exist before its addresses (foreign key).
        await session.flush()
        for ip in addresses:
            users.add(KnownIp(user_code=user_code, ip=ip))
