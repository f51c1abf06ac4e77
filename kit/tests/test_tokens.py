import base64
import json
from pathlib import Path

import jwt
import pytest
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric.ed25519 import Ed25519PrivateKey

from portal_kit import tokens
from portal_kit.clock import ManualClock
from portal_kit.tokens import InvalidToken, TokenSigner, TokenVerifier

CLAIMS = {
    "user_code": "U0001",
    "session_id": "S0001",
    "employee_code": "E0001",
    "comp_code": "DEMO0001",
    "role": "C101",
    "biz": "B0001",
}


@pytest.fixture
def clock() -> ManualClock:
    return ManualClock()


@pytest.fixture
def signer(tmp_path: Path, clock: ManualClock) -> TokenSigner:
    return TokenSigner.load_or_create(tmp_path, clock, create=True)


@pytest.fixture
def verifier(tmp_path: Path, clock: ManualClock, signer: TokenSigner) -> TokenVerifier:
    return TokenVerifier.from_directory(tmp_path, clock)


def forged(claims: dict[str, object], header: dict[str, object], signature: bytes = b"") -> str:
    def part(value: object) -> str:
        raw = json.dumps(value).encode() if not isinstance(value, bytes) else value
        return base64.urlsafe_b64encode(raw).rstrip(b"=").decode()

    return f"{part(header)}.{part(claims)}.{part(signature)}"


def claims_of(token: str) -> dict[str, object]:
    return jwt.decode(token, options={"verify_signature": False})


class TestIssueAndVerify:
    def test_a_fresh_token_names_the_caller(
        self, signer: TokenSigner, verifier: TokenVerifier
    ) -> None:
        identity = verifier.verify(signer.issue(**CLAIMS))

        assert identity.user_code == "U0001"
        assert identity.session_id == "S0001"
        assert identity.comp_code == "DEMO0001"
        assert identity.role == "C101"

    def test_lives_thirty_minutes(
        self, signer: TokenSigner, verifier: TokenVerifier, clock: ManualClock
    ) -> None:
        token = signer.issue(**CLAIMS)
        clock.advance(minutes=29, seconds=59)
        verifier.verify(token)

        clock.advance(seconds=1)
        with pytest.raises(InvalidToken, match="expired"):
            verifier.verify(token)

    def test_the_private_key_is_readable_by_its_owner_only(
        self, tmp_path: Path, signer: TokenSigner
    ) -> None:
        private = tmp_path / f"{signer.kid}.key.pem"

        assert private.stat().st_mode & 0o777 == 0o600

    def test_a_restart_keeps_signing_with_the_same_key(
        self, tmp_path: Path, signer: TokenSigner, clock: ManualClock
    ) -> None:
        again = TokenSigner.load_or_create(tmp_path, clock, create=False)

        assert again.kid == signer.kid
        assert TokenVerifier.from_directory(tmp_path, clock).verify(again.issue(**CLAIMS))

    def test_production_never_makes_a_key(self, tmp_path: Path, clock: ManualClock) -> None:
        with pytest.raises(RuntimeError, match="no token signing key"):
            TokenSigner.load_or_create(tmp_path / "empty", clock, create=False)


