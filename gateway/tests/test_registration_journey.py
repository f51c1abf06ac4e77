"""Issue 5's registration, end to end through the gateway's real protocol: captcha → SMS →
account → permit (licence uploaded) → real-name → face → a reviewer recommends rejecting and
an approver rejects, with portalctl → the registrant signs in again, reads the reasons,
resubmits → the two operators approve → the
messages the decisions produced → the new administrator signs in and lands in the new
company as its root manager. Both backends, one clock."""

import asyncio
import json
from collections.abc import AsyncIterator, Callable, Coroutine
from typing import Any

import httpx
import pytest
from fastapi import FastAPI
from pydantic import SecretStr
from typer.testing import CliRunner, Result

from backoffice.demo import demo_api_token
from portal_client.protection import SECRET_KEY_PATH, Protected, encrypt_to
from portal_kit.validators import credit_check_character
from portalctl.cli import app as portalctl_app
from portalctl.runner import Runner
from portalctl.settings import Settings as PortalctlSettings

from .console_support import load_demo_operators

API = "/api/web/portal/api"
BROWSER = "registrationJourney01"
MOBILE = "13977770001"
PASSWORD = "Journey#2026ok"
NAME = "韩梅"
OWN_ID = "110105199003071239"
LEGAL_ID = "110105198506151236"
CREDIT_CODE = "91330100MA2J7P8Q9" + credit_check_character("91330100MA2J7P8Q9")
PDF = b"%PDF-1.7\n%\xe2\xe3\xcf\xd3\n1 0 obj\n<<>>\nendobj\n"
# The message service consumes events in the background: a decision's message follows it
# within about a second.
MESSAGE_WAIT_SEC = 15.0

Portalctl = Callable[..., Coroutine[Any, Any, Result]]


@pytest.fixture
async def browser(gateway_app: FastAPI) -> AsyncIterator[httpx.AsyncClient]:
    """The registrant's browser, from an address the portal has never seen."""
    transport = httpx.ASGITransport(app=gateway_app, client=("198.51.100.23", 50002))
    async with httpx.AsyncClient(
        transport=transport,
        base_url="http://portal.test",
        auth=Protected(),
        headers={"Accept-Language": "en"},
    ) as client:
        yield client


@pytest.fixture
async def portalctl(gateway_app: FastAPI, console_app: FastAPI) -> Portalctl:
    """``portalctl <args>`` as a demo operator (``as_=``: their username) runs it with their
    personal API token, through the console's listener beside the portal."""
    await load_demo_operators(gateway_app)
    transport = httpx.ASGITransport(app=console_app, client=("192.0.2.10", 40000))
    loop = asyncio.get_running_loop()

    def on_test_loop(work: Coroutine[Any, Any, Any]) -> Any:
        return asyncio.run_coroutine_threadsafe(work, loop).result()

    async def invoke(*args: str, as_: str) -> Result:
        settings = PortalctlSettings(token=SecretStr(demo_api_token(as_)))
        runner = Runner(settings, transport, on_test_loop)
        return await asyncio.to_thread(CliRunner().invoke, portalctl_app, list(args), obj=runner)

    return invoke


async def call(
    client: httpx.AsyncClient, path: str, token: str | None = None, **options: Any
) -> dict[str, Any]:
    headers = {"Authorization": f"Bearer {token}"} if token else {}
    response = await client.post(f"{API}/{path}", headers=headers, **options)
    assert response.status_code == 200, response.text
    envelope: dict[str, Any] = response.json()
    return envelope


async def succeeded(
    client: httpx.AsyncClient, path: str, token: str | None = None, **options: Any
) -> Any:
    envelope = await call(client, path, token, **options)
    assert envelope["ok"] is True, (path, envelope)
    return envelope["body"]


async def outbox(client: httpx.AsyncClient, to: str) -> list[dict[str, Any]]:
    items: list[dict[str, Any]] = (await client.get("/api/dev/outbox", params={"to": to})).json()[
        "body"
    ]
    return items


