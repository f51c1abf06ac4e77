"""Signing an operator in: password, then (first time) a new password and the authenticator,
then a TOTP code or a recovery code; or, for ``portalctl``, a personal API token.

Every attempt is in the login log; wrong passwords and wrong codes count toward the username's
lock (``lockout``). A session begins only after the second factor: the password alone gets a
ticket for the next step, nothing more.
"""

from dataclasses import dataclass, replace
from typing import NoReturn

from backoffice.audit.own import Actor, record_here
from backoffice.deps import BackofficeContext
from backoffice.errors import (
    ALREADY_ENROLLED,
    NOT_ENROLLED,
    SAME_PASSWORD,
    TOKEN_NO_ROLES,
    TOKEN_REFUSED,
    TicketGone,
    WrongCode,
    WrongCredentials,
)
from backoffice.me.api_tokens import ApiTokenRepository, roles_of
from backoffice.models import ACTIVE, Operator
from backoffice.operators.credentials import (
    check_password_rule,
    recovery_code_hash,
    recovery_codes,
)
from backoffice.operators.repository import OperatorRepository
from backoffice.signin.lockout import Lockout
from backoffice.signin.log import Method, Result, SignInLog
from backoffice.signin.sessions import TokenPair, open_session
from backoffice.signin.tickets import Step, Ticket, Tickets
from backoffice.totp import matching_step, new_secret, provisioning_uri, qr_code
from portal_kit.credential import decrypt_credential
from portal_kit.errors import Forbidden, InvalidInput, NotSignedIn
from portal_kit.operator_tokens import SignedInVia
from portal_kit.passwords import hash_password, verify_password

# What a sealed TOTP secret is bound to (``portal_kit.sealed``).
TOTP_PURPOSE = "operator.totp_secret"


@dataclass(frozen=True, slots=True)
class NextStep:
    next: Step
    ticket: str


@dataclass(frozen=True, slots=True)
class Enrolment:
    secret: str
    otpauth_uri: str
    qr_code: str


@dataclass(frozen=True, slots=True)
class SignedIn:
    tokens: TokenPair
    # Shown once, right after the authenticator is enrolled; empty otherwise.
    recovery_codes: list[str]


def _next_step(operator: Operator) -> Step:
    if operator.password_temporary:
        return Step.CHANGE_PASSWORD
    if operator.totp_secret is None:
        return Step.ENROLL
    return Step.SECOND_FACTOR


