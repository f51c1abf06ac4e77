import pytest
from fastapi import FastAPI
from redis.asyncio import Redis

from auth.limits import TooManyRequests, Window, acquire, count, enforce, one_at_a_time, wait_text
from portal_kit.errors import TooManyAttempts

PER_MINUTE = Window("test-minute", 3, 60)
PER_HOUR = Window("test-hour", 5, 3600)


@pytest.fixture
def kv(service_app: FastAPI) -> Redis:
    store: Redis = service_app.state.kv
    return store


class TestAcquire:
    async def test_lets_the_limit_through_then_says_when_to_retry(self, kv: Redis) -> None:
        now = 1_000_000.0
        for second in range(3):
            assert await acquire(kv, now + second, [(PER_MINUTE, "1.2.3.4")]) is None

        # The oldest hit (at +0) leaves the window at +60; asked at +10, that is 50 s away.
        assert await acquire(kv, now + 10, [(PER_MINUTE, "1.2.3.4")]) == 50

    async def test_the_window_slides_with_the_clock(self, kv: Redis) -> None:
        now = 1_000_000.0
        for second in range(3):
            await acquire(kv, now + second, [(PER_MINUTE, "1.2.3.4")])

        assert await acquire(kv, now + 60, [(PER_MINUTE, "1.2.3.4")]) is None
        assert await acquire(kv, now + 60.5, [(PER_MINUTE, "1.2.3.4")]) == 1

    async def test_a_refused_hit_is_counted_nowhere(self, kv: Redis) -> None:
        now = 1_000_000.0
        for second in range(3):
            await acquire(kv, now + second, [(PER_MINUTE, "a")])

        assert await acquire(kv, now + 5, [(PER_MINUTE, "a"), (PER_HOUR, "a")]) is not None
        # The hour window only holds the hits that were let through: none.
        for second in range(5):
            assert await acquire(kv, now + 100 + second, [(PER_HOUR, "a")]) is None
        assert await acquire(kv, now + 200, [(PER_HOUR, "a")]) is not None

    async def test_subjects_are_counted_apart(self, kv: Redis) -> None:
        now = 1_000_000.0
        for _ in range(3):
            await acquire(kv, now, [(PER_MINUTE, "a")])

        assert await acquire(kv, now, [(PER_MINUTE, "b")]) is None

    async def test_enforce_raises_429_naming_the_wait(self, kv: Redis) -> None:
        now = 1_000_000.0
        for _ in range(3):
            await enforce(kv, now, [(PER_MINUTE, "a")])

        with pytest.raises(TooManyRequests) as refused:
            await enforce(kv, now, [(PER_MINUTE, "a")])
        assert refused.value.status == 429
        assert refused.value.msg.en == "Too many requests; please try again in 60 seconds."


class TestCount:
    async def test_counts_events_inside_the_window_only(self, kv: Redis) -> None:
        now = 1_000_000.0
        assert await count(kv, now, PER_MINUTE, "m") == 1
        assert await count(kv, now + 30, PER_MINUTE, "m") == 2
        assert await count(kv, now + 61, PER_MINUTE, "m") == 2


class TestWaitText:
    def test_short_waits_in_seconds_long_ones_in_whole_minutes(self) -> None:
        assert wait_text(45).en == "45 seconds"
        assert wait_text(121).en == "3 minutes"
        assert wait_text(3600).zh == "60分钟"


class TestOneAtATime:
    async def test_a_second_attempt_is_refused_while_the_first_runs(self, kv: Redis) -> None:
        async with one_at_a_time(kv, "sign-in:13800000001"):
            with pytest.raises(TooManyAttempts):
                async with one_at_a_time(kv, "sign-in:13800000001"):
                    pass
            async with one_at_a_time(kv, "sign-in:13800000002"):
                pass

        async with one_at_a_time(kv, "sign-in:13800000001"):
            pass
