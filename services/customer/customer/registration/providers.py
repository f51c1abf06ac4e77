"""The seams of the verification step: a real-name check and a face verification.

Dev and test modes use the dev providers below; production has none until an adapter is put
on ``app.state.real_name_provider`` / ``app.state.face_provider``, and then refuses with 503
(as the SMS seam does) rather than pass anybody unchecked.
"""

from datetime import UTC, datetime
from typing import Protocol
from urllib.parse import quote

from fastapi import FastAPI

from portal_kit.errors import ServiceUnavailable
from portal_kit.settings import BaseServiceSettings
from portal_kit.validators import check_id_number, china_date

# The public page a finished face verification lands on (specification §2).
FACE_SUCCESS_PAGE = "/face-success"


class RealNameProvider(Protocol):
    async def verify(self, name: str, id_number: str) -> bool:
        """Whether the person of ``id_number`` is called ``name``."""
        ...


class FaceProvider(Protocol):
    async def start(self, token: str) -> str:
        """Where the registrant goes to show their face; the provider (or its landing page)
        reports the end with ``register/verify/face/complete`` and ``token``."""
        ...


class DevRealName:
    """Passes a name with an ID number that keeps the rules of specification §5."""

    async def verify(self, name: str, id_number: str) -> bool:
        today = china_date(datetime.now(UTC))
        return bool(name.strip()) and check_id_number(id_number, today) is None


class DevFace:
    """Goes straight to the success page, which completes the verification with the token."""

    async def start(self, token: str) -> str:
        return f"{FACE_SUCCESS_PAGE}?token={quote(token, safe='')}"


class NoProvider:
    async def verify(self, name: str, id_number: str) -> bool:
        raise ServiceUnavailable()

    async def start(self, token: str) -> str:
        raise ServiceUnavailable()


def _dev_like(app: FastAPI) -> bool:
    settings: BaseServiceSettings = app.state.settings
    return settings.is_dev_like


def real_name_provider(app: FastAPI) -> RealNameProvider:
    provider: RealNameProvider | None = getattr(app.state, "real_name_provider", None)
    return provider or (DevRealName() if _dev_like(app) else NoProvider())


def face_provider(app: FastAPI) -> FaceProvider:
    provider: FaceProvider | None = getattr(app.state, "face_provider", None)
    return provider or (DevFace() if _dev_like(app) else NoProvider())
