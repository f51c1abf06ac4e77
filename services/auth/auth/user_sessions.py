"""A user's sessions as operators and the user see them: how many are alive, and ending them.

The kit's ``SessionStore.revoke_user`` ends them but does not say how many there were; an
operator's audit entry and the user's "signed out everywhere else" record that number.
"""

from portal_kit.sessions import SessionStore


class UserSessions(SessionStore):
    async def live_ids(self, user_code: str) -> list[str]:
        """The user's sessions that have not ended (the index may still name expired ones)."""
        index = self._user_sessions_key(user_code)
        session_ids = sorted(_text(sid) for sid in await self._kv.smembers(index))
        if not session_ids:
            return []
        async with self._kv.pipeline(transaction=False) as pipe:
            for session_id in session_ids:
                pipe.hget(self._session_key(session_id), "ends_at")
            ends = await pipe.execute()
        now = self._now()
        return [
            sid
            for sid, ends_at in zip(session_ids, ends, strict=True)
            if ends_at is not None and int(ends_at) > now
        ]

    async def end_all(self, user_code: str) -> int:
        """End every session of the user at once; how many were alive."""
        live = await self.live_ids(user_code)
        await self.revoke_user(user_code)
        return len(live)

    async def end_others(self, user_code: str, keep: str) -> int:
        """End every session of the user but ``keep``; how many were alive."""
        live = [sid for sid in await self.live_ids(user_code) if sid != keep]
        await self.revoke_user(user_code, keep=keep)
        return len(live)


def _text(value: bytes | str) -> str:
    # The KV client decodes answers (decode_responses=True); this only satisfies the types.
    return value.decode() if isinstance(value, bytes) else value
