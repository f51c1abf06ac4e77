import asyncio

import pytest
from redis.asyncio import Redis

from portal_kit.clock import ManualClock
from portal_kit.sessions import ACTIVITY_STEP_SEC, RefreshRefused, SessionState, SessionStore

IDLE_LIMIT = 1800


@pytest.fixture
def clock() -> ManualClock:
    return ManualClock()


@pytest.fixture
def store(kv: Redis, clock: ManualClock) -> SessionStore:
    return SessionStore(kv, clock)


async def new_session(store: SessionStore, user_code: str = "U0001") -> tuple[str, str]:
    session, refresh = await store.create(
        user_code=user_code,
        employee_code="E1",
        comp_code="DEMO0001",
        role="C101",
        biz="B1",
        idle_limit_sec=IDLE_LIMIT,
    )
    return session.session_id, refresh


def switch_to(company: str) -> dict[str, str]:
    return {"employee_code": f"E-{company}", "comp_code": company, "role": "C102", "biz": "B2"}


class TestLiveness:
    async def test_a_new_session_is_alive(self, store: SessionStore) -> None:
        session_id, _ = await new_session(store)

        assert await store.check(session_id) is SessionState.ALIVE

    async def test_activity_keeps_it_unlocked(
        self, store: SessionStore, clock: ManualClock
    ) -> None:
        session_id, _ = await new_session(store)
        for _ in range(3):
            clock.advance(seconds=IDLE_LIMIT - 1)
            assert await store.check(session_id) is SessionState.ALIVE

    async def test_activity_is_written_when_ten_seconds_newer_than_the_last(
        self, store: SessionStore, clock: ManualClock, kv: Redis
    ) -> None:
        session_id, _ = await new_session(store)
        created = int(clock.now().timestamp())

        clock.advance(seconds=ACTIVITY_STEP_SEC - 1)
        for _ in range(4):  # the calls of one page
            assert await store.check(session_id) is SessionState.ALIVE
        kept = await kv.hget(f"session:{session_id}", "last_seen")
        clock.advance(seconds=1)
        assert await store.check(session_id) is SessionState.ALIVE
        written = await kv.hget(f"session:{session_id}", "last_seen")

        assert int(kept) == created
        assert int(written) == created + ACTIVITY_STEP_SEC

    async def test_activity_not_yet_written_can_bring_the_lock_at_most_ten_seconds_early(
        self, store: SessionStore, clock: ManualClock
    ) -> None:
        session_id, _ = await new_session(store)
        clock.advance(seconds=ACTIVITY_STEP_SEC - 1)
        assert await store.check(session_id) is SessionState.ALIVE  # not written

        clock.advance(seconds=IDLE_LIMIT - ACTIVITY_STEP_SEC + 2)

        assert await store.check(session_id) is SessionState.IDLE_LOCKED

    async def test_under_a_short_idle_limit_activity_is_written_every_tenth_of_it(
        self, store: SessionStore, clock: ManualClock
    ) -> None:
        session, _ = await store.create(
            user_code="U1",
            employee_code="E1",
            comp_code="C1",
            role="E101",
            biz="EC",
            idle_limit_sec=20,
        )
        session_id = session.session_id
        for _ in range(9):  # a call every 2 s for 18 s
            clock.advance(seconds=2)
            assert await store.check(session_id) is SessionState.ALIVE

        # 15 s after the last call: within the limit (with a fixed 10 s step the last activity
        # on record would be 23 s old).
        clock.advance(seconds=15)

        assert await store.check(session_id) is SessionState.ALIVE

    async def test_idle_past_the_limit_locks_until_unlocked(
        self, store: SessionStore, clock: ManualClock
    ) -> None:
        session_id, _ = await new_session(store)
        clock.advance(seconds=IDLE_LIMIT + 1)

        assert await store.check(session_id) is SessionState.IDLE_LOCKED
        assert await store.check(session_id) is SessionState.IDLE_LOCKED
        await store.unlock(session_id)
        assert await store.check(session_id) is SessionState.ALIVE

    async def test_ends_after_twelve_hours_whatever_the_activity(
        self, store: SessionStore, clock: ManualClock
    ) -> None:
        session_id, _ = await new_session(store)
        for _ in range(24):
            clock.advance(minutes=29)
            await store.check(session_id)
        clock.advance(minutes=29)

        assert await store.check(session_id) is SessionState.ENDED

    async def test_revocation_ends_it_at_once(self, store: SessionStore) -> None:
        session_id, _ = await new_session(store)

        await store.revoke(session_id)

        assert await store.check(session_id) is SessionState.ENDED

    async def test_revoking_a_user_ends_every_session_but_the_kept_one(
        self, store: SessionStore
    ) -> None:
        first, _ = await new_session(store)
        second, _ = await new_session(store)
        other_user, _ = await new_session(store, "U0002")

        await store.revoke_user("U0001", keep=second)

        assert await store.check(first) is SessionState.ENDED
        assert await store.check(second) is SessionState.ALIVE
        assert await store.check(other_user) is SessionState.ALIVE