class TestForgeries:
    def test_alg_none_is_refused(self, signer: TokenSigner, verifier: TokenVerifier) -> None:
        claims = claims_of(signer.issue(**CLAIMS))

        with pytest.raises(InvalidToken, match="algorithm"):
            verifier.verify(forged(claims, {"alg": "none", "kid": signer.kid}))

    def test_hmac_signed_with_the_public_key_is_refused(
        self, tmp_path: Path, signer: TokenSigner, verifier: TokenVerifier
    ) -> None:
        public_pem = (tmp_path / f"{signer.kid}.pub.pem").read_bytes()
        claims = claims_of(signer.issue(**CLAIMS))
        # Sign by hand: PyJWT itself refuses to use a PEM as an HMAC secret.
        import hashlib
        import hmac

        header = {"alg": "HS256", "kid": signer.kid, "typ": "JWT"}
        unsigned = forged(claims, header).rsplit(".", 1)[0]
        signature = hmac.new(public_pem, unsigned.encode(), hashlib.sha256).digest()

        with pytest.raises(InvalidToken, match="algorithm"):
            verifier.verify(forged(claims, header, signature))

    def test_a_signature_by_another_key_is_refused(
        self, signer: TokenSigner, verifier: TokenVerifier
    ) -> None:
        claims = claims_of(signer.issue(**CLAIMS))
        token = jwt.encode(
            claims, Ed25519PrivateKey.generate(), algorithm="EdDSA", headers={"kid": signer.kid}
        )

        with pytest.raises(InvalidToken, match="rejected"):
            verifier.verify(token)

    def test_a_changed_claim_breaks_the_signature(
        self, signer: TokenSigner, verifier: TokenVerifier
    ) -> None:
        header, _, signature = signer.issue(**CLAIMS).split(".")
        claims = claims_of(signer.issue(**CLAIMS)) | {"comp": "OTHER"}
        body = base64.urlsafe_b64encode(json.dumps(claims).encode()).rstrip(b"=").decode()

        with pytest.raises(InvalidToken):
            verifier.verify(f"{header}.{body}.{signature}")

    def test_an_unknown_kid_is_refused(self, signer: TokenSigner, verifier: TokenVerifier) -> None:
        claims = claims_of(signer.issue(**CLAIMS))
        other = Ed25519PrivateKey.generate()

        with pytest.raises(InvalidToken, match="unknown kid"):
            verifier.verify(
                jwt.encode(claims, other, algorithm="EdDSA", headers={"kid": "k-other"})
            )

    def test_a_token_from_a_clock_slightly_ahead_is_accepted(
        self, tmp_path: Path, signer: TokenSigner, clock: ManualClock
    ) -> None:
        ahead = TokenSigner.load_or_create(tmp_path, ManualClock(clock.now()), create=False)
        token = ahead.issue(**CLAIMS)
        clock.advance(seconds=-tokens.NOT_BEFORE_LEEWAY_SEC)

        assert TokenVerifier.from_directory(tmp_path, clock).verify(token).user_code == "U0001"

    def test_a_token_not_yet_valid_is_refused(
        self, tmp_path: Path, signer: TokenSigner, clock: ManualClock
    ) -> None:
        future_signer = TokenSigner.load_or_create(tmp_path, ManualClock(clock.now()), create=False)
        token = future_signer.issue(**CLAIMS)
        clock.advance(seconds=-tokens.NOT_BEFORE_LEEWAY_SEC - 1)

        with pytest.raises(InvalidToken, match="not yet valid"):
            TokenVerifier.from_directory(tmp_path, clock).verify(token)

    def test_a_token_of_another_type_is_refused(
        self, tmp_path: Path, signer: TokenSigner, verifier: TokenVerifier
    ) -> None:
        key = serialization.load_pem_private_key(
            (tmp_path / f"{signer.kid}.key.pem").read_bytes(), password=None
        )
        claims = claims_of(signer.issue(**CLAIMS)) | {"typ": "refresh"}
        token = jwt.encode(claims, key, algorithm="EdDSA", headers={"kid": signer.kid})

        with pytest.raises(InvalidToken, match="not a token of type access"):
            verifier.verify(token)

    def test_a_token_missing_a_claim_is_refused(
        self, tmp_path: Path, signer: TokenSigner, verifier: TokenVerifier
    ) -> None:
        key = serialization.load_pem_private_key(
            (tmp_path / f"{signer.kid}.key.pem").read_bytes(), password=None
        )
        claims = claims_of(signer.issue(**CLAIMS))
        del claims["sid"]
        token = jwt.encode(claims, key, algorithm="EdDSA", headers={"kid": signer.kid})

        with pytest.raises(InvalidToken, match="rejected"):
            verifier.verify(token)

    @pytest.mark.parametrize("garbage", ["", "abc", "a.b.c", "Bearer x.y.z"])
    def test_garbage_is_refused(self, verifier: TokenVerifier, garbage: str) -> None:
        with pytest.raises(InvalidToken):
            verifier.verify(garbage)


class TestVerifiedCache:
    def test_a_cached_token_still_expires(
        self, signer: TokenSigner, verifier: TokenVerifier, clock: ManualClock
    ) -> None:
        token = signer.issue(**CLAIMS)
        verifier.verify(token)
        clock.advance(minutes=31)

        with pytest.raises(InvalidToken, match="expired"):
            verifier.verify(token)

    def test_the_cache_is_bounded(
        self, signer: TokenSigner, verifier: TokenVerifier, monkeypatch: pytest.MonkeyPatch
    ) -> None:
        monkeypatch.setattr(tokens, "VERIFIED_CACHE_SIZE", 3)
        for number in range(5):
            verifier.verify(signer.issue(**CLAIMS | {"session_id": f"S{number}"}))

        assert len(verifier._verified) == 3


class TestKeyRotation:
    def test_a_key_added_later_is_picked_up_after_the_reload_interval(
        self, tmp_path: Path, clock: ManualClock
    ) -> None:
        verifier = TokenVerifier.from_directory(tmp_path, clock)
        token = TokenSigner.load_or_create(tmp_path, clock, create=True).issue(**CLAIMS)

        with pytest.raises(InvalidToken, match="unknown kid"):
            verifier.verify(token)
        clock.advance(seconds=tokens.KEY_RELOAD_INTERVAL_SEC)

        assert verifier.verify(token).user_code == "U0001"
