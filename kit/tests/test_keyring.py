"""Key rings: where keys come from, which one is advertised, and what decrypts."""

import base64
import json
import stat
import threading
from pathlib import Path

import pytest
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import ec, padding, rsa

from portal_kit.keyring import (
    OAEP_SHA256,
    DecryptionFailed,
    KeyRingError,
    key_directory,
    load_keyring,
    load_keyring_now,
)
from portal_kit.settings import RunMode

VECTORS = json.loads(
    (Path(__file__).resolve().parents[2] / "contracts" / "protection-vectors.json").read_text()
)


def pem(key: rsa.RSAPrivateKey | ec.EllipticCurvePrivateKey) -> bytes:
    return key.private_bytes(
        serialization.Encoding.PEM, serialization.PrivateFormat.PKCS8, serialization.NoEncryption()
    )


def provide(var_dir: Path, purpose: str, kid: str, key_pem: bytes) -> Path:
    directory = key_directory(var_dir, purpose)
    directory.mkdir(parents=True, exist_ok=True)
    path = directory / f"{kid}.pem"
    path.write_bytes(key_pem)
    path.chmod(0o600)
    return path


def public_key(spki: str) -> rsa.RSAPublicKey:
    key = serialization.load_der_public_key(base64.b64decode(spki))
    assert isinstance(key, rsa.RSAPublicKey)
    return key


@pytest.fixture(scope="module")
def two_keys() -> tuple[bytes, bytes]:
    """Two RSA-3072 keys, made once: generating one takes about half a second."""
    return tuple(  # type: ignore[return-value]
        pem(rsa.generate_private_key(public_exponent=65537, key_size=3072)) for _ in range(2)
    )


class TestFirstStart:
    async def test_dev_and_test_modes_create_one_key_only_the_owner_can_read(
        self, tmp_path: Path
    ) -> None:
        ring = await load_keyring(tmp_path, "transport", RunMode.TEST)

        directory = tmp_path / "keys" / "transport"
        files = list(directory.glob("*.pem"))
        assert [path.stem for path in files] == [ring.current.kid]
        assert ring.current.kid.startswith("t2")
        assert stat.S_IMODE(files[0].stat().st_mode) == 0o600
        assert stat.S_IMODE(directory.stat().st_mode) == 0o700
        assert public_key(ring.current.spki).key_size == 3072

    async def test_a_second_start_reuses_the_key(self, tmp_path: Path) -> None:
        first = await load_keyring(tmp_path, "credential", RunMode.DEV)
        second = await load_keyring(tmp_path, "credential", RunMode.DEV)

        assert second.current == first.current
        assert len(list(key_directory(tmp_path, "credential").glob("*.pem"))) == 1

    def test_processes_starting_together_share_one_first_key(self, tmp_path: Path) -> None:
        kids: list[str] = []

        def start() -> None:
            kids.append(load_keyring_now(tmp_path, "transport", RunMode.DEV).current.kid)

        starts = [threading.Thread(target=start) for _ in range(2)]
        for thread in starts:
            thread.start()
        for thread in starts:
            thread.join()

        assert len(set(kids)) == 1
        assert len(list(key_directory(tmp_path, "transport").glob("*.pem"))) == 1

    def test_production_never_generates_and_refuses_to_start(self, tmp_path: Path) -> None:
        with pytest.raises(KeyRingError, match=r"no transport key in .*production mode"):
            load_keyring_now(tmp_path, "transport", RunMode.PROD)

        assert not key_directory(tmp_path, "transport").exists()

    def test_production_loads_the_keys_it_is_given(
        self, tmp_path: Path, two_keys: tuple[bytes, bytes]
    ) -> None:
        provide(tmp_path, "transport", "t20261122T140000-0a1b2c3d", two_keys[0])

        ring = load_keyring_now(tmp_path, "transport", RunMode.PROD)

        assert ring.current.kid == "t20261122T140000-0a1b2c3d"


class TestRotation:
    async def test_the_newest_kid_is_advertised_and_every_kid_decrypts(
        self, tmp_path: Path, two_keys: tuple[bytes, bytes]
    ) -> None:
        provide(tmp_path, "transport", "t20261122T140000-aaaaaaaa", two_keys[0])
        provide(tmp_path, "transport", "t20261201T090000-bbbbbbbb", two_keys[1])

        ring = load_keyring_now(tmp_path, "transport", RunMode.PROD)
        old = serialization.load_pem_private_key(two_keys[0], password=None).public_key()
        assert isinstance(old, rsa.RSAPublicKey)
        ciphertext = old.encrypt(b"from an old page", OAEP_SHA256)

        assert ring.current.kid == "t20261201T090000-bbbbbbbb"
        assert ring.kids == ("t20261201T090000-bbbbbbbb", "t20261122T140000-aaaaaaaa")
        assert await ring.decrypt(ciphertext, "t20261122T140000-aaaaaaaa") == b"from an old page"
        assert await ring.decrypt(ciphertext) == b"from an old page"
        with pytest.raises(DecryptionFailed):
            await ring.decrypt(ciphertext, "t20261201T090000-bbbbbbbb")


