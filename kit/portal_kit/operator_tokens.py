"""Operators' access tokens: the factoring company's staff, never a customer.

Signed by the back office with keys of their own (``<var_dir>/keys/operator-token``), of their
own type and audience: a customer's token is refused wherever an operator's is asked for and
the other way round, whichever key folder a process was given.
"""

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import timedelta
from enum import StrEnum
from typing import Any

from portal_kit.tokens import InvalidToken, SignedTokenVerifier, TokenSigner

OPERATOR_TYPE = "operator"
CONSOLE_AUDIENCE = "console"
OPERATOR_TOKEN_LIFETIME = timedelta(minutes=15)


class OperatorRole(StrEnum):
    """What an operator may do; an operator holds one or more."""

    # Checks a case and recommends a decision (经办/初审).
    REVIEWER = "reviewer"
    # Decides a case a different operator recommended (复核).
    APPROVER = "approver"
    # News, help guides, announcements and in-site messages.
    CONTENT_EDITOR = "content_editor"
    # Operator accounts, security parameters, companies and users.
    OPS_ADMIN = "ops_admin"
    # Reads everything, changes nothing.
    AUDITOR = "auditor"


ROLE_VALUES = frozenset(role.value for role in OperatorRole)


class SignedInVia(StrEnum):
    """How the session began: in the console (password and TOTP) or with a personal API token."""

    CONSOLE = "console"
    API_TOKEN = "api-token"  # noqa: S105 (a name, not a secret)


@dataclass(frozen=True, slots=True)
class OperatorIdentity:
    """Who operates: the claims of a verified operator token."""

    operator_code: str
    name: str
    session_id: str
    roles: frozenset[OperatorRole]
    via: SignedInVia
    # The personal API token the session was opened with ("" in the console).
    token_id: str
    expires_at: int

    def holds(self, roles: Iterable[OperatorRole]) -> bool:
        """Whether the operator holds at least one of ``roles``."""
        return not self.roles.isdisjoint(roles)


def issue_operator_token(
    signer: TokenSigner,
    *,
    operator_code: str,
    name: str,
    session_id: str,
    roles: Iterable[OperatorRole],
    via: SignedInVia,
    token_id: str = "",
) -> str:
    claims = {
        "sub": operator_code,
        "name": name,
        "sid": session_id,
        "roles": sorted(role.value for role in roles),
        "via": via.value,
        "tid": token_id,
        "aud": CONSOLE_AUDIENCE,
    }
    return signer.sign(claims, OPERATOR_TYPE, OPERATOR_TOKEN_LIFETIME)


class OperatorTokenVerifier(SignedTokenVerifier[OperatorIdentity]):
    token_type = OPERATOR_TYPE
    required_claims = ("sub", "name", "sid", "roles", "via", "tid", "aud")

    def read_claims(self, claims: Mapping[str, Any]) -> OperatorIdentity:
        if claims["aud"] != CONSOLE_AUDIENCE:
            raise InvalidToken("not for the console")
        try:
            roles = frozenset(OperatorRole(role) for role in claims["roles"])
            via = SignedInVia(claims["via"])
        except (TypeError, ValueError) as exc:
            raise InvalidToken(f"unreadable claims: {exc}") from exc
        return OperatorIdentity(
            operator_code=str(claims["sub"]),
            name=str(claims["name"]),
            session_id=str(claims["sid"]),
            roles=roles,
            via=via,
            token_id=str(claims["tid"]),
            expires_at=int(claims["exp"]),
        )
