"""The simulated users: accounts in auth and employee records in customer, written through the
services' own models before the services start (the demo data has ten users, not hundreds).

User ``i`` signs in with mobile ``139`` + ``i`` in 8 digits and the demo password, from the
loopback address ``address(i)`` of its own (a browser of its own: per-IP limits count per user,
as they would for real users, and the address is a known one, so no e-mail check). Every third
user is an employee of two demo companies: it chooses a company at sign-in and switches later.
"""

import asyncio
from dataclasses import dataclass
from datetime import UTC, datetime

from argon2 import PasswordHasher

from auth.models import KnownIp, User
from customer.models import Employee, EmployeeRole
from portal_kit.db import Database
from portal_kit.settings import BaseServiceSettings

PASSWORD = "Demo@123456"  # noqa: S105 (the documented demo password)
COMPANIES = tuple(f"DEMO{n:04d}" for n in range(1, 10))
# Valid in every product: the product centre, messages and the account pages.
ROLES = ("E102",)
# The cost test mode gives passwords (auth.passwords.CHEAP); see --strong-passwords.
TEST_MODE_HASHER = PasswordHasher(time_cost=1, memory_cost=8 * 1024, parallelism=1)
STRONG_HASHER = PasswordHasher()


@dataclass(frozen=True)
class LoadUser:
    index: int
    user_code: str
    mobile: str
    ip: str
    # (employee code, company code), the first being where the user starts.
    employees: tuple[tuple[str, str], ...]

    @property
    def employee_code(self) -> str:
        return self.employees[0][0]

    @property
    def comp_code(self) -> str:
        return self.employees[0][1]


def address(index: int) -> str:
    """127.0.1.1, 127.0.1.2, ... (Linux answers the whole 127/8 on the loopback device)."""
    return f"127.0.{1 + index // 250}.{1 + index % 250}"


def load_users(count: int) -> list[LoadUser]:
    users = []
    for index in range(count):
        first = COMPANIES[index % len(COMPANIES)]
        employees = [(f"LE{index:05d}", first)]
        if index % 3 == 0:
            employees.append((f"LF{index:05d}", COMPANIES[(index + 1) % len(COMPANIES)]))
        users.append(
            LoadUser(index, f"LU{index:05d}", f"139{index:08d}", address(index), tuple(employees))
        )
    return users


async def _add_accounts(settings: BaseServiceSettings, users: list[LoadUser], strong: bool) -> None:
    hasher = STRONG_HASHER if strong else TEST_MODE_HASHER
    # One hash for everybody: argon2 at the strong cost takes a quarter of a second each.
    password_hash = await asyncio.to_thread(hasher.hash, PASSWORD)
    now = datetime.now(UTC)
    database = Database.of(settings)
    try:
        async with database.sessionmaker.begin() as session:
            session.add_all(
                User(
                    user_code=user.user_code,
                    mobile=user.mobile,
                    name=f"负载{user.index}",
                    password_hash=password_hash,
                    password_changed_at=now,
                )
                for user in users
            )
            await session.flush()
            session.add_all(KnownIp(user_code=user.user_code, ip=user.ip) for user in users)
    finally:
        await database.dispose()


async def _add_employees(
    settings: BaseServiceSettings, users: list[LoadUser], roles: tuple[str, ...]
) -> None:
    database = Database.of(settings)
    try:
        async with database.sessionmaker.begin() as session:
            for user in users:
                for employee_code, comp_code in user.employees:
                    session.add(
                        Employee(
                            employee_code=employee_code,
                            comp_code=comp_code,
                            user_code=user.user_code,
                            name=f"负载{user.index}",
                            mobile=user.mobile,
                        )
                    )
            await session.flush()
            session.add_all(
                EmployeeRole(employee_code=employee_code, role_code=role)
                for user in users
                for employee_code, _ in user.employees
                for role in roles
            )
    finally:
        await database.dispose()


def add_users(
    auth: BaseServiceSettings,
    customer: BaseServiceSettings,
    users: list[LoadUser],
    strong: bool,
    roles: tuple[str, ...] = ROLES,
) -> None:
    """Accounts in auth and, holding ``roles``, employee records in customer."""
    asyncio.run(_add_accounts(auth, users, strong))
    asyncio.run(_add_employees(customer, users, roles))