async def captcha(client: httpx.AsyncClient) -> str:
    await succeeded(client, "login/user/verify/code", params={"browserID": BROWSER})
    return str((await outbox(client, BROWSER))[0]["code"])


async def credential(client: httpx.AsyncClient, password: str) -> str:
    keys = (await client.post(SECRET_KEY_PATH)).json()["body"]
    return encrypt_to(keys["credential"]["spki"], password.encode())


async def sign_in(client: httpx.AsyncClient) -> dict[str, Any]:
    body = {
        "loginType": "password",
        "mobile": MOBILE,
        "password": await credential(client, PASSWORD),
        "code": await captcha(client),
        "browserID": BROWSER,
    }
    answer: dict[str, Any] = await succeeded(
        client, "login/user/mobileLoginWithSecurity", json=body
    )
    return answer


def permit(licence: str, **changes: Any) -> dict[str, Any]:
    return {
        "compName": "杭州示范保理服务有限公司（筹）",
        "creditCode": CREDIT_CODE,
        "legalName": "李雷",
        "legalIdNumber": LEGAL_ID,
        "provinceCode": "330000",
        "areaCode": "330100",
        "address": "杭州市上城区解放路1号",
        "licenceFileToken": licence,
        "compRoles": ["C102"],
    } | changes


def decided(result: Result) -> dict[str, Any]:
    assert result.exit_code == 0, result.output
    body: dict[str, Any] = json.loads(result.output)
    return body


