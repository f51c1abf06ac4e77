"""The HTTP SMS adapter: one JSON POST per message to the provider's endpoint.

The provider receives ``{"mobile", "text"}`` with ``Authorization: Bearer <token>`` and an
``Idempotency-Key`` naming the message, so a provider that deduplicates never texts twice what
a proxy or a retry of its own sends again. Nothing is retried here: a failure answers status
503 and the user asks for a new code, which is a new message.
"""

import logging
from uuid import uuid4

import httpx

from portal_kit.errors import ServiceUnavailable
from portal_kit.masking import mask_mobile
from portal_kit.settings import BaseServiceSettings

logger = logging.getLogger(__name__)


class HttpSmsSender:
    """Owns its connection pool: made by the app's lifespan, closed there (``aclose``)."""

    def __init__(self, url: str, token: str, timeout_sec: float) -> None:
        self._url = url
        self._host = httpx.URL(url).host
        self._headers = {"Authorization": f"Bearer {token}"} if token else {}
        # A redirect is a failure, not a hop: the bearer token goes to the configured URL only.
        self._client = httpx.AsyncClient(timeout=timeout_sec, follow_redirects=False)

    @classmethod
    def from_settings(cls, settings: BaseServiceSettings) -> "HttpSmsSender":
        return cls(
            settings.sms_url, settings.sms_token.get_secret_value(), settings.sms_timeout_sec
        )

    async def send_sms(self, mobile: str, code: str, text: str) -> None:
        # The code is inside ``text``; neither is ever logged, nor the provider's answer, which
        # may repeat them.
        headers = {**self._headers, "Idempotency-Key": uuid4().hex}
        try:
            response = await self._client.post(
                self._url, json={"mobile": mobile, "text": text}, headers=headers
            )
        except httpx.HTTPError as error:
            logger.warning(
                "SMS provider %s failed (%s) for %s",
                self._host,
                type(error).__name__,
                mask_mobile(mobile),
            )
            raise ServiceUnavailable() from None
        if not response.is_success:
            logger.warning(
                "SMS provider %s answered HTTP %d for %s",
                self._host,
                response.status_code,
                mask_mobile(mobile),
            )
            raise ServiceUnavailable()

    async def aclose(self) -> None:
        await self._client.aclose()
