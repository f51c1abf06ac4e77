"""deploy/make_keys.py writes what production mode loads: the tests open every file with the
services' own loaders, in production mode, which never makes a key of its own."""

import shutil
import stat
import subprocess
import sys
from base64 import b64decode
from pathlib import Path

import pytest
from cryptography.hazmat.primitives import serialization

from portal_kit.clock import SystemClock
from portal_kit.keyring import OAEP_SHA256, load_keyring_now
from portal_kit.sealed import load_sealer_now
from portal_kit.settings import MIN_SERVICE_TOKEN_LENGTH, RunMode
from portal_kit.tokens import TokenSigner, TokenVerifier

from .support import DEPLOY, SERVICES

SCRIPT = DEPLOY / "make_keys.py"


def make_keys(directory: Path, *arguments: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(SCRIPT), str(directory), *arguments],
        capture_output=True,
        text=True,
        check=False,
    )


@pytest.fixture(scope="module")
def made(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """One run for the module: RSA-3072 keys take seconds to make."""
    directory = tmp_path_factory.mktemp("made") / "secrets"
    result = make_keys(directory)
    assert result.returncode == 0, result.stderr
    return directory


@pytest.fixture
def secrets(made: Path, tmp_path: Path) -> Path:
    """The module's run, copied with its modes, so a test may change it."""
    copy = tmp_path / "secrets"
    shutil.copytree(made, copy)
    return copy


def as_var_dir(tmp_path: Path, secrets: Path, purpose: str) -> Path:
    """A VAR_DIR whose keys/<purpose> is the folder, as the containers mount it."""
    var_dir = tmp_path / f"var-{purpose}"
    (var_dir / "keys").mkdir(parents=True)
    (var_dir / "keys" / purpose).symlink_to(secrets / purpose)
    return var_dir


class TestLoads:
    @pytest.mark.parametrize("purpose", ["transport", "credential"])
    def test_rsa_rings_decrypt_what_their_public_key_encrypts(
        self, tmp_path: Path, secrets: Path, purpose: str
    ) -> None:
        ring = load_keyring_now(as_var_dir(tmp_path, secrets, purpose), purpose, RunMode.PROD)
        assert ring.current.kid.startswith(purpose[0])
        public = serialization.load_der_public_key(b64decode(ring.current.spki))
        ciphertext = public.encrypt(b"K" * 16, OAEP_SHA256)  # type: ignore[union-attr]
        assert ring.decrypt_now(ciphertext, ring.current.kid) == b"K" * 16

    def test_identity_keys_seal_and_open(self, tmp_path: Path, secrets: Path) -> None:
        sealer = load_sealer_now(as_var_dir(tmp_path, secrets, "identity"), RunMode.PROD)
        sealed = sealer.seal("110101199003070000", "company.legal_rep_id_number")
        assert sealer.open(sealed, "company.legal_rep_id_number") == "110101199003070000"

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

    def test_an_unknown_kind_is_refused(self, tmp_path: Path) -> None:
        result = make_keys(tmp_path / "secrets", "--rotate", "database")
        assert result.returncode == 2
        assert "invalid choice: 'database'" in result.stderr
        assert not (tmp_path / "secrets").exists()
