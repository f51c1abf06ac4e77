"""The content service, as auth needs it: whether a file is an image the user uploaded."""

import logging

import httpx
from fastapi import FastAPI
from pydantic import ValidationError

from portal_kit.envelope import WireModel
from portal_kit.errors import ServiceUnavailable
from portal_kit.peers import call_peer, peer_or_unavailable

logger = logging.getLogger(__name__)

PEER = "content"
CHECK_PATH = "/internal/file/check"


class UserImage(WireModel):
    """An image file the user owns."""

    file_token: str
    file_name: str
    content_type: str
    size: int


class ContentClient:
    def __init__(self, http: httpx.AsyncClient) -> None:
        self._http = http

    async def user_image(self, user_code: str, file_token: str) -> UserImage | None:
        """The file when ``user_code`` uploaded it and it is an image; else ``None``."""
        payload = {"userCode": user_code, "fileToken": file_token}
        status, body = await call_peer(self._http, CHECK_PATH, payload)
        # 404: unknown, another's, or not an image (content tells them apart to nobody);
        # 400: a token content refuses to even look up is none of the user's images either.
        if status in (400, 404):
            return None
        if status != 200:
            logger.warning("content %s answered status %s", CHECK_PATH, status)
            raise ServiceUnavailable()
        try:
            return UserImage.model_validate(body)
        except ValidationError as exc:
            raise ServiceUnavailable() from exc


def content_client(app: FastAPI) -> ContentClient:
    return ContentClient(peer_or_unavailable(app, PEER))
