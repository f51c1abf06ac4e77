from collections.abc import AsyncIterator

import pytest
from fastapi import FastAPI
from sqlalchemy.ext.asyncio import AsyncSession

from auth.repository import UserRepository
from auth.seed import DEMO_PASSWORD, seed
from portal_kit.passwords import hash_password, needs_rehash, verify_password


@pytest.fixture
async def session(service_app: FastAPI) -> AsyncIterator[AsyncSession]:
    async with service_app.state.db.sessionmaker() as session:
        yield session


class TestPasswords:
    async def test_hashes_with_argon2id_and_verifies(self) -> None:
        password_hash = await hash_password("Correct#Horse9")

        assert password_hash.startswith("$argon2id$")
        assert await verify_password(password_hash, "Correct#Horse9") is True
        assert await verify_password(password_hash, "correct#horse9") is False
        assert needs_rehash(password_hash) is False

    async def test_a_damaged_hash_never_verifies(self) -> None:
        assert await verify_password("not-a-hash", "anything") is False


class TestDemoUsers:
    async def test_demo_users_sign_in_with_the_documented_password(
        self, session: AsyncSession
    ) -> None:
        await seed(session, demo=True)

        user = await UserRepository(session).get_by_mobile("13800000002")

        assert user is not None
        assert user.user_code == "U0002"
        assert await verify_password(user.password_hash, DEMO_PASSWORD)

    async def test_only_the_fourth_demo_user_has_no_known_address(
        self, session: AsyncSession
    ) -> None:
        await seed(session, demo=True)
        users = UserRepository(session)

        assert await users.is_known_ip("U0001", "127.0.0.1")
        assert await users.is_known_ip("U0003", "::1")
        assert not await users.is_known_ip("U0004", "127.0.0.1")

    async def test_seeding_twice_changes_nothing(self, session: AsyncSession) -> None:
        await seed(session, demo=True)
        first = (await UserRepository(session).get_by_mobile("13800000001")).password_hash  # type: ignore[union-attr]
        await seed(session, demo=True)

        again = await UserRepository(session).get_by_mobile("13800000001")
        assert again is not None
        assert again.password_hash == first

    async def test_without_demo_no_users_are_made(self, session: AsyncSession) -> None:
        await seed(session, demo=False)

        assert await UserRepository(session).existing_codes() == set()


class TestHashingCost:
    async def test_only_test_mode_uses_the_cheap_cost(self, service_app: FastAPI) -> None:
        from portal_kit import passwords
        from portal_kit.settings import RunMode

        assert passwords._hasher is passwords.CHEAP  # the suite runs in test mode
        original = service_app.state.settings.mode
        try:
            service_app.state.settings.mode = RunMode.DEV
            await passwords.choose_hashing_cost(service_app)
            assert passwords._hasher is passwords.STRONG
            assert (await hash_password("x")).startswith("$argon2id$v=19$m=65536,t=3")
        finally:
            service_app.state.settings.mode = original
            await passwords.choose_hashing_cost(service_app)
