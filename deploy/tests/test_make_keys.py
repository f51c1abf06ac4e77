"""deploy/make_keys.py writes what production mode loads: the tests open every file with the
services' own loaders, in production mode, which never makes a key of its own."""

import stat
from base64 import b64decode
from pathlib import Path

import pytest
from cryptography.hazmat.primitives import serialization

from portal_kit.clock import SystemClock
from portal_kit.keyring import OAEP_SHA256, load_keyring_now
from portal_kit.operator_tokens import (
    OperatorRole,
    OperatorTokenVerifier,
    SignedInVia,
    issue_operator_token,
)
from portal_kit.sealed import OPERATOR_SECRETS, load_sealer_now
from portal_kit.settings import MIN_SERVICE_TOKEN_LENGTH, RunMode
from portal_kit.tokens import InvalidToken, TokenSigner, TokenVerifier

from .conftest import as_var_dir, make_keys
from .support import SERVICES

OPERATOR_FOLDERS = ("operator-credential", OPERATOR_SECRETS, "operator-token")


class TestLoads:
    @pytest.mark.parametrize("purpose", ["transport", "credential", "operator-credential"])
    def test_rsa_rings_decrypt_what_their_public_key_encrypts(
        self, tmp_path: Path, secrets: Path, purpose: str
    ) -> None:
        ring = load_keyring_now(as_var_dir(tmp_path, secrets, purpose), purpose, RunMode.PROD)
        assert ring.current.kid.startswith(purpose[0])
        public = serialization.load_der_public_key(b64decode(ring.current.spki))
        ciphertext = public.encrypt(b"K" * 16, OAEP_SHA256)  # type: ignore[union-attr]
        assert ring.decrypt_now(ciphertext, ring.current.kid) == b"K" * 16

    @pytest.mark.parametrize(
        ("purpose", "value", "column"),
        [
            ("identity", "110101199003070000", "company.legal_rep_id_number"),
            (OPERATOR_SECRETS, "JBSWY3DPEHPK3PXP", "operator.totp_secret"),
        ],
    )
    def test_sealing_keys_seal_and_open(
        self, tmp_path: Path, secrets: Path, purpose: str, value: str, column: str
    ) -> None:
        var_dir = as_var_dir(tmp_path, secrets, purpose)
        sealer = load_sealer_now(var_dir, RunMode.PROD, purpose)
        assert sealer.open(sealer.seal(value, column), column) == value

    def test_tokens_signed_by_auth_verify_with_the_public_folder(self, secrets: Path) -> None:
        signer = TokenSigner.load_or_create(secrets / "token", SystemClock(), create=False)
        assert signer.kid.startswith("k")
        token = signer.issue(
            user_code="U1", session_id="S1", employee_code="E1", comp_code="C1", role="", biz=""
        )
        identity = TokenVerifier.from_directory(secrets / "token-public", SystemClock()).verify(
            token
        )
        assert (identity.user_code, identity.comp_code) == ("U1", "C1")
        assert not list((secrets / "token-public").glob("*.key.pem")), "no private key there"

    def test_operator_tokens_verify_with_their_public_folder_only(self, secrets: Path) -> None:
        clock = SystemClock()
        signer = TokenSigner.load_or_create(secrets / "operator-token", clock, create=False)
        token = issue_operator_token(
            signer,
            operator_code="OP1",
            name="Ann",
            session_id="S1",
            roles=[OperatorRole.REVIEWER],
            via=SignedInVia.CONSOLE,
        )
        public = secrets / "operator-token-public"
        assert OperatorTokenVerifier.from_directory(public, clock).verify(token).name == "Ann"
        assert not list(public.glob("*.key.pem")), "no private key there"
        # Two key pairs: the customers' public keys never open an operator's token.
        with pytest.raises(InvalidToken, match="unknown kid"):
            OperatorTokenVerifier.from_directory(secrets / "token-public", clock).verify(token)

    def test_the_service_token_is_long_enough_for_production(self, secrets: Path) -> None:
        token = (secrets / "service-token").read_text()
        assert token == token.strip(), "it becomes a header value as it is"
        assert len(token) >= MIN_SERVICE_TOKEN_LENGTH

    def test_the_env_file_carries_the_token_and_every_password(self, secrets: Path) -> None:
        lines = (secrets / "portal.env").read_text().splitlines()
        values = dict(line.split("=", 1) for line in lines if not line.startswith("#"))
        assert values["PORTAL_SERVICE_TOKEN"] == (secrets / "service-token").read_text()
        names = {"PORTAL_POSTGRES_PASSWORD", *(f"PORTAL_{s.upper()}_DB_PASSWORD" for s in SERVICES)}
        assert names <= set(values)
        assert all(values[name].isalnum() and len(values[name]) >= 32 for name in names)


