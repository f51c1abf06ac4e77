"""The steps between the password and a session: a ticket in the KV names the operator and the
step they reached, so the second factor cannot be reached without the password."""

import hashlib
import json
import secrets
from dataclasses import asdict, dataclass, replace
from enum import StrEnum

from redis.asyncio import Redis

from backoffice.errors import TicketGone

TICKET_TTL_SEC = 600
# Wrong codes a ticket survives; the next wrong one spends it (the sign-in starts again).
ATTEMPTS = 5


class Step(StrEnum):
    CHANGE_PASSWORD = "changePassword"  # noqa: S105 (a step's name)
    ENROLL = "enroll"
    SECOND_FACTOR = "totp"


@dataclass(frozen=True, slots=True)
class Ticket:
    operator_code: str
    step: Step
    failures: int = 0
    # The secret being enrolled, until the operator proves their authenticator has it.
    enrolling_secret: str = ""


def _key(ticket: str) -> str:
    return "ops-ticket:" + hashlib.sha256(ticket.encode("utf-8")).hexdigest()


class Tickets:
    def __init__(self, kv: Redis) -> None:
        self._kv = kv

    async def issue(self, state: Ticket) -> str:
        ticket = secrets.token_urlsafe(24)
        await self._save(ticket, state)
        return ticket

    async def read(self, ticket: str, step: Step) -> Ticket:
        raw = await self._kv.get(_key(ticket))
        if raw is None:
            raise TicketGone()
        fields = json.loads(raw)
        state = Ticket(**{**fields, "step": Step(fields["step"])})
        if state.step is not step:
            raise TicketGone()
        return state

    async def advance(self, ticket: str, state: Ticket) -> None:
        await self._save(ticket, state)

    async def failed(self, ticket: str, state: Ticket) -> None:
        """One more wrong code; the ticket is spent after ``ATTEMPTS``."""
        if state.failures + 1 >= ATTEMPTS:
            await self.spend(ticket)
        else:
            await self._save(ticket, replace(state, failures=state.failures + 1))

    async def spend(self, ticket: str) -> None:
        await self._kv.delete(_key(ticket))

    async def _save(self, ticket: str, state: Ticket) -> None:
        # The remaining lifetime is kept: moving on a step does not extend the sign-in.
        ttl = await self._kv.ttl(_key(ticket))
        payload = json.dumps(asdict(state))
        await self._kv.set(_key(ticket), payload, ex=ttl if ttl and ttl > 0 else TICKET_TTL_SEC)
