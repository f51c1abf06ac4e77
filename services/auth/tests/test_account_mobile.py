"""My account: changing the mobile, proven by both codes within 10 minutes (issue 4, item 2)."""

from collections.abc import Callable
from typing import Any

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import select

from auth.models import User
from portal_kit.clock import ManualClock
from portal_kit.testing import staged_events

from .conftest import call, outbox

CAPTCHA = "company/custAccount/verify/code"
CAPTCHA_VALID = "verify/codeValid"
CHECK = "mobile/check"
SEND_NEW = "sms/sendMobileNewCode"
CODES_VALID = "sms/mobileNewCodeValid"
UPDATE = "mobile/update"
MOBILE = "13800000003"
NEW = "13900000055"
OTHER_NEW = "13900000066"
BROWSER = "browser-0001"


async def latest_code(client: httpx.AsyncClient, to: str) -> str:
    return str((await outbox(client, to))[0]["code"])


async def old_mobile_code(client: httpx.AsyncClient, token: str) -> str:
    drawn = await call(client, CAPTCHA, token=token, browserID=BROWSER)
    assert drawn["ok"], drawn
    answer = await latest_code(client, BROWSER)
    sent = await call(client, CAPTCHA_VALID, token=token, code=answer, browserID=BROWSER)
    assert sent["body"]["to"] == "138****0003", sent
    return await latest_code(client, MOBILE)


async def new_mobile_code(client: httpx.AsyncClient, token: str, mobile: str = NEW) -> str:
    sent = await call(client, SEND_NEW, token=token, mobile=mobile, browserID=BROWSER)
    assert sent["ok"], sent
    return await latest_code(client, mobile)


async def both_codes(client: httpx.AsyncClient, token: str, old: str, new: str) -> dict[str, Any]:
    return await call(client, CODES_VALID, token=token, code=old, newCode=new, browserID=BROWSER)


async def mobile_events(app: FastAPI) -> list[dict[str, Any]]:
    """The ``user.mobile_changed`` events the calls staged (published once committed)."""
    return await staged_events(app, "user.mobile_changed")


async def mobile_of(app: FastAPI, user_code: str) -> str:
    async with app.state.db.sessionmaker() as session:
        return str(await session.scalar(select(User.mobile).where(User.user_code == user_code)))


Issued = Callable[[str], str]


@pytest.fixture
def issued(service_app: FastAPI, clock: ManualClock, demo_users: None) -> Issued:
    """A fresh access token of a user, as sign-in would issue it (mobile/check reads only the
    token's user)."""

    def token_of(user_code: str) -> str:
        signer = service_app.state.token_signer
        return str(
            signer.issue(
                user_code=user_code,
                session_id=f"S-{user_code}",
                employee_code="",
                comp_code="",
                role="",
                biz="",
            )
        )

    return token_of


class TestMobileCheck:
    async def test_a_free_mobile_is_available(self, client: httpx.AsyncClient, token: str) -> None:
        envelope = await call(client, CHECK, token=token, mobile=NEW)

        assert envelope["body"] == {"available": True, "current": False}

    async def test_another_accounts_mobile_is_not(
        self, client: httpx.AsyncClient, token: str
    ) -> None:
        envelope = await call(client, CHECK, token=token, mobile="13800000002")

        assert envelope["body"] == {"available": False, "current": False}

    async def test_the_callers_own_mobile_is_not_and_says_so(
        self, client: httpx.AsyncClient, token: str
    ) -> None:
        # The plain employee of the token fixture signs in with 13800000003.
        envelope = await call(client, CHECK, token=token, mobile="13800000003")

        assert envelope["body"] == {"available": False, "current": True}

    async def test_a_malformed_mobile_is_400(self, client: httpx.AsyncClient, token: str) -> None:
        envelope = await call(client, CHECK, token=token, mobile="2380000")

        assert envelope["status"] == 400

    async def test_the_eleventh_check_in_an_hour_waits(
        self, client: httpx.AsyncClient, clock: ManualClock, issued: Issued
    ) -> None:
        for index in range(10):
            checked = await call(client, CHECK, token=issued("U0003"), mobile=f"1390000{index:04d}")
            assert checked["status"] == 200, checked
        clock.advance(minutes=30)

        refused = await call(client, CHECK, token=issued("U0003"), mobile="13900000200")
        clock.advance(minutes=30, seconds=1)
        later = await call(client, CHECK, token=issued("U0003"), mobile="13900000200")

        assert (refused["status"], refused["body"]) == (429, None)
        assert refused["msg"] == "Too many requests; please try again in 30 minutes."
        assert later["body"] == {"available": True, "current": False}

    async def test_many_users_behind_one_ip_are_limited_together(
        self, client: httpx.AsyncClient, issued: Issued
    ) -> None:
        for index in range(60):
            user = issued(f"U9{index // 10:03d}")
            checked = await call(client, CHECK, token=user, ip="203.0.113.7", mobile=NEW)
            assert checked["status"] == 200, checked

        refused = await call(client, CHECK, token=issued("U9999"), ip="203.0.113.7", mobile=NEW)
        elsewhere = await call(client, CHECK, token=issued("U9999"), ip="203.0.113.8", mobile=NEW)

        assert refused["status"] == 429
        assert refused["msg"] == "Too many requests; please try again in 60 minutes."
        assert elsewhere["status"] == 200


