"""Helpers of the registration tests: the registrant's wizard through the real auth service."""

import base64
from typing import Any

import httpx
from cryptography.hazmat.primitives import hashes, serialization
from cryptography.hazmat.primitives.asymmetric import padding, rsa
from fastapi import FastAPI
from sqlalchemy import select

from customer.registration.models import Registration
from portal_kit import outbox
from portal_kit.validators import credit_check_character

from .company_support import PDF, VALID_ID, upload
from .ops_support import settle
from .support import call

MOBILE = "13912340001"
NAME = "孙丽"
PASSWORD = "Regist@2026x"
BROWSER = "registerBrowser01"
# The registrant's own ID number (born 1990, correct check character).
OWN_ID = "110105199003071239"


def credit_code(first_17: str) -> str:
    """A unified social credit code with its right check character."""
    return first_17 + credit_check_character(first_17)


CREDIT_CODE = credit_code("91330100MA2H3K4L5")


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}", "Accept-Language": "en"}


def encrypt(auth_app: FastAPI, password: str) -> str:
    """What the web app does to a password field: RSA-OAEP-SHA256 to auth's credential key."""
    der = base64.b64decode(auth_app.state.credential_keys.current.spki)
    key = serialization.load_der_public_key(der)
    assert isinstance(key, rsa.RSAPublicKey)
    oaep = padding.OAEP(mgf=padding.MGF1(hashes.SHA256()), algorithm=hashes.SHA256(), label=None)
    return base64.b64encode(key.encrypt(password.encode(), oaep)).decode()


async def auth_call(auth_app: FastAPI, path: str, body: Any = None, **params: str) -> Any:
    transport = httpx.ASGITransport(app=auth_app)
    async with httpx.AsyncClient(transport=transport, base_url="http://auth.test") as http:
        url = path if path.startswith("/") else f"/web/portal/api/{path}"
        headers = {"Accept-Language": "en"}
        response = await http.post(url, json=body, params=params, headers=headers)
        return response.json()


async def send_code(auth_app: FastAPI, mobile: str = MOBILE, browser: str = BROWSER) -> Any:
    """Captcha, SMS token and ``register/sendSmsCode``, as the web app goes; the envelope."""
    assert (await auth_call(auth_app, "login/user/verify/code", browserID=browser))["ok"]
    [drawn, *_] = await outbox.read(auth_app.state.kv, browser)
    token = await auth_call(auth_app, f"/login/sms/token/{browser}", {"code": drawn.code})
    assert token["ok"], token
    sms_token = token["body"]["smsToken"]
    return await auth_call(
        auth_app, "register/sendSmsCode", browserID=browser, mobile=mobile, smsToken=sms_token
    )


async def sms_code(auth_app: FastAPI, mobile: str = MOBILE, browser: str = BROWSER) -> str:
    sent = await send_code(auth_app, mobile, browser)
    assert sent["ok"], sent
    [latest, *_] = await outbox.read(auth_app.state.kv, mobile)
    return latest.code


async def account(
    client: httpx.AsyncClient,
    auth_app: FastAPI,
    mobile: str = MOBILE,
    **changes: Any,
) -> dict[str, Any]:
    """``register/account`` with a fresh SMS code; the envelope."""
    body = {
        "mobile": mobile,
        "smsCode": await sms_code(auth_app, mobile),
        "name": NAME,
        "password": encrypt(auth_app, PASSWORD),
        "browserID": BROWSER,
    } | changes
    return await call(client, "register/account", {"Accept-Language": "en"}, body=body)


async def registrant(client: httpx.AsyncClient, auth_app: FastAPI, **changes: Any) -> str:
    """A registrant's access token, after a successful account step."""
    envelope = await account(client, auth_app, **changes)
    assert envelope["status"] == 200, envelope
    token: str = envelope["body"]["accessToken"]
    return token


async def licence(content_app: FastAPI, token: str) -> str:
    """A business licence (PDF) the registrant uploaded."""
    return await upload(content_app, bearer(token), PDF, "licence.pdf")


def permit(licence_token: str, **changes: Any) -> dict[str, Any]:
    return {
        "compName": "杭州示范供应链管理有限公司",
        "creditCode": CREDIT_CODE,
        "legalName": "周海",
        "legalIdNumber": VALID_ID,
        "provinceCode": "330000",
        "areaCode": "330100",
        "address": "杭州市西湖区文三路90号",
        "licenceFileToken": licence_token,
        "compRoles": ["C102", "C101"],
    } | changes


async def submit(
    client: httpx.AsyncClient, token: str, licence_token: str, **changes: Any
) -> dict[str, Any]:
    return await call(
        client, "register/permit", bearer(token), body=permit(licence_token, **changes)
    )


async def verify(client: httpx.AsyncClient, token: str) -> dict[str, Any]:
    """Real-name and face checks through the dev providers; the face completion's envelope."""
    checked = await call(
        client, "register/verify/realName", bearer(token), body={"name": NAME, "idNumber": OWN_ID}
    )
    assert checked["status"] == 200, checked
    started = await call(client, "register/verify/face/start", bearer(token))
    assert started["status"] == 200, started
    face_token = started["body"]["faceUrl"].split("token=", 1)[1]
    return await call(client, "register/verify/face/complete", body={"token": face_token})


async def pending(
    client: httpx.AsyncClient, auth_app: FastAPI, content_app: FastAPI, **changes: Any
) -> str:
    """A registrant whose registration waits for an operator; their access token."""
    token = await registrant(client, auth_app, **changes)
    submitted = await submit(client, token, await licence(content_app, token))
    assert submitted["status"] == 200, submitted
    done = await verify(client, token)
    assert done["body"] == {"status": "pending", "step": "approval"}, done
    return token


async def current(client: httpx.AsyncClient, token: str) -> dict[str, Any]:
    return await call(client, "register/current", bearer(token))


async def decide(
    client: httpx.AsyncClient,
    app: FastAPI,
    registration_id: int,
    *,
    approve: bool,
    reasons: dict[str, str] | None = None,
) -> dict[str, Any]:
    """Operators decide the registration in the console (reviewer, then approver)."""
    return await settle(client, app, "registration", registration_id, approve, reasons)


async def stored(app: FastAPI) -> list[Registration]:
    async with app.state.db.sessionmaker() as session:
        rows = await session.scalars(select(Registration).order_by(Registration.id))
        return list(rows.all())
