"""Operator accounts, administered by operations administrators (and read by auditors).

Nobody administers their own account here (their roles, their second factor, their status):
another administrator must, so no single person can widen their own rights. At least one
active operations administrator always remains.
"""

import secrets
from datetime import UTC, datetime

from backoffice.audit.own import Actor, record_here
from backoffice.deps import BackofficeContext
from backoffice.errors import (
    LAST_ADMINISTRATOR,
    NOT_YOURSELF,
    USERNAME_TAKEN,
    OperatorConflict,
    UnknownOperator,
)
from backoffice.me.api_tokens import ApiTokenRepository
from backoffice.models import ACTIVE, DISABLED, Operator
from backoffice.operators.credentials import temporary_password
from backoffice.operators.repository import OperatorFilter, OperatorRepository
from backoffice.operators.schemas import (
    OperatorCreate,
    OperatorCreated,
    OperatorDetail,
    OperatorQuery,
    OperatorRow,
    OperatorUpdate,
    PasswordReset,
    SessionRow,
    SignInRow,
)
from backoffice.signin.lockout import Lockout
from backoffice.signin.log import SignInLog
from portal_kit.operator_tokens import OperatorRole
from portal_kit.paging import Page
from portal_kit.passwords import hash_password
from portal_kit.sessions import SessionActivity

RECENT_SIGN_INS = 20


def _at(seconds: int) -> datetime:
    return datetime.fromtimestamp(seconds, UTC)


def session_row(activity: SessionActivity) -> SessionRow:
    session = activity.session
    return SessionRow(
        session_id_hint=session.session_id[:6],
        via="api-token" if session.biz else "console",
        started_at=_at(session.created_at),
        last_active_at=_at(activity.last_seen),
        ends_at=_at(session.ends_at),
        locked=activity.locked,
    )


def operator_row(operator: Operator, roles: frozenset[OperatorRole]) -> OperatorRow:
    return OperatorRow(
        operator_code=operator.operator_code,
        username=operator.username,
        name=operator.name,
        roles=sorted(roles),
        status="active" if operator.status == ACTIVE else "disabled",
        mfa_enrolled=operator.totp_secret is not None,
        password_temporary=operator.password_temporary,
        last_sign_in_at=operator.last_sign_in_at,
        created_at=operator.created_at,
        created_by=operator.created_by,
    )


def _state(operator: Operator, roles: frozenset[OperatorRole]) -> dict[str, object]:
    """What the audit log keeps of an account before and after a change."""
    return {
        "name": operator.name,
        "roles": sorted(role.value for role in roles),
        "status": operator.status,
        "mfaEnrolled": operator.totp_secret is not None,
    }


