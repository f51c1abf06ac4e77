"""The embedded default as ``make run`` serves it: one gateway process holding every service,
each on its own SQLite file, with the in-process KV; demo data loaded, in test mode (the dev
outbox answers the captchas, passwords hash at the test cost), in a folder of the test's own.

Extra users can be added before it starts, as ``bench/load/users.py`` adds the load
benchmark's: each its own loopback address (a browser of its own, known to the account, so
neither per-IP limits nor the e-mail check of a new address get in the way) and one employee
record holding E101 (its company's administrator) in a demo company.
"""

import asyncio
from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import UTC, datetime
from pathlib import Path

from auth.models import KnownIp, User
from customer.models import Employee, EmployeeRole
from gateway.config import SERVICES
from portal_kit.cli import migrate_and_seed
from portal_kit.db import Database
from portal_kit.passwords import CHEAP
from portal_kit.settings import BaseServiceSettings, RunMode

from .processes import free_port, running

PASSWORD = "Demo@123456"
# The demo companies whose administrator an added user becomes, in turn.
COMPANIES = tuple(f"DEMO{n:04d}" for n in range(1, 10))
PREFIXES = ("GATEWAY", *(service.upper() for service in SERVICES))


@dataclass(frozen=True)
class AddedUser:
    index: int
    user_code: str
    employee_code: str
    comp_code: str
    mobile: str
    # 127.0.1.1, 127.0.1.2, ...: Linux answers the whole of 127/8 on the loopback device.
    address: str


@dataclass(frozen=True)
class EmbeddedPortal:
    url: str
    log: Path
    settings: dict[str, BaseServiceSettings]
    users: list[AddedUser]


def added_users(count: int) -> list[AddedUser]:
    return [
        AddedUser(
            index=index,
            user_code=f"CU{index:05d}",
            employee_code=f"CE{index:05d}",
            comp_code=COMPANIES[index % len(COMPANIES)],
            mobile=f"137{index:08d}",
            address=f"127.0.{1 + index // 250}.{1 + index % 250}",
        )
        for index in range(count)
    ]


async def _add_users(
    auth: BaseServiceSettings, customer: BaseServiceSettings, users: list[AddedUser]
) -> None:
    # One hash for everybody, at the cost test mode gives passwords.
    password_hash = CHEAP.hash(PASSWORD)
    now = datetime.now(UTC)
    accounts = Database(auth.sqlalchemy_url, auth.database_schema)
    try:
        async with accounts.sessionmaker.begin() as session:
            session.add_all(
                User(
                    user_code=user.user_code,
                    mobile=user.mobile,
                    name=f"并发{user.index}",
                    password_hash=password_hash,
                    password_changed_at=now,
                )
                for user in users
            )
            await session.flush()
            session.add_all(KnownIp(user_code=user.user_code, ip=user.address) for user in users)
    finally:
        await accounts.dispose()
    people = Database(customer.sqlalchemy_url, customer.database_schema)
    try:
        async with people.sessionmaker.begin() as session:
            session.add_all(
                Employee(
                    employee_code=user.employee_code,
                    comp_code=user.comp_code,
                    user_code=user.user_code,
                    name=f"并发{user.index}",
                    mobile=user.mobile,
                )
                for user in users
            )
            await session.flush()
            session.add_all(
                EmployeeRole(employee_code=user.employee_code, role_code="E101") for user in users
            )
    finally:
        await people.dispose()


@contextmanager
def embedded_portal(folder: Path, users: int) -> Iterator[EmbeddedPortal]:
    """Prepared (demo data and ``users`` added users) and served until the block ends; the
    process's log is ``EmbeddedPortal.log``."""
    var_dir = folder / "var"
    settings = {
        service: migrate_and_seed(service, demo=True, mode=RunMode.TEST, var_dir=var_dir)
        for service in SERVICES
    }
    added = added_users(users)
    asyncio.run(_add_users(settings["auth"], settings["customer"], added))
    env = {f"{prefix}_MODE": "test" for prefix in PREFIXES}
    env |= {f"{prefix}_VAR_DIR": str(var_dir) for prefix in PREFIXES}
    env |= {
        "GATEWAY_WEB_DIST": str(folder / "no-web-build"),
        "GATEWAY_CONSOLE_WEB_DIST": str(folder / "no-web-build"),
        "GATEWAY_OPERATOR_PORT": "0",
        "GATEWAY_OPS_PORT": "0",
    }
    port, log = free_port(), folder / "gateway.log"
    with running("gateway", port, env, log=log):
        yield EmbeddedPortal(f"http://127.0.0.1:{port}", log, settings, added)
