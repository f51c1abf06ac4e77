"""Credential keys (DESIGN §5): password fields travel RSA-OAEP encrypted to their service alone.

The web app encrypts each password field to the public key the gateway hands out with the
request-protection keys; the gateway fetches that key from the service over an internal route
and never holds the private key, so it never sees a password. Customers' passwords go to auth
(``CUSTOMER_CREDENTIAL``), operators' to the back office, with a key of its own
(``OPERATOR_CREDENTIAL``).
"""

import base64
import binascii
from collections.abc import Awaitable, Callable
from typing import Annotated

from fastapi import APIRouter, Depends, FastAPI, Request

from portal_kit.envelope import Envelope, WireModel, ok
from portal_kit.errors import InvalidInput
from portal_kit.i18n import Text
from portal_kit.internal import INTERNAL_PREFIX, require_service_token
from portal_kit.keyring import DecryptionFailed, KeyRing, load_keyring
from portal_kit.settings import BaseServiceSettings

CUSTOMER_CREDENTIAL = "credential"
OPERATOR_CREDENTIAL = "operator-credential"
# Base64 of one RSA block: 512 characters for RSA-3072, 684 for RSA-4096.
MAX_CIPHERTEXT_CHARS = 1024


class InvalidCredential(InvalidInput):
    # One sentence whatever went wrong: a caller learns nothing about the key or the padding.
    default = Text(
        "The password could not be read; please reload the page and try again.",
        "密码无法识别，请刷新页面后重试",
    )


class PublicKeyRead(WireModel):
    kid: str
    spki: str


def credential_keys_loader(purpose: str) -> Callable[[FastAPI], Awaitable[None]]:
    """A start-up step loading the key ring of ``purpose`` (created in dev and test modes when
    missing)."""

    async def load(app: FastAPI) -> None:
        settings: BaseServiceSettings = app.state.settings
        app.state.credential_keys = await load_keyring(settings.var_dir, purpose, settings.mode)

    return load


# Auth's start-up step: the customers' credential key.
load_credential_keys = credential_keys_loader(CUSTOMER_CREDENTIAL)


def get_credential_keys(request: Request) -> KeyRing:
    keys: KeyRing = request.app.state.credential_keys
    return keys


CredentialKeysDep = Annotated[KeyRing, Depends(get_credential_keys)]


async def decrypt_credential(keys: KeyRing, ciphertext_b64: str) -> str:
    """The password in a field the web app encrypted to the credential key.

    Every live kid is tried (a page loaded before a rotation still signs in); any failure is
    the same ``InvalidCredential`` (status 400).
    """
    if len(ciphertext_b64) > MAX_CIPHERTEXT_CHARS:
        raise InvalidCredential()
    try:
        ciphertext = base64.b64decode(ciphertext_b64, validate=True)
        return (await keys.decrypt(ciphertext)).decode("utf-8")
    except (binascii.Error, ValueError, DecryptionFailed) as exc:
        raise InvalidCredential() from exc


router = APIRouter(
    prefix=f"{INTERNAL_PREFIX}/keys",
    tags=["internal"],
    dependencies=[Depends(require_service_token)],
)


@router.get("/credential")
async def credential_public_key(keys: CredentialKeysDep) -> Envelope[PublicKeyRead]:
    """The credential public key web apps encrypt password fields to (service token required)."""
    return ok(PublicKeyRead(kid=keys.current.kid, spki=keys.current.spki))