class TestMobileChange:
    async def test_both_codes_then_the_update(
        self, client: httpx.AsyncClient, service_app: FastAPI, token: str
    ) -> None:
        old = await old_mobile_code(client, token)
        new = await new_mobile_code(client, token)

        granted = await both_codes(client, token, old, new)
        updated = await call(client, UPDATE, token=token, mobile=NEW)

        assert granted["body"] == {"to": "139****0055", "expiresInSec": 600}
        assert updated == {"ok": True, "status": 200, "msg": "", "body": None}
        assert await mobile_of(service_app, "U0003") == NEW
        assert await service_app.state.kv.get("change-grant:mobile:U0003") is None
        # Customer keeps a copy on the user's employee records: told after the commit.
        [event] = await mobile_events(service_app)
        assert (event["userCode"], event["mobile"]) == ("U0003", NEW)
        assert event["changedAt"]

    async def test_a_wrong_captcha_sends_nothing(
        self, client: httpx.AsyncClient, token: str
    ) -> None:
        await call(client, CAPTCHA, token=token, browserID=BROWSER)

        envelope = await call(client, CAPTCHA_VALID, token=token, code="XXXX", browserID=BROWSER)

        assert envelope["status"] == 400
        assert await outbox(client, MOBILE) == []

    async def test_no_update_without_a_grant(
        self, client: httpx.AsyncClient, service_app: FastAPI, token: str
    ) -> None:
        envelope = await call(client, UPDATE, token=token, mobile=NEW)

        assert envelope["status"] == 400
        assert await mobile_of(service_app, "U0003") == MOBILE
        assert await mobile_events(service_app) == []

    async def test_the_grant_dies_after_10_minutes(
        self, client: httpx.AsyncClient, clock: ManualClock, token: str
    ) -> None:
        old = await old_mobile_code(client, token)
        assert (await both_codes(client, token, old, await new_mobile_code(client, token)))["ok"]
        clock.advance(minutes=10)

        envelope = await call(client, UPDATE, token=token, mobile=NEW)

        assert envelope["status"] == 400

    async def test_the_grant_is_for_that_mobile_only(
        self, client: httpx.AsyncClient, token: str
    ) -> None:
        old = await old_mobile_code(client, token)
        assert (await both_codes(client, token, old, await new_mobile_code(client, token)))["ok"]

        envelope = await call(client, UPDATE, token=token, mobile=OTHER_NEW)

        assert envelope["status"] == 400

    async def test_an_expired_code_is_refused(
        self, client: httpx.AsyncClient, clock: ManualClock, token: str
    ) -> None:
        old = await old_mobile_code(client, token)
        new = await new_mobile_code(client, token)
        clock.advance(seconds=301)

        envelope = await both_codes(client, token, old, new)

        assert envelope["status"] == 400

    async def test_a_code_is_used_once(self, client: httpx.AsyncClient, token: str) -> None:
        old = await old_mobile_code(client, token)
        new = await new_mobile_code(client, token)

        first = await both_codes(client, token, old, new)
        again = await both_codes(client, token, old, new)

        assert first["ok"]
        assert again["status"] == 400

    async def test_a_typo_in_the_new_code_keeps_the_old_one_usable(
        self, client: httpx.AsyncClient, service_app: FastAPI, token: str
    ) -> None:
        old = await old_mobile_code(client, token)
        new = await new_mobile_code(client, token)
        typo = f"{(int(new) + 1) % 1_000_000:06d}"

        refused = await both_codes(client, token, old, typo)
        granted = await both_codes(client, token, old, new)
        updated = await call(client, UPDATE, token=token, mobile=NEW)

        assert (refused["status"], refused["msg"]) == (
            400,
            "The verification code is incorrect or has expired.",
        )
        assert granted["body"] == {"to": "139****0055", "expiresInSec": 600}
        assert updated["status"] == 200
        assert await mobile_of(service_app, "U0003") == NEW

    async def test_a_typo_in_the_old_code_keeps_the_new_one_usable(
        self, client: httpx.AsyncClient, token: str
    ) -> None:
        old = await old_mobile_code(client, token)
        new = await new_mobile_code(client, token)
        typo = f"{(int(old) + 1) % 1_000_000:06d}"

        refused = await both_codes(client, token, typo, new)
        granted = await both_codes(client, token, old, new)
        again = await both_codes(client, token, old, new)

        assert refused["status"] == 400
        assert granted["status"] == 200
        # Both were used up together by the success.
        assert again["status"] == 400

    async def test_five_typos_in_the_new_code_kill_it_alone(
        self, client: httpx.AsyncClient, clock: ManualClock, token: str
    ) -> None:
        old = await old_mobile_code(client, token)
        new = await new_mobile_code(client, token)
        typo = f"{(int(new) + 1) % 1_000_000:06d}"
        for _ in range(5):
            assert (await both_codes(client, token, old, typo))["status"] == 400

        dead = await both_codes(client, token, old, new)
        clock.advance(seconds=121)  # the resend wait
        fresh = await both_codes(client, token, old, await new_mobile_code(client, token))

        assert dead["status"] == 400
        assert fresh["status"] == 200

    async def test_a_code_for_another_new_mobile_is_refused(
        self, client: httpx.AsyncClient, clock: ManualClock, token: str
    ) -> None:
        old = await old_mobile_code(client, token)
        first_new = await new_mobile_code(client, token)
        await new_mobile_code(client, token, OTHER_NEW)

        envelope = await both_codes(client, token, old, first_new)

        assert envelope["status"] == 400

    async def test_codes_from_another_browser_are_refused(
        self, client: httpx.AsyncClient, token: str
    ) -> None:
        old = await old_mobile_code(client, token)
        new = await new_mobile_code(client, token)

        envelope = await call(
            client, CODES_VALID, token=token, code=old, newCode=new, browserID="browser-other"
        )

        assert envelope["status"] == 400

    async def test_no_code_to_a_mobile_already_taken(
        self, client: httpx.AsyncClient, token: str
    ) -> None:
        envelope = await call(
            client, SEND_NEW, token=token, mobile="13800000002", browserID=BROWSER
        )

        assert envelope["status"] == 409
        assert await outbox(client, "13800000002") == []

    async def test_a_mobile_taken_meanwhile_is_409(
        self, client: httpx.AsyncClient, service_app: FastAPI, token: str
    ) -> None:
        old = await old_mobile_code(client, token)
        assert (await both_codes(client, token, old, await new_mobile_code(client, token)))["ok"]
        async with service_app.state.db.sessionmaker() as session:
            user = await session.get(User, "U0002")
            assert user is not None
            user.mobile = NEW
            await session.commit()

        envelope = await call(client, UPDATE, token=token, mobile=NEW)

        assert envelope["status"] == 409
        assert await mobile_of(service_app, "U0003") == MOBILE
        assert await mobile_events(service_app) == []