class TestRevokeUserInCompany:
    async def test_ends_only_the_users_sessions_in_that_company(self, store: SessionStore) -> None:
        first, _ = await new_session(store)
        second, _ = await new_session(store)
        elsewhere, refresh = await new_session(store)
        await store.rotate(refresh, **switch_to("DEMO0002"))
        other_user, _ = await new_session(store, "U0002")

        ended = await store.revoke_user_in_company("U0001", "DEMO0001")

        assert ended == 2
        assert await store.check(first) is SessionState.ENDED
        assert await store.check(second) is SessionState.ENDED
        assert await store.check(elsewhere) is SessionState.ALIVE
        assert await store.check(other_user) is SessionState.ALIVE

    async def test_follows_a_session_that_switched_into_the_company(
        self, store: SessionStore
    ) -> None:
        session_id, refresh = await new_session(store)
        await store.rotate(refresh, **switch_to("DEMO0002"))

        assert await store.revoke_user_in_company("U0001", "DEMO0001") == 0
        assert await store.revoke_user_in_company("U0001", "DEMO0002") == 1
        assert await store.check(session_id) is SessionState.ENDED

    async def test_forgets_ended_sessions_in_the_users_index(
        self, store: SessionStore, kv: Redis
    ) -> None:
        revoked, _ = await new_session(store)
        kept, refresh = await new_session(store)
        await store.rotate(refresh, **switch_to("DEMO0002"))
        await store.revoke(revoked)

        assert await store.revoke_user_in_company("U0001", "DEMO0001") == 0
        assert await kv.smembers("user-sessions:U0001") == {kept}

    async def test_a_user_without_sessions_ends_nothing(self, store: SessionStore) -> None:
        assert await store.revoke_user_in_company("U0009", "DEMO0001") == 0


class TestListing:
    async def test_a_session_lists_where_it_was_started(self, store: SessionStore) -> None:
        session, _ = await store.create(
            user_code="U0001",
            employee_code="E1",
            comp_code="DEMO0001",
            role="C101",
            biz="B1",
            idle_limit_sec=IDLE_LIMIT,
            user_agent="x" * 300,
            ip="203.0.113.9",
        )

        [activity] = await store.live_sessions("U0001")

        assert activity.session.session_id == session.session_id
        assert (activity.user_agent, activity.ip) == ("x" * 255, "203.0.113.9")

    async def test_the_company_lists_the_sessions_working_in_it_now(
        self, store: SessionStore
    ) -> None:
        stays, _ = await new_session(store)
        colleague, _ = await new_session(store, "U0002")
        leaves, refresh = await new_session(store)
        await store.rotate(refresh, **switch_to("DEMO0002"))
        await store.revoke(colleague)

        here = await store.company_sessions("DEMO0001")
        there = await store.company_sessions("DEMO0002")

        assert [a.session.session_id for a in here] == [stays]
        assert [a.session.session_id for a in there] == [leaves]


class TestRefreshRotation:
    async def test_a_refresh_switches_company_and_returns_a_new_token(
        self, store: SessionStore
    ) -> None:
        session_id, refresh = await new_session(store)

        session, new_refresh = await store.rotate(refresh, **switch_to("DEMO0002"))

        assert session.session_id == session_id
        assert session.comp_code == "DEMO0002"
        assert new_refresh != refresh
        assert (await store.get(session_id)).comp_code == "DEMO0002"  # type: ignore[union-attr]

    async def test_a_used_token_revokes_the_whole_family(self, store: SessionStore) -> None:
        session_id, refresh = await new_session(store)
        _, new_refresh = await store.rotate(refresh, **switch_to("DEMO0002"))

        with pytest.raises(RefreshRefused):
            await store.rotate(refresh, **switch_to("DEMO0003"))

        assert await store.check(session_id) is SessionState.ENDED
        with pytest.raises(RefreshRefused):
            await store.rotate(new_refresh, **switch_to("DEMO0003"))

    async def test_of_concurrent_uses_exactly_one_wins(self, store: SessionStore) -> None:
        _, refresh = await new_session(store)

        results = await asyncio.gather(
            *(store.rotate(refresh, **switch_to("DEMO0002")) for _ in range(10)),
            return_exceptions=True,
        )

        assert sum(not isinstance(result, Exception) for result in results) == 1

    async def test_an_unknown_token_is_refused(self, store: SessionStore) -> None:
        with pytest.raises(RefreshRefused):
            await store.rotate("never-issued", **switch_to("DEMO0002"))

    async def test_a_token_no_issued_one_could_be_is_refused(self, store: SessionStore) -> None:
        # Found by fuzzing: non-ASCII text was an unexpected error, not a refusal.
        with pytest.raises(RefreshRefused):
            await store.rotate("\x80令牌", **switch_to("DEMO0002"))

    async def test_the_token_is_stored_only_as_a_hash(self, store: SessionStore, kv: Redis) -> None:
        _, refresh = await new_session(store)

        keys = [key async for key in kv.scan_iter("*")]
        values = [await kv.get(key) for key in keys if await kv.type(key) == "string"]

        assert not any(refresh in key for key in keys)
        assert refresh not in values

    async def test_a_refresh_after_twelve_hours_is_refused(
        self, store: SessionStore, clock: ManualClock
    ) -> None:
        _, refresh = await new_session(store)
        clock.advance(hours=12, seconds=1)

        with pytest.raises(RefreshRefused):
            await store.rotate(refresh, **switch_to("DEMO0002"))


class TestSessionForRefresh:
    async def test_names_the_session_without_using_the_token(self, store: SessionStore) -> None:
        session_id, refresh = await new_session(store)

        session = await store.session_for_refresh(refresh)

        assert session is not None
        assert session.session_id == session_id
        assert (await store.rotate(refresh, **switch_to("DEMO0002")))[0].session_id == session_id

    async def test_a_burnt_token_names_nothing_and_ends_the_session(
        self, store: SessionStore
    ) -> None:
        session_id, refresh = await new_session(store)
        await store.rotate(refresh, **switch_to("DEMO0002"))

        assert await store.session_for_refresh(refresh) is None
        assert await store.check(session_id) is SessionState.ENDED

    async def test_an_unknown_token_names_nothing(self, store: SessionStore) -> None:
        assert await store.session_for_refresh("never-issued") is None
        assert await store.session_for_refresh("\x80令牌") is None
