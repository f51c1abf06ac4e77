"""Make the secrets a distributed portal needs, as files, in the layout the services read.

    uv run python deploy/make_keys.py deploy/secrets             # what is missing
    uv run python deploy/make_keys.py deploy/secrets --rotate transport token

Layout (one folder per Kubernetes Secret, see deploy/k8s/README.md; compose's production
override installs the same files, see deploy/compose/prod.yaml):

    service-token            the X-Service-Token of every /internal/ route (48 characters)
    transport/<kid>.pem      gateway and console: RSA-3072 PKCS#8, request protection (DESIGN §5)
    credential/<kid>.pem     auth: RSA-3072 PKCS#8, customers' password fields
    identity/<kid>.key       customer: 32 random bytes in base64, ID numbers at rest
    token/<kid>.key.pem      auth: Ed25519 PKCS#8 signing key of access tokens ...
    token/<kid>.pub.pem      ... and its public half
    token-public/<kid>.pub.pem   the public halves alone, for the gateway and the other services
    operator-credential/<kid>.pem   backoffice: RSA-3072 PKCS#8, operators' password fields
    operator-secret/<kid>.key       backoffice: 32 random bytes in base64, TOTP secrets at rest
    operator-token/<kid>.key.pem    backoffice: Ed25519 signing key of operators' tokens ...
    operator-token/<kid>.pub.pem    ... and its public half
    operator-token-public/<kid>.pub.pem   the public halves alone, for the console and the
                             services that serve it (auth, customer, content, message)
    portal.env               compose: the service token and database passwords as variables

Existing files are never changed: a second run adds only what is missing (a key kind, or a
password portal.env lacks, appended), and ``--rotate`` adds a newer key beside the old ones
(the newest signs or is advertised, all stay valid until their file is removed). Files are mode
0600 in folders of mode 0700.
"""

import argparse
import base64
import os
import secrets
import time
from collections.abc import Sequence
from pathlib import Path

from cryptography.hazmat.primitives import serialization
from cryptography.hazmat.primitives.asymmetric import ed25519, rsa

from portal_kit.keyring import KEY_SIZE, new_kid

RSA_PURPOSES = ("transport", "credential", "operator-credential")
# AES-256-GCM keys sealing values at rest: customers' ID numbers, operators' TOTP secrets.
SEALING_PURPOSES = ("identity", "operator-secret")
# Ed25519 signing keys; their public halves also go into ``<purpose>-public``.
SIGNING_PURPOSES = ("token", "operator-token")
PURPOSES = (*RSA_PURPOSES, *SEALING_PURPOSES, *SIGNING_PURPOSES)
SERVICES = ("auth", "customer", "message", "content", "reference", "backoffice")
PKCS8 = serialization.PrivateFormat.PKCS8


def _write(path: Path, data: bytes) -> None:
    path.parent.mkdir(mode=0o700, parents=True, exist_ok=True)
    descriptor = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    with os.fdopen(descriptor, "wb") as file:
        file.write(data)
    print(f"wrote {path}")


def _private_pem(key: rsa.RSAPrivateKey | ed25519.Ed25519PrivateKey) -> bytes:
    return key.private_bytes(serialization.Encoding.PEM, PKCS8, serialization.NoEncryption())


def _newer_kid(directory: Path, purpose: str) -> str:
    """A kid sorting after every kid in the folder: the services take the last as newest."""
    folder = directory / purpose
    existing = [path.name.split(".")[0] for path in folder.iterdir()] if folder.is_dir() else []
    # Signing kids start with 'k' as the signers' own (dev) ones do.
    prefix = "key" if purpose in SIGNING_PURPOSES else purpose
    while (kid := new_kid(prefix)) <= max(existing, default=""):
        time.sleep(0.05)  # same second as the newest: its random part decides, or the clock
    return kid


def _add_key(directory: Path, purpose: str) -> None:
    kid = _newer_kid(directory, purpose)
    if purpose in RSA_PURPOSES:
        rsa_key = rsa.generate_private_key(public_exponent=65537, key_size=KEY_SIZE)
        _write(directory / purpose / f"{kid}.pem", _private_pem(rsa_key))
    elif purpose in SEALING_PURPOSES:
        _write(directory / purpose / f"{kid}.key", base64.b64encode(os.urandom(32)) + b"\n")
    else:
        signing_key = ed25519.Ed25519PrivateKey.generate()
        public = signing_key.public_key().public_bytes(
            serialization.Encoding.PEM, serialization.PublicFormat.SubjectPublicKeyInfo
        )
        _write(directory / purpose / f"{kid}.key.pem", _private_pem(signing_key))
        _write(directory / purpose / f"{kid}.pub.pem", public)
        _write(directory / f"{purpose}-public" / f"{kid}.pub.pem", public)


def _has_key(directory: Path, purpose: str) -> bool:
    folder = directory / purpose
    return folder.is_dir() and any(not path.name.startswith(".") for path in folder.iterdir())


def _random_text(length: int) -> str:
    # Letters and digits only: the values go into URLs and .env files unquoted.
    return "".join(
        secrets.choice("ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz23456789")
        for _ in range(length)
    )


def _env_values(directory: Path) -> dict[str, str]:
    return {
        "PORTAL_SERVICE_TOKEN": (directory / "service-token").read_text().strip(),
        "PORTAL_POSTGRES_PASSWORD": _random_text(32),
        **{f"PORTAL_{service.upper()}_DB_PASSWORD": _random_text(32) for service in SERVICES},
    }


def _write_env(directory: Path) -> None:
    path = directory / "portal.env"
    if not path.exists():
        lines = [
            "# compose: docker compose --env-file deploy/secrets/portal.env "
            "-f compose.yaml -f deploy/compose/prod.yaml up -d",
            *(f"{name}={value}" for name, value in _env_values(directory).items()),
        ]
        _write(path, ("\n".join(lines) + "\n").encode())
        return
    # A file from before a service was added: append its password, keep every other line.
    text = path.read_text()
    present = {line.split("=", 1)[0].strip() for line in text.splitlines()}
    missing = {k: v for k, v in _env_values(directory).items() if k not in present}
    if missing:
        with path.open("a") as file:
            file.write("" if text.endswith("\n") or not text else "\n")
            file.writelines(f"{name}={value}\n" for name, value in missing.items())
        print(f"added {', '.join(missing)} to {path}")


def make_secrets(directory: Path, rotate: Sequence[str]) -> None:
    directory.mkdir(mode=0o700, parents=True, exist_ok=True)
    if not (directory / "service-token").exists():
        # No newline: the file becomes a Secret value and then a header value as it is.
        _write(directory / "service-token", _random_text(48).encode())
    for purpose in PURPOSES:
        if purpose in rotate or not _has_key(directory, purpose):
            _add_key(directory, purpose)
    _write_env(directory)


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(
        description="Make the secrets a distributed portal needs (see the module docstring)."
    )
    parser.add_argument("directory", type=Path, help="where the files go, e.g. deploy/secrets")
    parser.add_argument(
        "--rotate", nargs="+", default=[], choices=PURPOSES, help="add a newer key of these"
    )
    args = parser.parse_args(argv)
    make_secrets(args.directory, args.rotate)


if __name__ == "__main__":
    main()
