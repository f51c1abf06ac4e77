"""Sign-in tickets: a password (or SMS code) was right, one more step stands before tokens.

A ticket is random, bound to the user and the browser, lives 10 minutes and is used up when
its step succeeds (a failed try of the step leaves it usable).
"""

from dataclasses import asdict, dataclass
from enum import StrEnum

from auth.codes import SingleUseTokens
from auth.signin.deps import SignInContext
from auth.signin.errors import TicketInvalid

TICKET_TTL_SEC = 600


class Step(StrEnum):
    IP_CHECK = "ipCheck"
    CHANGE_PASSWORD = "changePassword"  # noqa: S105 (a step's name)
    TWO_STEP = "twoStep"


@dataclass(frozen=True, slots=True)
class Ticket:
    step: str
    user_code: str
    browser_id: str
    # The address being checked, the sign-in method, and the password rule the sign-in
    # password broke (a rule name, never the password).
    ip: str
    method: str
    password_rule: str | None


def _store(ctx: SignInContext) -> SingleUseTokens:
    return SingleUseTokens(ctx.kv, ctx.clock, "ticket")


async def issue(ctx: SignInContext, ticket: Ticket) -> str:
    return await _store(ctx).issue(asdict(ticket), TICKET_TTL_SEC)


def _matching(payload: dict[str, object] | None, step: Step, browser_id: str) -> Ticket:
    if payload is None:
        raise TicketInvalid()
    ticket = Ticket(**payload)  # type: ignore[arg-type]  # written by ``issue`` above
    if ticket.step != step or ticket.browser_id != browser_id:
        raise TicketInvalid()
    return ticket


async def peek(ctx: SignInContext, token: str, step: Step, browser_id: str) -> Ticket:
    """The live ticket for this step and browser (still usable), else ``TicketInvalid``."""
    return _matching(await _store(ctx).peek(token), step, browser_id)


async def use_up(ctx: SignInContext, token: str, step: Step, browser_id: str) -> Ticket:
    """As ``peek``, and the ticket is gone: of two concurrent uses one wins."""
    return _matching(await _store(ctx).take(token), step, browser_id)