class TestDecrypt:
    @pytest.fixture
    def vector_dir(self, tmp_path: Path) -> Path:
        key = serialization.load_der_private_key(
            base64.b64decode(VECTORS["rsa"]["pkcs8"]), password=None
        )
        assert isinstance(key, rsa.RSAPrivateKey)
        provide(tmp_path, "transport", VECTORS["rsa"]["kid"], pem(key))
        return tmp_path

    async def test_every_vector_decrypts_with_its_pkcs8_key(self, vector_dir: Path) -> None:
        ring = load_keyring_now(vector_dir, "transport", RunMode.TEST)

        assert ring.current.spki == VECTORS["rsa"]["spki"]
        for case in VECTORS["rsa"]["cases"]:
            ciphertext = base64.b64decode(case["ciphertext"])
            plaintext = await ring.decrypt(ciphertext, VECTORS["rsa"]["kid"])
            assert plaintext == case["plaintext"].encode()

    async def test_pkcs1_v15_is_never_accepted(self, vector_dir: Path) -> None:
        ring = load_keyring_now(vector_dir, "transport", RunMode.TEST)
        ciphertext = public_key(ring.current.spki).encrypt(b"Vh3kPq9ZrT2mXw7L", padding.PKCS1v15())

        with pytest.raises(DecryptionFailed):
            await ring.decrypt(ciphertext, ring.current.kid)

    async def test_oaep_with_sha1_is_not_accepted(self, vector_dir: Path) -> None:
        ring = load_keyring_now(vector_dir, "transport", RunMode.TEST)
        sha1 = padding.OAEP(
            mgf=padding.MGF1(hashes.SHA1()),  # noqa: S303 (the scheme that must be refused)
            algorithm=hashes.SHA1(),  # noqa: S303
            label=None,
        )
        ciphertext = public_key(ring.current.spki).encrypt(b"Vh3kPq9ZrT2mXw7L", sha1)

        with pytest.raises(DecryptionFailed):
            await ring.decrypt(ciphertext)

    @pytest.mark.parametrize("ciphertext", [b"", b"\x00" * 384, b"short", b"\xff" * 385])
    async def test_garbage_fails_the_same_way(self, vector_dir: Path, ciphertext: bytes) -> None:
        ring = load_keyring_now(vector_dir, "transport", RunMode.TEST)

        with pytest.raises(DecryptionFailed):
            await ring.decrypt(ciphertext)

    async def test_an_unknown_kid_fails_the_same_way(self, vector_dir: Path) -> None:
        ring = load_keyring_now(vector_dir, "transport", RunMode.TEST)
        case = VECTORS["rsa"]["cases"][0]

        assert "t19990101T000000-00000000" not in ring
        with pytest.raises(DecryptionFailed):
            await ring.decrypt(base64.b64decode(case["ciphertext"]), "t19990101T000000-00000000")


class TestRefusedKeyFolders:
    def test_a_file_that_is_not_a_key(self, tmp_path: Path) -> None:
        provide(tmp_path, "transport", "t1", b"-----BEGIN PRIVATE KEY-----\nnope\n")

        with pytest.raises(KeyRingError, match="PKCS#8"):
            load_keyring_now(tmp_path, "transport", RunMode.DEV)

    def test_a_key_that_is_not_rsa(self, tmp_path: Path) -> None:
        provide(tmp_path, "transport", "t1", pem(ec.generate_private_key(ec.SECP256R1())))

        with pytest.raises(KeyRingError, match="not an RSA key"):
            load_keyring_now(tmp_path, "transport", RunMode.DEV)

    def test_a_key_shorter_than_3072_bits(self, tmp_path: Path) -> None:
        short = rsa.generate_private_key(public_exponent=65537, key_size=2048)
        provide(tmp_path, "transport", "t1", pem(short))

        with pytest.raises(KeyRingError, match="RSA-2048 is too short"):
            load_keyring_now(tmp_path, "transport", RunMode.DEV)

    def test_a_file_name_that_is_not_a_kid(
        self, tmp_path: Path, two_keys: tuple[bytes, bytes]
    ) -> None:
        provide(tmp_path, "transport", "t 1;x", two_keys[0])

        with pytest.raises(KeyRingError, match=r"<kid>\.pem"):
            load_keyring_now(tmp_path, "transport", RunMode.DEV)
