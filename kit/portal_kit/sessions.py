"""Sessions and refresh tokens in the KV (DESIGN §3).

A session lives at most 12 hours. Its refresh token is opaque, stored only as a hash, and
single use: using it returns a new one and burns the old; presenting a burnt one means it was
stolen or replayed, so the whole session (the token family) is revoked. The gateway asks
``check`` on every call, which is what makes logout, lock and revocation take effect at once.
"""

import hashlib
import secrets
from dataclasses import asdict, dataclass
from datetime import timedelta
from enum import StrEnum
from typing import Any

from redis.asyncio import Redis

from portal_kit.clock import Clock

SESSION_MAXIMUM = timedelta(hours=12)
# Activity is written when it is this much newer than the one on record (and at most a tenth of
# the session's idle limit, for short limits): the calls of a page and of the pages that follow
# within seconds cost one write, not one each. The idle lock may then come up to this much
# early, never late.
ACTIVITY_STEP_SEC = 10
# The namespace of operators' sessions (the console's); customers' sessions have none.
OPERATOR_SESSIONS = "ops-"
# What a session records of where it was started, bounded as the sign-in log stores it.
USER_AGENT_CHARS = 255


class SessionState(StrEnum):
    ALIVE = "alive"
    IDLE_LOCKED = "locked"
    ENDED = "ended"


class RefreshRefused(Exception):
    """The refresh token is unknown, expired, or was used before (the session is then revoked)."""


@dataclass(frozen=True, slots=True)
class Session:
    session_id: str
    user_code: str
    employee_code: str
    comp_code: str
    role: str
    biz: str
    created_at: int
    ends_at: int
    idle_limit_sec: int


def _text(value: bytes | str) -> str:
    # The KV client decodes answers (decode_responses=True); this only satisfies the types.
    return value.decode() if isinstance(value, bytes) else value


def _hash(refresh_token: str) -> str:
    # Any text a caller sends hashes (issued tokens are ASCII, so their hashes are unchanged);
    # one no token has simply matches nothing.
    return hashlib.sha256(refresh_token.encode("utf-8")).hexdigest()


@dataclass(frozen=True, slots=True)
class SessionActivity:
    """A live session and how it is used: when last active, whether idle-locked, and the
    browser and address it was started from (empty for sessions started before they were
    recorded)."""

    session: Session
    last_seen: int
    locked: bool
    user_agent: str = ""
    ip: str = ""


