"""The auth service, as customer needs it: accounts for people it adds, and SMS codes.

Auth answers in the language the call names, so its refusals (a bad mobile, a disabled
account, a limit reached) reach the user as auth wrote them.
"""

import logging
from collections.abc import Mapping
from typing import Any, TypeVar

import httpx
from fastapi import FastAPI
from pydantic import BaseModel, ValidationError

from portal_kit.envelope import WireModel
from portal_kit.errors import (
    Conflict,
    InvalidInput,
    NotFound,
    ServiceError,
    ServiceUnavailable,
    TooManyAttempts,
)
from portal_kit.i18n import Text
from portal_kit.peers import ask_peer, peer_or_unavailable

logger = logging.getLogger(__name__)
M = TypeVar("M", bound=BaseModel)

PEER = "auth"
ENSURE_PATH = "/internal/user/ensure"
SEND_PATH = "/internal/sms/code/send"
VERIFY_PATH = "/internal/sms/code/verify"
LANGUAGES_PATH = "/internal/user/languages"

# Auth's statuses that mean the user (or the data they typed) is the problem; anything else
# is the service failing, and the user reads that it is unavailable.
USER_ERRORS: Mapping[int, type[ServiceError]] = {
    400: InvalidInput,
    404: NotFound,
    409: Conflict,
    429: TooManyAttempts,
}


class EnsuredUser(WireModel):
    user_code: str
    name: str
    mobile: str
    # True when the account was just opened and its owner invited to set a password.
    created: bool


class _CodeSent(WireModel):
    mobile: str


class _CodeValid(WireModel):
    valid: bool


class _Languages(WireModel):
    languages: dict[str, str]


class AuthClient:
    def __init__(self, http: httpx.AsyncClient) -> None:
        self._http = http

    async def _ask(
        self, path: str, payload: Mapping[str, Any], shape: type[M], language: str | None
    ) -> M:
        headers = {"Accept-Language": language} if language else None
        answer = await ask_peer(self._http, path, payload, headers)
        if answer.status != 200:
            error = USER_ERRORS.get(answer.status)
            if error is None or not answer.msg:
                logger.warning("auth %s answered status %s", path, answer.status)
                raise ServiceUnavailable()
            raise error(Text(answer.msg, answer.msg))
        try:
            return shape.model_validate(answer.body)
        except ValidationError as exc:
            logger.warning("auth %s answered an unexpected body", path)
            raise ServiceUnavailable() from exc

    async def ensure_user(self, mobile: str, name: str, language: str | None = None) -> EnsuredUser:
        """The account of ``mobile``; opened (and its owner texted) when there is none."""
        payload = {"mobile": mobile, "name": name}
        return await self._ask(ENSURE_PATH, payload, EnsuredUser, language)

    async def send_code(self, user_code: str, purpose: str, language: str | None = None) -> str:
        """Send a code for ``purpose`` to the user's own mobile; that mobile, masked."""
        payload = {"userCode": user_code, "purpose": purpose}
        return (await self._ask(SEND_PATH, payload, _CodeSent, language)).mobile

    async def verify_code(
        self, user_code: str, purpose: str, code: str, language: str | None = None
    ) -> bool:
        """Whether ``code`` is right (it is used up); 429 after too many wrong ones."""
        payload = {"userCode": user_code, "purpose": purpose, "code": code}
        return (await self._ask(VERIFY_PATH, payload, _CodeValid, language)).valid

    async def user_languages(self, user_codes: list[str]) -> dict[str, str]:
        """The language each user's texts go out in (auth's record of their last sign-in)."""
        payload = {"userCodes": user_codes}
        return (await self._ask(LANGUAGES_PATH, payload, _Languages, None)).languages


def auth_client(app: FastAPI) -> AuthClient:
    return AuthClient(peer_or_unavailable(app, PEER))
