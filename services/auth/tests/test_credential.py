"""The credential key: auth alone holds it, hands out its public half internally, and
decrypts password fields."""

import base64
import stat
from pathlib import Path

import httpx
import pytest
from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import padding, rsa
from fastapi import FastAPI

from auth.config import Settings
from auth.main import create_app
from portal_kit.credential import InvalidCredential, decrypt_credential, load_credential_keys
from portal_kit.errors import ServiceError
from portal_kit.keyring import OAEP_SHA256, KeyRing, KeyRingError, key_directory
from portal_kit.settings import DEV_SERVICE_TOKEN, BaseServiceSettings, RunMode

PORTAL = "https://portal.example.com"

CREDENTIAL_KEY = "/internal/keys/credential"
UNREADABLE = "The password could not be read; please reload the page and try again."


def public_key(spki: str) -> rsa.RSAPublicKey:
    key = serialization.load_der_public_key(base64.b64decode(spki))
    assert isinstance(key, rsa.RSAPublicKey)
    return key


def encrypt(keys: KeyRing, password: str, scheme: padding.AsymmetricPadding = OAEP_SHA256) -> str:
    ciphertext = public_key(keys.current.spki).encrypt(password.encode(), scheme)
    return base64.b64encode(ciphertext).decode()


def keys_of(app: FastAPI) -> KeyRing:
    keys: KeyRing = app.state.credential_keys
    return keys


class TestInternalRoute:
    async def test_answers_the_current_key_to_a_caller_with_the_service_token(
        self, client: httpx.AsyncClient, service_app: FastAPI, service_settings: BaseServiceSettings
    ) -> None:
        response = await client.get(
            CREDENTIAL_KEY, headers={"X-Service-Token": service_settings.service_token}
        )

        envelope = response.json()
        assert envelope["ok"] is True
        assert envelope["body"] == {
            "kid": keys_of(service_app).current.kid,
            "spki": keys_of(service_app).current.spki,
        }
        assert public_key(envelope["body"]["spki"]).key_size == 3072
        newest = sorted(key_directory(service_settings.var_dir, "credential").glob("*.pem"))[-1]
        assert envelope["body"]["kid"] == newest.stem

    @pytest.mark.parametrize("headers", [{}, {"X-Service-Token": "guessed"}])
    async def test_refuses_a_caller_without_the_service_token(
        self, client: httpx.AsyncClient, headers: dict[str, str]
    ) -> None:
        response = await client.get(CREDENTIAL_KEY, headers={**headers, "Accept-Language": "en"})

        assert response.json() == {
            "ok": False,
            "status": 403,
            "msg": "You are not allowed to do this.",
            "body": None,
        }


class TestDecryptCredential:
    @pytest.mark.parametrize("password", ["Demo@123456", "密码 with spaces & ünïcode", ""])
    async def test_reads_a_password_encrypted_to_the_current_key(
        self, service_app: FastAPI, password: str
    ) -> None:
        keys = keys_of(service_app)

        assert await decrypt_credential(keys, encrypt(keys, password)) == password

    async def test_pkcs1_v15_is_refused(self, service_app: FastAPI) -> None:
        keys = keys_of(service_app)

        with pytest.raises(InvalidCredential):
            await decrypt_credential(keys, encrypt(keys, "Demo@123456", padding.PKCS1v15()))

    @pytest.mark.parametrize(
        "ciphertext",
        [
            "",
            "not base64!",
            "密码",
            base64.b64encode(b"\x00" * 384).decode(),
            base64.b64encode(b"short").decode(),
            "A" * 5000,
        ],
    )
    async def test_garbage_is_one_generic_400(self, service_app: FastAPI, ciphertext: str) -> None:
        with pytest.raises(InvalidCredential) as refused:
            await decrypt_credential(keys_of(service_app), ciphertext)

        error: ServiceError = refused.value
        assert error.status == 400
        assert error.msg.en == UNREADABLE

    async def test_bytes_that_are_not_utf8_are_refused(self, service_app: FastAPI) -> None:
        keys = keys_of(service_app)
        ciphertext = public_key(keys.current.spki).encrypt(b"\xff\xfe", OAEP_SHA256)

        with pytest.raises(InvalidCredential):
            await decrypt_credential(keys, base64.b64encode(ciphertext).decode())


class TestStartUp:
    async def test_dev_mode_creates_the_key_under_var_keys(self, tmp_path: Path) -> None:
        app = FastAPI()
        app.state.settings = Settings(mode=RunMode.DEV, var_dir=tmp_path)

        await load_credential_keys(app)

        (key_file,) = key_directory(tmp_path, "credential").glob("*.pem")
        assert key_file.stem == keys_of(app).current.kid
        assert stat.S_IMODE(key_file.stat().st_mode) == 0o600

    async def test_a_rotated_key_is_advertised_and_the_old_one_still_reads(
        self, tmp_path: Path
    ) -> None:
        app = FastAPI()
        app.state.settings = Settings(mode=RunMode.DEV, var_dir=tmp_path)
        await load_credential_keys(app)
        before = keys_of(app)
        from_old_page = encrypt(before, "Demo@123456")
        newer = rsa.generate_private_key(public_exponent=65537, key_size=3072)
        (key_directory(tmp_path, "credential") / "c29991231T235959-ffffffff.pem").write_bytes(
            newer.private_bytes(
                serialization.Encoding.PEM,
                serialization.PrivateFormat.PKCS8,
                serialization.NoEncryption(),
            )
        )

        await load_credential_keys(app)

        assert keys_of(app).current.kid == "c29991231T235959-ffffffff"
        assert await decrypt_credential(keys_of(app), from_old_page) == "Demo@123456"

    async def test_production_without_a_key_refuses_to_start(self, tmp_path: Path) -> None:
        settings = Settings(
            mode=RunMode.PROD, var_dir=tmp_path, service_token="p" * 40, portal_url=PORTAL
        )
        app = create_app(settings)

        with pytest.raises(KeyRingError, match="no credential key"):
            async with app.router.lifespan_context(app):
                pass

        assert not key_directory(tmp_path, "credential").exists()

    def test_production_refuses_the_placeholder_service_token(self) -> None:
        with pytest.raises(ValueError, match="AUTH_SERVICE_TOKEN"):
            Settings(mode=RunMode.PROD, service_token=DEV_SERVICE_TOKEN)