class TestFiles:
    def test_only_the_owner_reads_them(self, secrets: Path) -> None:
        for path in secrets.rglob("*"):
            mode = stat.S_IMODE(path.stat().st_mode)
            assert mode == (0o700 if path.is_dir() else 0o600), path

    def test_a_second_run_changes_nothing(self, secrets: Path) -> None:
        before = {p: p.read_bytes() for p in secrets.rglob("*") if p.is_file()}
        result = make_keys(secrets)
        assert result.returncode == 0
        assert result.stdout == ""
        assert {p: p.read_bytes() for p in secrets.rglob("*") if p.is_file()} == before

    def test_a_run_adds_the_kinds_and_passwords_of_a_new_service(self, secrets: Path) -> None:
        # As an existing deploy/secrets meets a release that added the back office.
        for folder in (*OPERATOR_FOLDERS, "operator-token-public"):
            for path in (secrets / folder).iterdir():
                path.unlink()
            (secrets / folder).rmdir()
        env = secrets / "portal.env"
        kept = [line for line in env.read_text().splitlines() if "BACKOFFICE" not in line]
        env.write_text("\n".join(kept))  # and no newline at the end, as an editor may leave it
        result = make_keys(secrets)
        assert result.returncode == 0, result.stderr
        assert "added PORTAL_BACKOFFICE_DB_PASSWORD" in result.stdout
        lines = env.read_text().splitlines()
        assert lines[: len(kept)] == kept
        assert lines[len(kept)].startswith("PORTAL_BACKOFFICE_DB_PASSWORD=")
        assert len(list((secrets / "operator-token").glob("*.key.pem"))) == 1
        assert len(list((secrets / "operator-token-public").glob("*.pub.pem"))) == 1
        assert len(list((secrets / "operator-credential").glob("*.pem"))) == 1

    def test_rotation_adds_a_newer_key_and_keeps_the_old(
        self, tmp_path: Path, secrets: Path
    ) -> None:
        (old,) = (secrets / "transport").iterdir()
        result = make_keys(secrets, "--rotate", "transport")
        assert result.returncode == 0, result.stderr
        assert old.exists()
        ring = load_keyring_now(
            as_var_dir(tmp_path, secrets, "transport"), "transport", RunMode.PROD
        )
        (new,) = {path.stem for path in (secrets / "transport").iterdir()} - {old.stem}
        assert ring.kids == (new, old.stem)
        assert ring.current.kid == new

    def test_rotating_the_operator_keys(self, tmp_path: Path, secrets: Path) -> None:
        (old_secret,) = (secrets / OPERATOR_SECRETS).iterdir()
        (old_public,) = (secrets / "operator-token-public").iterdir()
        result = make_keys(secrets, "--rotate", "operator-token", OPERATOR_SECRETS)
        assert result.returncode == 0, result.stderr
        sealer = load_sealer_now(
            as_var_dir(tmp_path, secrets, OPERATOR_SECRETS), RunMode.PROD, OPERATOR_SECRETS
        )
        assert sealer.kids[1] == old_secret.name.removesuffix(".key")
        signer = TokenSigner.load_or_create(secrets / "operator-token", SystemClock(), False)
        publics = sorted(path.name for path in (secrets / "operator-token-public").iterdir())
        # The newest pair signs; the old public half still verifies the tokens it signed.
        assert publics == [old_public.name, f"{signer.kid}.pub.pem"]

    def test_an_unknown_kind_is_refused(self, tmp_path: Path) -> None:
        result = make_keys(tmp_path / "secrets", "--rotate", "database")
        assert result.returncode == 2
        assert "invalid choice: 'database'" in result.stderr
        assert not (tmp_path / "secrets").exists()