class Operators:
    def __init__(self, ctx: BackofficeContext) -> None:
        self.ctx = ctx
        self.repository = OperatorRepository(ctx.db)

    async def _get(self, operator_code: str) -> Operator:
        operator = await self.repository.get(operator_code)
        if operator is None:
            raise UnknownOperator()
        return operator

    async def page(self, query: OperatorQuery) -> Page[OperatorRow]:
        where = OperatorFilter(query.keyword.strip(), query.role, query.status)
        total, rows = await self.repository.page(where, query.offset, query.page_size)
        roles = await self.repository.roles_by_operator([row.operator_code for row in rows])
        return Page(rows=[operator_row(row, roles[row.operator_code]) for row in rows], total=total)

    async def detail(self, operator_code: str) -> OperatorDetail:
        operator = await self._get(operator_code)
        roles = await self.repository.roles_of(operator_code)
        _, sign_ins = await SignInLog(self.ctx.db).page(operator_code, None, 0, RECENT_SIGN_INS)
        sessions = await self.ctx.sessions.live_sessions(operator_code)
        tokens = await ApiTokenRepository(self.ctx.db).of_operator(operator_code)
        return OperatorDetail(
            **operator_row(operator, roles).model_dump(),
            recent_sign_ins=[SignInRow.model_validate(row) for row in sign_ins],
            sessions=[session_row(activity) for activity in sessions],
            api_tokens=sum(1 for token in tokens if token.revoked_at is None),
            recovery_codes_left=await self.repository.recovery_codes_left(operator_code),
        )

    async def create(self, body: OperatorCreate, actor: Actor) -> OperatorCreated:
        if await self.repository.get_by_username(body.username) is not None:
            raise OperatorConflict(USERNAME_TAKEN)
        password = temporary_password()
        now = self.ctx.clock.now()
        operator = Operator(
            operator_code=await self._new_code(),
            username=body.username,
            name=body.name,
            status=ACTIVE,
            password_hash=await hash_password(password),
            password_temporary=True,
            password_changed_at=now,
            totp_last_step=0,
            created_at=now,
            created_by=actor.name,
        )
        self.ctx.db.add(operator)
        await self.ctx.db.flush()
        roles = frozenset(body.roles)
        await self.repository.set_roles(operator.operator_code, roles)
        await record_here(
            self.ctx.db,
            actor,
            "operator.create",
            "operator",
            operator.operator_code,
            summary=f"{operator.username} ({operator.name})",
            after=_state(operator, roles),
        )
        return OperatorCreated(
            operator_code=operator.operator_code,
            username=operator.username,
            temporary_password=password,
        )

    async def _new_code(self) -> str:
        while True:
            code = "OP" + secrets.token_hex(3).upper()
            if await self.repository.get(code) is None:
                return code

    async def _keep_an_administrator(self, operator: Operator, losing: bool) -> None:
        """Refuse a change that would leave no active operations administrator."""
        roles = await self.repository.roles_of(operator.operator_code)
        if (
            losing
            and operator.status == ACTIVE
            and OperatorRole.OPS_ADMIN in roles
            and await self.repository.active_holders(OperatorRole.OPS_ADMIN) <= 1
        ):
            raise OperatorConflict(LAST_ADMINISTRATOR)

    @staticmethod
    def _not_oneself(actor: Actor, operator_code: str) -> None:
        if actor.code == operator_code:
            raise OperatorConflict(NOT_YOURSELF)

    async def update(self, body: OperatorUpdate, actor: Actor) -> OperatorRow:
        operator = await self._get(body.operator_code)
        roles = await self.repository.roles_of(operator.operator_code)
        before = _state(operator, roles)
        if body.roles is not None and frozenset(body.roles) != roles:
            self._not_oneself(actor, operator.operator_code)
            new_roles = frozenset(body.roles)
            await self._keep_an_administrator(operator, OperatorRole.OPS_ADMIN not in new_roles)
            await self.repository.set_roles(operator.operator_code, new_roles)
            # Tokens carry roles: sessions end, so the next sign-in holds the new ones.
            await self.ctx.sessions.revoke_user(operator.operator_code)
            roles = new_roles
        if body.name is not None:
            operator.name = body.name
        await record_here(
            self.ctx.db,
            actor,
            "operator.update",
            "operator",
            operator.operator_code,
            before=before,
            after=_state(operator, roles),
        )
        return operator_row(operator, roles)

    async def set_status(self, operator_code: str, active: bool, actor: Actor) -> OperatorRow:
        operator = await self._get(operator_code)
        self._not_oneself(actor, operator_code)
        roles = await self.repository.roles_of(operator_code)
        before = _state(operator, roles)
        if not active:
            await self._keep_an_administrator(operator, losing=True)
            await self.ctx.sessions.revoke_user(operator_code)
        else:
            await Lockout(self.ctx.kv, self.ctx.clock).lift(operator.username)
        operator.status = ACTIVE if active else DISABLED
        await record_here(
            self.ctx.db,
            actor,
            "operator.enable" if active else "operator.disable",
            "operator",
            operator_code,
            before=before,
            after=_state(operator, roles),
        )
        return operator_row(operator, roles)

    async def reset_mfa(self, operator_code: str, actor: Actor) -> OperatorRow:
        """The operator sets up an authenticator again at the next sign-in."""
        operator = await self._get(operator_code)
        self._not_oneself(actor, operator_code)
        roles = await self.repository.roles_of(operator_code)
        before = _state(operator, roles)
        operator.totp_secret = None
        operator.totp_enrolled_at = None
        await self.repository.replace_recovery_codes(operator_code, [])
        await self.ctx.sessions.revoke_user(operator_code)
        await record_here(
            self.ctx.db,
            actor,
            "operator.mfa_reset",
            "operator",
            operator_code,
            before=before,
            after=_state(operator, roles),
        )
        return operator_row(operator, roles)

    async def reset_password(self, operator_code: str, actor: Actor) -> PasswordReset:
        operator = await self._get(operator_code)
        self._not_oneself(actor, operator_code)
        password = temporary_password()
        operator.password_hash = await hash_password(password)
        operator.password_temporary = True
        operator.password_changed_at = self.ctx.clock.now()
        await self.ctx.sessions.revoke_user(operator_code)
        await Lockout(self.ctx.kv, self.ctx.clock).lift(operator.username)
        await record_here(
            self.ctx.db,
            actor,
            "operator.password_reset",
            "operator",
            operator_code,
            summary="a temporary password was handed out; sessions ended",
        )
        return PasswordReset(operator_code=operator_code, temporary_password=password)

    async def end_sessions(self, operator_code: str, actor: Actor) -> int:
        operator = await self._get(operator_code)
        ended = len(await self.ctx.sessions.live_sessions(operator.operator_code))
        await self.ctx.sessions.revoke_user(operator.operator_code)
        await record_here(
            self.ctx.db,
            actor,
            "operator.sessions_end",
            "operator",
            operator_code,
            summary=f"{ended} session(s) ended",
        )
        return ended
