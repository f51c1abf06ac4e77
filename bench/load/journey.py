"""What one simulated user does, as the web app makes the calls.

A session: the sign-in page (keys, image captcha, whose answer a person reads off the image and
the bench off the dev outbox), a few seconds of typing, the password sign-in (and the company
choice for users of two companies), the product centre as the signed-in shell loads it; then
pages in a fixed round, a think time before each: the message centre, a message (or an
announcement), the account page, a product's workbench, and switching company (users of one
company go back to the product centre instead); finally logout, and a new session.
Calls a page makes together are sent together, over the browser's parallel connections.
"""

import asyncio
import random
import time
from collections.abc import Awaitable, Callable
from dataclasses import dataclass
from typing import Any

from bench.load.browser import Browser, CallFailed, PageKeys
from bench.load.users import PASSWORD, LoadUser

SECRET_KEY = "login/user/rsa/secretKey"  # noqa: S105 (a path)
ACCOUNT_CENTRE = "CRM"
PRODUCT = "EC"


@dataclass(frozen=True)
class Pace:
    think: tuple[float, float]  # seconds between a page's answers and the next click
    typing: tuple[float, float]  # filling in the sign-in form
    pages_per_session: int


@dataclass
class Session:
    user: LoadUser
    browser: Browser
    pace: Pace
    refresh_token: str = ""
    current: int = 0  # which of the user's employee records is signed in
    message_id: int | None = None

    @property
    def comp_code(self) -> str:
        return self.user.employees[self.current][1]


async def together(*calls: Awaitable[Any]) -> list[Any]:
    """The calls a page makes at once; a failure fails the page, after the others end."""
    answers = await asyncio.gather(*calls, return_exceptions=True)
    for answer in answers:
        if isinstance(answer, BaseException):
            raise answer
    return answers


async def sign_in(session: Session, serial: int) -> None:
    browser, user = session.browser, session.user
    browser.new_page()
    browser.keys = PageKeys.from_secret_key(await browser.call(SECRET_KEY, protected=False))
    browser_id = f"load{user.index:05d}x{serial}"
    await browser.call("login/user/verify/code", {"browserID": browser_id})
    outbox = await browser.call(
        "/api/dev/outbox", {"to": browser_id}, protected=False, method="GET", name="dev/outbox"
    )
    captcha = outbox[0]["code"]
    await think(session.pace.typing)
    answer = await browser.call(
        "login/user/mobileLoginWithSecurity",
        body={
            "loginType": "password",
            "mobile": user.mobile,
            "password": browser.keys.encrypt_password(PASSWORD),
            "code": captcha,
            "browserID": browser_id,
        },
    )
    session.current = 0
    if answer["next"] == "chooseCompany":
        browser.token = answer["accessToken"]
        await think(session.pace.think)
        answer = await browser.call(
            "employee/refresh/token",
            body={"refreshToken": answer["refreshToken"], "employeeCode": user.employees[0][0]},
        )
    elif answer["next"] != "tokens":
        raise CallFailed(f"sign-in asked for {answer['next']}")
    browser.token = answer["accessToken"]
    session.refresh_token = answer["refreshToken"]
    browser.recorder.sign_ins.append(time.perf_counter() - browser.recorder.began)


async def product_centre(session: Session) -> None:
    """The signed-in shell (companies, avatar, unread badge, company) and the product list."""
    browser, comp = session.browser, session.comp_code
    await together(
        browser.call("cust/employee/comps/all"),
        browser.call("company/custAccount/login/view"),
        browser.call("message/getIsUnreadNumbers", {"receiveCompCode": comp}),
        browser.call("cust/employee/info/comp", {"productCode": ACCOUNT_CENTRE}),
    )
    await together(
        browser.call("res/menu/emp/role/findResAllByToken", {"productCode": ACCOUNT_CENTRE}),
        browser.call("cust/product/findAllByPermitStatus", {"compCode": comp}),
    )


async def messages(session: Session) -> None:
    browser = session.browser
    page, _ = await together(
        browser.call("message/list", body={"pageNum": 1, "pageSize": 10}),
        browser.call("message/getIsUnreadNumbers", {"receiveCompCode": session.comp_code}),
    )
    session.message_id = page["list"][0]["id"] if page["list"] else None


async def message(session: Session) -> None:
    """A message opened (marked read, the badge refreshed), or an announcement without one."""
    browser = session.browser
    if session.message_id is not None:
        await browser.call("message/detail", body={"id": session.message_id})
        await browser.call("message/getIsUnreadNumbers", {"receiveCompCode": session.comp_code})
        return
    page = await browser.call("affiche/list", body={"pageNum": 1, "pageSize": 10})
    if page["list"]:
        await browser.call("affiche/detail", body={"id": page["list"][0]["id"]})


async def account(session: Session) -> None:
    browser = session.browser
    await together(
        browser.call("company/custAccount/login/view"),
        browser.call("loginInfo/view", {"pageNum": 1, "pageSize": 10}),
    )


async def workbench(session: Session) -> None:
    browser = session.browser
    await together(
        browser.call("cust/employee/info/comp", {"productCode": PRODUCT}),
        browser.call("res/menu/emp/role/findResAllByToken", {"productCode": PRODUCT}),
    )


async def switch_company(session: Session) -> None:
    if len(session.user.employees) > 1:
        session.current = 1 - session.current
        answer = await session.browser.call(
            "employee/refresh/token",
            body={
                "refreshToken": session.refresh_token,
                "employeeCode": session.user.employees[session.current][0],
            },
        )
        session.browser.token = answer["accessToken"]
        session.refresh_token = answer["refreshToken"]
    await product_centre(session)


PAGES: tuple[Callable[[Session], Awaitable[None]], ...] = (
    messages,
    message,
    account,
    workbench,
    switch_company,
)


async def think(bounds: tuple[float, float]) -> None:
    await asyncio.sleep(random.uniform(*bounds))  # noqa: S311 (a pause, not a secret)


async def user_journey(
    user: LoadUser, browser: Browser, pace: Pace, start_after: float, stop_at: float
) -> None:
    """Sessions one after another from ``start_after`` until ``stop_at`` (perf_counter)."""
    await asyncio.sleep(max(0.0, start_after - time.perf_counter()))
    serial = 0
    first_page = user.index % len(PAGES)
    while time.perf_counter() < stop_at:
        session = Session(user, browser, pace)
        serial += 1
        try:
            await sign_in(session, serial)
            await product_centre(session)
            for step in range(pace.pages_per_session):
                if time.perf_counter() >= stop_at:
                    return
                await think(pace.think)
                await PAGES[(first_page + step) % len(PAGES)](session)
            await think(pace.think)
            await browser.call("login/user/logout")
        except CallFailed:
            pass  # recorded; the user starts over
        await think(pace.think)