class SessionStore:
    """``namespace`` keeps another kind of session apart in the same KV: operators' sessions
    (``OPERATOR_SESSIONS``) are never a customer's, whatever id a token names."""

    def __init__(self, kv: Redis, clock: Clock, namespace: str = "") -> None:
        self._kv = kv
        self._clock = clock
        self._namespace = namespace

    def _session_key(self, session_id: str) -> str:
        return f"{self._namespace}session:{session_id}"

    def _user_sessions_key(self, user_code: str) -> str:
        return f"{self._namespace}user-sessions:{user_code}"

    def _company_sessions_key(self, comp_code: str) -> str:
        return f"{self._namespace}company-sessions:{comp_code}"

    def _refresh_key(self, digest: str, burnt: bool = False) -> str:
        return f"{self._namespace}refresh{'-burnt' if burnt else ''}:{digest}"

    def _now(self) -> int:
        return int(self._clock.now().timestamp())

    async def create(
        self,
        *,
        user_code: str,
        employee_code: str,
        comp_code: str,
        role: str,
        biz: str,
        idle_limit_sec: int,
        user_agent: str = "",
        ip: str = "",
    ) -> tuple[Session, str]:
        """A new session and its first refresh token; ``user_agent`` and ``ip`` say where it
        was started, for the user's list of their sessions."""
        now = self._now()
        session = Session(
            session_id=secrets.token_urlsafe(18),
            user_code=user_code,
            employee_code=employee_code,
            comp_code=comp_code,
            role=role,
            biz=biz,
            created_at=now,
            ends_at=now + int(SESSION_MAXIMUM.total_seconds()),
            idle_limit_sec=idle_limit_sec,
        )
        key = self._session_key(session.session_id)
        async with self._kv.pipeline(transaction=True) as pipe:
            fields: dict[str, str | int] = {
                **asdict(session),
                "last_seen": now,
                "locked": 0,
                "user_agent": user_agent[:USER_AGENT_CHARS],
                "ip": ip,
            }
            pipe.hset(key, mapping=fields)  # type: ignore[arg-type]  # redis-py's Mapping is invariant
            pipe.expireat(key, session.ends_at)
            # A later session ends later: each new one carries its index's expiry forward.
            indexes = [self._user_sessions_key(user_code)]
            if comp_code:  # a registrant's session works in no company yet
                indexes.append(self._company_sessions_key(comp_code))
            for index in indexes:
                pipe.sadd(index, session.session_id)
                pipe.expireat(index, session.ends_at)
            await pipe.execute()
        return session, await self._new_refresh_token(session)

    async def get(self, session_id: str) -> Session | None:
        return self._alive(await self._kv.hgetall(self._session_key(session_id)))[0]

    def _alive(self, raw: dict[Any, Any]) -> tuple[Session | None, dict[str, str]]:
        """The session a stored hash holds (``None`` once it has ended), and its fields."""
        fields = {_text(name): _text(value) for name, value in raw.items()}
        if not fields or int(fields["ends_at"]) <= self._now():
            return None, fields
        session = Session(
            session_id=fields["session_id"],
            user_code=fields["user_code"],
            employee_code=fields["employee_code"],
            comp_code=fields["comp_code"],
            role=fields["role"],
            biz=fields["biz"],
            created_at=int(fields["created_at"]),
            ends_at=int(fields["ends_at"]),
            idle_limit_sec=int(fields["idle_limit_sec"]),
        )
        return session, fields

    async def live_sessions(self, user_code: str) -> list[SessionActivity]:
        """The user's sessions that have not ended, oldest first."""
        index = await self._kv.smembers(self._user_sessions_key(user_code))
        return await self._activities(sorted(_text(sid) for sid in index))

    async def company_sessions(self, comp_code: str) -> list[SessionActivity]:
        """The sessions working in ``comp_code`` now, oldest first (a session that switched to
        another company since is not among them)."""
        index = await self._kv.smembers(self._company_sessions_key(comp_code))
        live = await self._activities(sorted(_text(sid) for sid in index))
        return [activity for activity in live if activity.session.comp_code == comp_code]

    async def _activities(self, session_ids: list[str]) -> list[SessionActivity]:
        if not session_ids:
            return []
        async with self._kv.pipeline(transaction=False) as pipe:
            for session_id in session_ids:
                pipe.hgetall(self._session_key(session_id))
            stored = await pipe.execute()
        live: list[SessionActivity] = []
        for raw in stored:
            session, fields = self._alive(raw)
            if session is not None:
                live.append(
                    SessionActivity(
                        session,
                        int(fields.get("last_seen") or 0),
                        fields.get("locked") == "1",
                        fields.get("user_agent", ""),
                        fields.get("ip", ""),
                    )
                )
        return sorted(live, key=lambda activity: activity.session.created_at)

    async def check(self, session_id: str, *, touch: bool = True) -> SessionState:
        """Alive, idle-locked or ended; an alive call counts as activity when ``touch``."""
        key = self._session_key(session_id)
        fields = await self._kv.hmget(key, ["ends_at", "last_seen", "idle_limit_sec", "locked"])
        ends_at, last_seen, idle_limit, locked = (
            None if value is None else _text(value) for value in fields
        )
        now = self._now()
        if ends_at is None or int(ends_at) <= now:
            return SessionState.ENDED
        if locked == "1":
            return SessionState.IDLE_LOCKED
        idle_sec, limit = now - int(last_seen or 0), int(idle_limit or 0)
        if idle_sec > limit:
            await self._kv.hset(key, "locked", 1)
            return SessionState.IDLE_LOCKED
        if touch and idle_sec >= min(ACTIVITY_STEP_SEC, limit // 10):
            await self._kv.hset(key, "last_seen", now)
        return SessionState.ALIVE

    async def unlock(self, session_id: str) -> None:
        await self._kv.hset(
            self._session_key(session_id), mapping={"locked": 0, "last_seen": self._now()}
        )

    async def session_for_refresh(self, refresh_token: str) -> Session | None:
        """The live session ``refresh_token`` belongs to, without using the token up.

        ``None`` when the token is unknown, expired or burnt; a burnt one then also revokes
        its session, exactly as presenting it to ``rotate`` would.
        """
        digest = _hash(refresh_token)
        session_id = await self._kv.get(self._refresh_key(digest))
        if session_id is None:
            stolen_from = await self._kv.get(self._refresh_key(digest, burnt=True))
            if stolen_from is not None:
                await self.revoke(_text(stolen_from))
            return None
        return await self.get(_text(session_id))

    async def rotate(
        self, refresh_token: str, *, employee_code: str, comp_code: str, role: str, biz: str
    ) -> tuple[Session, str]:
        """Burn ``refresh_token`` and return the session (now for the given employee, company
        and role) with a new refresh token. A burnt token revokes the session."""
        digest = _hash(refresh_token)
        live, burnt = self._refresh_key(digest), self._refresh_key(digest, burnt=True)
        try:
            # RENAME is atomic: of two concurrent uses, exactly one moves the key.
            await self._kv.rename(live, burnt)
        except Exception as exc:  # redis answers "no such key" as a ResponseError
            stolen_from = await self._kv.get(burnt)
            if stolen_from is not None:
                await self.revoke(_text(stolen_from))
            raise RefreshRefused("unknown, expired or reused refresh token") from exc
        session_id = await self._kv.get(burnt)
        session = await self.get(_text(session_id)) if session_id else None
        if session is None:
            raise RefreshRefused("the session has ended")
        key = self._session_key(session.session_id)
        await self._kv.hset(
            key,
            mapping={
                "employee_code": employee_code,
                "comp_code": comp_code,
                "role": role,
                "biz": biz,
            },
        )
        session = await self.get(session.session_id)
        if session is None:
            raise RefreshRefused("the session has ended")
        # Switched into another company: its administrator sees the session from now on (the
        # old company's index forgets it when read, as the session no longer works there).
        # No session lives past now + the maximum, so the index may not end before that.
        company_index = self._company_sessions_key(comp_code)
        await self._kv.sadd(company_index, session.session_id)
        await self._kv.expireat(company_index, self._now() + int(SESSION_MAXIMUM.total_seconds()))
        return session, await self._new_refresh_token(session)

    async def revoke(self, session_id: str) -> None:
        await self._kv.delete(self._session_key(session_id))

    async def revoke_user(self, user_code: str, *, keep: str | None = None) -> None:
        """End every session of a user (password change, disabling), but ``keep``."""
        session_ids = await self._kv.smembers(self._user_sessions_key(user_code))
        ended = [_text(sid) for sid in session_ids if _text(sid) != keep]
        if ended:
            await self._kv.delete(*(self._session_key(sid) for sid in ended))
            await self._kv.srem(self._user_sessions_key(user_code), *ended)

    async def revoke_user_in_company(self, user_code: str, comp_code: str) -> int:
        """End the user's sessions that are working in ``comp_code`` (the employee was disabled
        or removed there); sessions in their other companies go on. Returns how many ended."""
        index = self._user_sessions_key(user_code)
        session_ids = [_text(sid) for sid in await self._kv.smembers(index)]
        if not session_ids:
            return 0
        async with self._kv.pipeline(transaction=False) as pipe:
            for sid in session_ids:
                pipe.hget(self._session_key(sid), "comp_code")
            companies = await pipe.execute()
        ended = [
            sid
            for sid, current in zip(session_ids, companies, strict=True)
            if current is not None and _text(current) == comp_code
        ]
        # Index entries whose session already expired are dropped on the way.
        gone = [sid for sid, current in zip(session_ids, companies, strict=True) if current is None]
        if ended:
            await self._kv.delete(*(self._session_key(sid) for sid in ended))
        if ended or gone:
            await self._kv.srem(index, *ended, *gone)
        return len(ended)

    async def _new_refresh_token(self, session: Session) -> str:
        token = secrets.token_urlsafe(32)
        key = self._refresh_key(_hash(token))
        await self._kv.set(key, session.session_id, exat=session.ends_at)
        return token