class SignIn:
    def __init__(self, ctx: BackofficeContext) -> None:
        self.ctx = ctx
        self.operators = OperatorRepository(ctx.db)
        self.tickets = Tickets(ctx.kv)
        self.lockout = Lockout(ctx.kv, ctx.clock)
        self.log = SignInLog(ctx.db)

    async def _log(
        self, operator: Operator | None, username: str, method: str, result: str
    ) -> None:
        await self.log.add(
            operator_code=operator.operator_code if operator else None,
            username=username,
            at=self.ctx.clock.now(),
            ip=self.ctx.ip,
            user_agent=self.ctx.user_agent,
            method=method,
            result=result,
        )

    def _actor(self, operator: Operator, via: SignedInVia = SignedInVia.CONSOLE) -> Actor:
        return Actor(
            code=operator.operator_code,
            name=operator.name,
            via=via.value,
            token_id="",
            ip=self.ctx.ip,
            user_agent=self.ctx.user_agent,
            at=self.ctx.clock.now(),
        )

    async def password(self, username: str, password_ciphertext: str) -> NextStep:
        username = username.strip().lower()
        await self.lockout.refuse_if_locked(username)
        password = await decrypt_credential(self.ctx.credential_keys, password_ciphertext)
        operator = await self.operators.get_by_username(username)
        if operator is None:
            # As long as checking a password takes: a wrong name looks like a wrong password.
            await hash_password(password)
            await self._refuse(None, username, Method.PASSWORD, Result.UNKNOWN)
        if not await verify_password(operator.password_hash, password):
            await self._refuse(operator, username, Method.PASSWORD, Result.WRONG_PASSWORD)
        if operator.status != ACTIVE:
            await self._refuse(operator, username, Method.PASSWORD, Result.DISABLED)
        step = _next_step(operator)
        await self._log(operator, username, Method.PASSWORD, Result.NEXT_STEP)
        return NextStep(step, await self.tickets.issue(Ticket(operator.operator_code, step)))

    async def _refuse(
        self, operator: Operator | None, username: str, method: str, result: str
    ) -> NoReturn:
        """Count and log a failure, then refuse with one answer whatever went wrong."""
        await self.lockout.failed(username)
        await self._log(operator, username, method, result)
        raise WrongCredentials()

    async def _ticket_operator(self, ticket: str, step: Step) -> tuple[Ticket, Operator]:
        state = await self.tickets.read(ticket, step)
        operator = await self.operators.get(state.operator_code)
        if operator is None or operator.status != ACTIVE:
            await self.tickets.spend(ticket)
            raise TicketGone()
        return state, operator

    async def change_password(self, ticket: str, new_password_ciphertext: str) -> NextStep:
        state, operator = await self._ticket_operator(ticket, Step.CHANGE_PASSWORD)
        password = await decrypt_credential(self.ctx.credential_keys, new_password_ciphertext)
        check_password_rule(password, operator.username)
        if await verify_password(operator.password_hash, password):
            raise InvalidInput(SAME_PASSWORD)
        operator.password_hash = await hash_password(password)
        operator.password_temporary = False
        operator.password_changed_at = self.ctx.clock.now()
        await record_here(
            self.ctx.db,
            self._actor(operator),
            "operator.password_change",
            "operator",
            operator.operator_code,
            summary="replaced the temporary password at sign-in",
        )
        step = _next_step(operator)
        await self.tickets.advance(ticket, replace(state, step=step))
        return NextStep(step, ticket)

    async def enrol(self, ticket: str) -> Enrolment:
        state, operator = await self._ticket_operator(ticket, Step.ENROLL)
        if operator.totp_secret is not None:
            raise InvalidInput(ALREADY_ENROLLED)
        secret = state.enrolling_secret or new_secret()
        await self.tickets.advance(ticket, replace(state, enrolling_secret=secret))
        uri = provisioning_uri(secret, operator.username)
        return Enrolment(secret, uri, qr_code(uri))

    async def finish_enrolment(self, ticket: str, code: str) -> SignedIn:
        state, operator = await self._ticket_operator(ticket, Step.ENROLL)
        if not state.enrolling_secret:
            raise InvalidInput(NOT_ENROLLED)
        step = matching_step(state.enrolling_secret, code, self.ctx.clock.now(), 0)
        if step is None:
            await self.tickets.failed(ticket, state)
            await self._log(operator, operator.username, Method.TOTP, Result.WRONG_CODE)
            raise WrongCode()
        operator.totp_secret = self.ctx.sealer.seal(state.enrolling_secret, TOTP_PURPOSE)
        operator.totp_enrolled_at = self.ctx.clock.now()
        operator.totp_last_step = step
        codes = await replace_recovery_codes(self.ctx, operator)
        await record_here(
            self.ctx.db,
            self._actor(operator),
            "operator.mfa_enrol",
            "operator",
            operator.operator_code,
            summary="set up the authenticator; 10 recovery codes issued",
        )
        return SignedIn(await self._begin(ticket, operator, Method.TOTP), codes)

    async def second_factor(self, ticket: str, code: str, recovery_code: str) -> SignedIn:
        state, operator = await self._ticket_operator(ticket, Step.SECOND_FACTOR)
        await self.lockout.refuse_if_locked(operator.username)
        if recovery_code:
            method = Method.RECOVERY_CODE
            passed = await self._spend_recovery_code(operator, recovery_code)
        else:
            method = Method.TOTP
            passed = accept_totp(self.ctx, operator, code)
        if not passed:
            await self.tickets.failed(ticket, state)
            await self.lockout.failed(operator.username)
            await self._log(operator, operator.username, method, Result.WRONG_CODE)
            raise WrongCode()
        return SignedIn(await self._begin(ticket, operator, method), [])

    async def _spend_recovery_code(self, operator: Operator, code: str) -> bool:
        row = await self.operators.unused_recovery_code(
            operator.operator_code, recovery_code_hash(code)
        )
        if row is None:
            return False
        row.used_at = self.ctx.clock.now()
        left = await self.operators.recovery_codes_left(operator.operator_code) - 1
        await record_here(
            self.ctx.db,
            self._actor(operator),
            "operator.recovery_code_use",
            "operator",
            operator.operator_code,
            summary=f"signed in with a recovery code; {left} left",
        )
        return True

    async def _begin(self, ticket: str, operator: Operator, method: str) -> TokenPair:
        await self.tickets.spend(ticket)
        await self.lockout.succeeded(operator.username)
        operator.last_sign_in_at = self.ctx.clock.now()
        roles = await self.operators.roles_of(operator.operator_code)
        tokens = await open_session(self.ctx, operator, roles, SignedInVia.CONSOLE)
        await self._log(operator, operator.username, method, Result.PASSED)
        await record_here(
            self.ctx.db,
            self._actor(operator),
            "session.start",
            "operator",
            operator.operator_code,
            summary=f"signed in to the console ({method})",
        )
        return tokens

    async def api_token(self, token: str) -> TokenPair:
        now = self.ctx.clock.now()
        row = await ApiTokenRepository(self.ctx.db).usable(token, now)
        operator = await self.operators.get(row.operator_code) if row else None
        if row is None or operator is None or operator.status != ACTIVE:
            username = operator.username if operator else ""
            await self._log(operator, username, Method.API_TOKEN, Result.REFUSED)
            raise NotSignedIn(TOKEN_REFUSED)
        roles = roles_of(row) & await self.operators.roles_of(operator.operator_code)
        if not roles:
            await self._log(operator, operator.username, Method.API_TOKEN, Result.REFUSED)
            raise Forbidden(TOKEN_NO_ROLES)
        row.last_used_at = now
        operator.last_sign_in_at = now
        await self._log(operator, operator.username, Method.API_TOKEN, Result.PASSED)
        return await open_session(self.ctx, operator, roles, SignedInVia.API_TOKEN, row.token_id)


def accept_totp(ctx: BackofficeContext, operator: Operator, code: str) -> bool:
    """Whether ``code`` is the operator's current code, never accepted before (then spent)."""
    if operator.totp_secret is None:
        return False
    secret = ctx.sealer.open(operator.totp_secret, TOTP_PURPOSE)
    step = matching_step(secret, code.strip(), ctx.clock.now(), operator.totp_last_step)
    if step is None:
        return False
    operator.totp_last_step = step
    return True


async def replace_recovery_codes(ctx: BackofficeContext, operator: Operator) -> list[str]:
    """New recovery codes for the operator (the old ones stop working); shown once."""
    codes = recovery_codes()
    await OperatorRepository(ctx.db).replace_recovery_codes(
        operator.operator_code, [recovery_code_hash(code) for code in codes]
    )
    return codes
