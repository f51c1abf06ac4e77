"""The content service, as customer needs it: is this uploaded file the caller's own, and
handing it to the company it was uploaded for."""

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
ASSIGN_PATH = "/internal/file/assign"


class OwnedFile(WireModel):
    file_token: str
    file_name: str
    content_type: str
    size: int


class ContentClient:
    def __init__(self, http: httpx.AsyncClient) -> None:
        self._http = http

    async def owned_file(
        self, file_token: str, user_code: str, *, allow_pdf: bool = False
    ) -> OwnedFile | None:
        """The file when ``user_code`` uploaded it and it is an image (or a PDF, when allowed);
        ``None`` for anybody else's file, an unknown token or another type alike."""
        payload = {"fileToken": file_token, "userCode": user_code, "allowPdf": allow_pdf}
        status, body = await call_peer(self._http, CHECK_PATH, payload)
        # 400: a token content refuses to even look up is not one of the user's files either.
        if status in (400, 404):
            return None
        if status != 200:
            logger.warning("content %s answered status %s", CHECK_PATH, status)
            raise ServiceUnavailable()
        try:
            return OwnedFile.model_validate(body)
        except ValidationError as exc:
            raise ServiceUnavailable() from exc

    async def give_to_company(self, file_token: str, user_code: str, comp_code: str) -> bool:
        """Make ``user_code``'s file a company file of ``comp_code``, which every colleague
        reads; ``False`` when it is not the user's file or another company holds it.
        Repeating it for the same company is harmless."""
        payload = {"fileToken": file_token, "userCode": user_code, "compCode": comp_code}
        status, _ = await call_peer(self._http, ASSIGN_PATH, payload)
        if status == 200:
            return True
        if status in (400, 404, 409):
            return False
        logger.warning("content %s answered status %s", ASSIGN_PATH, status)
        raise ServiceUnavailable()


def content_client(app: FastAPI) -> ContentClient:
    return ContentClient(peer_or_unavailable(app, PEER))
