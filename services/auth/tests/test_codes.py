import pytest
from fastapi import FastAPI
from redis.asyncio import Redis

from auth.codes import MAX_WRONG_TRIES, OneTimeCodes, SingleUseTokens, code_key, draw_code
from portal_kit.clock import ManualClock

KEY = code_key("sms", "login", "13800000001", "browser-0001")


@pytest.fixture
def kv(service_app: FastAPI) -> Redis:
    store: Redis = service_app.state.kv
    return store


@pytest.fixture
def codes(kv: Redis, clock: ManualClock) -> OneTimeCodes:
    return OneTimeCodes(kv, clock)


def wrong(code: str) -> str:
    return f"{(int(code) + 1) % 1_000_000:06d}"


class TestDrawCode:
    def test_six_digits(self) -> None:
        codes = {draw_code() for _ in range(200)}

        assert all(len(code) == 6 and code.isdigit() for code in codes)
        assert len(codes) > 150


class TestOneTimeCodes:
    async def test_the_right_code_passes_once(self, codes: OneTimeCodes) -> None:
        code = await codes.issue(KEY, 300)

        assert await codes.verify(KEY, code) is True
        assert await codes.verify(KEY, code) is False

    async def test_expires_by_the_app_clock(self, codes: OneTimeCodes, clock: ManualClock) -> None:
        code = await codes.issue(KEY, 300)
        clock.advance(seconds=301)

        assert await codes.verify(KEY, code) is False

    async def test_the_fifth_wrong_try_kills_the_code(self, codes: OneTimeCodes) -> None:
        code = await codes.issue(KEY, 300)
        for _ in range(MAX_WRONG_TRIES):
            assert await codes.verify(KEY, wrong(code)) is False

        assert await codes.verify(KEY, code) is False

    async def test_four_wrong_tries_leave_it_usable(self, codes: OneTimeCodes) -> None:
        code = await codes.issue(KEY, 300)
        for _ in range(MAX_WRONG_TRIES - 1):
            await codes.verify(KEY, wrong(code))

        assert await codes.verify(KEY, code) is True

    async def test_a_new_code_replaces_the_old_and_its_tries(self, codes: OneTimeCodes) -> None:
        old = await codes.issue(KEY, 300)
        for _ in range(MAX_WRONG_TRIES - 1):
            await codes.verify(KEY, wrong(old))
        new = await codes.issue(KEY, 300)
        if new == old:  # one chance in a million
            new = await codes.issue(KEY, 300)

        assert await codes.verify(KEY, old) is False
        for _ in range(MAX_WRONG_TRIES - 2):
            await codes.verify(KEY, wrong(new))
        assert await codes.verify(KEY, new) is True

    async def test_bound_to_its_key(self, codes: OneTimeCodes) -> None:
        code = await codes.issue(KEY, 300)

        other_browser = code_key("sms", "login", "13800000001", "browser-0002")
        other_purpose = code_key("sms", "logout", "13800000001", "browser-0001")
        assert await codes.verify(other_browser, code) is False
        assert await codes.verify(other_purpose, code) is False
        assert await codes.verify(KEY, code) is True


class TestSingleUseTokens:
    async def test_peek_keeps_take_uses_up(self, kv: Redis, clock: ManualClock) -> None:
        tokens = SingleUseTokens(kv, clock, "ticket")
        token = await tokens.issue({"user_code": "U0001"}, 600)

        assert await tokens.peek(token) == {"user_code": "U0001"}
        assert await tokens.take(token) == {"user_code": "U0001"}
        assert await tokens.take(token) is None

    async def test_expires_by_the_app_clock(self, kv: Redis, clock: ManualClock) -> None:
        tokens = SingleUseTokens(kv, clock, "ticket")
        token = await tokens.issue({"user_code": "U0001"}, 600)
        clock.advance(seconds=600)

        assert await tokens.peek(token) is None

    async def test_the_kv_holds_only_a_hash_of_the_token(
        self, kv: Redis, clock: ManualClock
    ) -> None:
        token = await SingleUseTokens(kv, clock, "sms-token").issue({}, 120)

        keys = [key async for key in kv.scan_iter("sms-token:*")]
        assert len(keys) == 1
        assert token not in keys[0]

    async def test_kinds_do_not_mix(self, kv: Redis, clock: ManualClock) -> None:
        token = await SingleUseTokens(kv, clock, "sms-token").issue({}, 120)

        assert await SingleUseTokens(kv, clock, "ticket").take(token) is None