async def messages(client: httpx.AsyncClient, token: str, expected: int) -> list[dict[str, Any]]:
    """The caller's in-site messages, once the background consumer has written ``expected``."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + MESSAGE_WAIT_SEC
    while True:
        page = await succeeded(client, "message/list", token, json={"pageSize": 20})
        if page["total"] >= expected or loop.time() > deadline:
            rows: list[dict[str, Any]] = page["list"]
            return rows
        await asyncio.sleep(0.2)


async def test_from_the_first_sms_to_the_first_sign_in_of_the_new_administrator(
    browser: httpx.AsyncClient, portalctl: Portalctl
) -> None:
    # Account: captcha → SMS token → SMS code → account (password encrypted for auth alone).
    solved = {"code": await captcha(browser)}
    granted = (await browser.post(f"/api/login/sms/token/{BROWSER}", json=solved)).json()
    sms_token = granted["body"]["smsToken"]
    sent = await succeeded(
        browser,
        "register/sendSmsCode",
        params={"browserID": BROWSER, "mobile": MOBILE, "smsToken": sms_token},
    )
    assert sent["to"] == "139****0001"
    code = (await outbox(browser, MOBILE))[0]["code"]
    account = await succeeded(
        browser,
        "register/account",
        json={
            "mobile": MOBILE,
            "smsCode": code,
            "name": NAME,
            "password": await credential(browser, PASSWORD),
            "browserID": BROWSER,
        },
    )
    assert account["step"] == "permit"
    token = account["accessToken"]

    # A registrant session reaches no company's data, and renews without an employee.
    refused = await call(browser, "cust/employee/info/comp", token, params={"productCode": "EC"})
    assert refused["status"] == 403
    renewed = await succeeded(
        browser, "employee/refresh/token", json={"refreshToken": account["refreshToken"]}
    )
    token = renewed["accessToken"]

    # Permit: the business licence uploaded through the gateway, then the details.
    stored = await browser.post(
        f"{API}/third/file/store",
        headers={"Authorization": f"Bearer {token}"},
        files={"file": ("licence.pdf", PDF, "application/pdf")},
    )
    licence = stored.json()["body"]["fileToken"]
    wrong_id = await call(
        browser, "register/permit", token, json=permit(licence, legalIdNumber=LEGAL_ID[:-1] + "0")
    )
    assert wrong_id["status"] == 400
    assert wrong_id["msg"] == "legalIdNumber: The ID number's check code is incorrect."
    details = await succeeded(
        browser, "register/permit", token, json=permit(licence, compName="杭州示范保理服务公司")
    )
    assert details["step"] == "verification"

    # Verification: real-name, then the face link (public: it may be opened on a phone).
    await succeeded(
        browser, "register/verify/realName", token, json={"name": NAME, "idNumber": OWN_ID}
    )
    face = await succeeded(browser, "register/verify/face/start", token)
    assert face["faceUrl"].startswith("/face-success?token=")
    face_token = face["faceUrl"].split("token=", 1)[1]
    done = await succeeded(browser, "register/verify/face/complete", json={"token": face_token})
    assert done == {"status": "pending", "step": "approval"}
    registration = await succeeded(browser, "register/current", token)
    registration_id = registration["registrationId"]
    comp_code = registration["compCode"]

    # A reviewer recommends rejecting, with a reason per field; an approver rejects.
    waiting = decided(
        await portalctl("registration", "list", "--stage", "awaitingReview", as_="reviewer")
    )
    assert registration_id in [case["id"] for case in waiting["rows"]]
    reason = ("--reason", "compName=must match the licence: 杭州示范保理服务有限公司")
    case = str(registration_id)
    decided(await portalctl("registration", "recommend", case, "--reject", *reason, as_="reviewer"))
    rejected = decided(await portalctl("registration", "reject", case, *reason, as_="approver"))
    assert rejected["status"] == "rejected"

    # The registrant signs in again, is sent back to the wizard and reads why.
    again = await sign_in(browser)
    assert (again["next"], again["registrationStep"]) == ("register", "permit")
    token = again["accessToken"]
    shown = await succeeded(browser, "register/current", token)
    assert shown["status"] == "rejected"
    assert shown["reasons"] == {"compName": "must match the licence: 杭州示范保理服务有限公司"}
    resubmitted = await succeeded(
        browser, "register/permit", token, json=permit(licence, compName="杭州示范保理服务有限公司")
    )
    # The registrant's own verification stands: straight back to review.
    assert (resubmitted["status"], resubmitted["step"]) == ("pending", "approval")

    # The two operators approve; the still signed-in registrant switches into the new company.
    decided(await portalctl("registration", "recommend", case, "--approve", as_="reviewer"))
    approved = decided(await portalctl("registration", "approve", case, as_="approver"))
    assert (approved["id"], approved["status"]) == (registration_id, "approved")
    success = await succeeded(browser, "register/current", token)
    assert (success["status"], success["step"]) == ("approved", "success")
    switched = await succeeded(
        browser,
        "employee/refresh/token",
        json={"refreshToken": again["refreshToken"], "employeeCode": success["employeeCode"]},
    )
    info = await succeeded(
        browser, "cust/employee/info/comp", switched["accessToken"], params={"productCode": "EC"}
    )
    assert info["compCode"] == comp_code

    # The new administrator signs in afresh and lands in the new company as root manager.
    first = await sign_in(browser)
    assert first["next"] == "tokens"
    admin = first["accessToken"]
    company = await succeeded(
        browser, "cust/employee/info/comp", admin, params={"productCode": "EC"}
    )
    assert company["compCode"] == comp_code
    assert company["compName"] == "杭州示范保理服务有限公司"
    assert company["rootManager"] == 1
    assert company["employeeRole"] == ["E101"]
    assert {role["compRole"] for role in company["compRole"]} == {"C102", "C106"}
    detail = await succeeded(browser, "company/info/detail", admin, json={"compCode": comp_code})
    assert detail["creditCode"] == CREDIT_CODE
    assert detail["legalRepIdNumber"] == "110105********1236"

    # The messages the decisions produced, consumed from the event streams.
    rows = await messages(browser, admin, expected=2)
    assert sorted(row["title"] for row in rows) == [
        "Company registration approved",
        "Company registration not approved",
    ]
    unread = await succeeded(
        browser, "message/getIsUnreadNumbers", admin, params={"receiveCompCode": comp_code}
    )
    assert unread == 2
