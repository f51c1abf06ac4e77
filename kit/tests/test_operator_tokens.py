"""Operators' tokens: their own type, audience and keys, never taken for a customer's."""

from pathlib import Path

import jwt
import pytest

from portal_kit.clock import ManualClock
from portal_kit.operator_tokens import (
    OPERATOR_TOKEN_LIFETIME,
    OperatorRole,
    OperatorTokenVerifier,
    SignedInVia,
    issue_operator_token,
)
from portal_kit.tokens import InvalidToken, TokenSigner, TokenVerifier


@pytest.fixture
def clock() -> ManualClock:
    return ManualClock()


@pytest.fixture
def signer(tmp_path: Path, clock: ManualClock) -> TokenSigner:
    return TokenSigner.load_or_create(tmp_path / "operator", clock, create=True)


@pytest.fixture
def verifier(tmp_path: Path, clock: ManualClock, signer: TokenSigner) -> OperatorTokenVerifier:
    return OperatorTokenVerifier.from_directory(tmp_path / "operator", clock)


def reviewer_token(signer: TokenSigner, **changes: object) -> str:
    claims: dict[str, object] = {
        "operator_code": "OP0001",
        "name": "赵审核",
        "session_id": "S1",
        "roles": [OperatorRole.REVIEWER, OperatorRole.AUDITOR],
        "via": SignedInVia.CONSOLE,
    }
    claims.update(changes)
    return issue_operator_token(signer, **claims)  # type: ignore[arg-type]


class TestOperatorToken:
    def test_carries_who_and_what_roles(
        self, signer: TokenSigner, verifier: OperatorTokenVerifier
    ) -> None:
        identity = verifier.verify(reviewer_token(signer))
        assert identity.operator_code == "OP0001"
        assert identity.name == "赵审核"
        assert identity.roles == {OperatorRole.REVIEWER, OperatorRole.AUDITOR}
        assert identity.via is SignedInVia.CONSOLE
        assert identity.holds([OperatorRole.APPROVER, OperatorRole.REVIEWER])
        assert not identity.holds([OperatorRole.APPROVER, OperatorRole.OPS_ADMIN])

    def test_an_api_token_session_names_its_token(
        self, signer: TokenSigner, verifier: OperatorTokenVerifier
    ) -> None:
        token = reviewer_token(signer, via=SignedInVia.API_TOKEN, token_id="T42")
        identity = verifier.verify(token)
        assert (identity.via, identity.token_id) == (SignedInVia.API_TOKEN, "T42")

    def test_expires_after_its_lifetime(
        self, signer: TokenSigner, verifier: OperatorTokenVerifier, clock: ManualClock
    ) -> None:
        token = reviewer_token(signer)
        clock.advance(seconds=OPERATOR_TOKEN_LIFETIME.total_seconds())
        with pytest.raises(InvalidToken, match="expired"):
            verifier.verify(token)

    def test_a_customer_token_is_no_operator_token(
        self, tmp_path: Path, clock: ManualClock, signer: TokenSigner
    ) -> None:
        # Even signed with the operator key, a customer's access token is refused.
        customer = signer.issue(
            user_code="U1", session_id="S", employee_code="E", comp_code="C", role="", biz=""
        )
        verifier = OperatorTokenVerifier.from_directory(tmp_path / "operator", clock)
        with pytest.raises(InvalidToken):
            verifier.verify(customer)

    def test_an_operator_token_is_no_customer_token(
        self, tmp_path: Path, clock: ManualClock, signer: TokenSigner
    ) -> None:
        customers = TokenVerifier.from_directory(tmp_path / "operator", clock)
        with pytest.raises(InvalidToken):
            customers.verify(reviewer_token(signer))

    def test_another_audience_is_refused(
        self, signer: TokenSigner, verifier: OperatorTokenVerifier
    ) -> None:
        token = reviewer_token(signer)
        claims = jwt.decode(token, options={"verify_signature": False})
        claims["aud"] = "portal"
        forged = signer.sign(
            {k: v for k, v in claims.items() if k not in ("typ", "iat", "nbf", "exp")},
            "operator",
            OPERATOR_TOKEN_LIFETIME,
        )
        with pytest.raises(InvalidToken, match="console"):
            verifier.verify(forged)

    def test_an_unknown_role_is_refused(
        self, signer: TokenSigner, verifier: OperatorTokenVerifier
    ) -> None:
        claims = {"sub": "OP1", "name": "x", "sid": "S", "roles": ["root"], "via": "console"}
        token = signer.sign(
            {**claims, "tid": "", "aud": "console"}, "operator", OPERATOR_TOKEN_LIFETIME
        )
        with pytest.raises(InvalidToken, match="unreadable"):
            verifier.verify(token)
