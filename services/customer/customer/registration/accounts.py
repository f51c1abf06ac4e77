"""Auth, as the registration's account step needs it: a new user and a registrant session.

The registrant's address and browser are passed on, so auth records the sign-in where it
happened (and makes that address a known one) rather than at this service.
"""

import logging
from collections.abc import Mapping

from fastapi import FastAPI
from pydantic import ValidationError

from customer.clients.auth import PEER, USER_ERRORS
from customer.registration.schemas import AccountCreate
from portal_kit.envelope import WireModel
from portal_kit.errors import ServiceUnavailable
from portal_kit.i18n import Text
from portal_kit.peers import ask_peer, peer_or_unavailable

logger = logging.getLogger(__name__)

ACCOUNT_PATH = "/internal/register/account"
# Request headers worth passing on: where the registrant is, and with what.
FORWARDED = ("x-forwarded-for", "user-agent")


class RegistrantAccount(WireModel):
    user_code: str
    access_token: str
    refresh_token: str
    failure_period_sec: int


async def open_account(
    app: FastAPI, request: AccountCreate, headers: Mapping[str, str], language: str
) -> RegistrantAccount:
    """The new account and its session; auth's refusals (a wrong code, a weak password, a
    registered mobile) reach the user as auth wrote them."""
    payload = {
        "mobile": request.mobile,
        "smsCode": request.sms_code,
        "name": request.name,
        "password": request.password,
        "browserID": request.browser_id,
    }
    passed = {name: value for name in FORWARDED if (value := headers.get(name))}
    answer = await ask_peer(
        peer_or_unavailable(app, PEER),
        ACCOUNT_PATH,
        payload,
        {"Accept-Language": language, **passed},
    )
    if answer.status != 200:
        error = USER_ERRORS.get(answer.status)
        if error is None or not answer.msg:
            logger.warning("auth %s answered status %s", ACCOUNT_PATH, answer.status)
            raise ServiceUnavailable()
        raise error(Text(answer.msg, answer.msg))
    try:
        return RegistrantAccount.model_validate(answer.body)
    except ValidationError as exc:
        logger.warning("auth %s answered an unexpected body", ACCOUNT_PATH)
        raise ServiceUnavailable() from exc
