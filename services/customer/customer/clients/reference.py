"""The reference service, as customer needs it: does an area lie under a province?"""

import logging

import httpx
from fastapi import FastAPI
from pydantic import ValidationError

from portal_kit.envelope import WireModel
from portal_kit.errors import ServiceUnavailable
from portal_kit.peers import call_peer, peer_or_unavailable

logger = logging.getLogger(__name__)

PEER = "reference"
AREA_CHECK_PATH = "/internal/division/area/check"


class AreaChecked(WireModel):
    province_known: bool
    area_within: bool


class ReferenceClient:
    def __init__(self, http: httpx.AsyncClient) -> None:
        self._http = http

    async def check_area(self, province_code: str, area_code: str) -> AreaChecked:
        """Whether the province exists and the area is one of its direct divisions."""
        payload = {"provinceCode": province_code, "areaCode": area_code}
        status, body = await call_peer(self._http, AREA_CHECK_PATH, payload)
        if status != 200:
            logger.warning("reference %s answered status %s", AREA_CHECK_PATH, status)
            raise ServiceUnavailable()
        try:
            return AreaChecked.model_validate(body)
        except ValidationError as exc:
            raise ServiceUnavailable() from exc


def reference_client(app: FastAPI) -> ReferenceClient:
    return ReferenceClient(peer_or_unavailable(app, PEER))
