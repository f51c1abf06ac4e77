"""The customer service, as message needs it: which companies an operator's message goes to."""

import logging

import httpx
from fastapi import FastAPI
from pydantic import ValidationError

from portal_kit.envelope import WireModel
from portal_kit.errors import ServiceUnavailable
from portal_kit.peers import call_peer, peer_or_unavailable

logger = logging.getLogger(__name__)

PEER = "customer"
CODES_PATH = "/internal/company/codes"


class CompanyCodes(WireModel):
    comp_codes: list[str]


class CustomerClient:
    def __init__(self, http: httpx.AsyncClient) -> None:
        self._http = http

    async def active_company_codes(self, comp_role: str | None = None) -> list[str]:
        """The codes of every active company, or of those holding ``comp_role`` (C101...)."""
        payload = {"compRole": comp_role} if comp_role else {}
        status, body = await call_peer(self._http, CODES_PATH, payload)
        if status != 200:
            logger.warning("customer %s answered status %s", CODES_PATH, status)
            raise ServiceUnavailable()
        try:
            return CompanyCodes.model_validate(body).comp_codes
        except ValidationError as exc:
            raise ServiceUnavailable() from exc


def customer_client(app: FastAPI) -> CustomerClient:
    return CustomerClient(peer_or_unavailable(app, PEER))
