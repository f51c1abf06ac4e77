"""My account: the account summary and the sign-in history (issue 4, item 2)."""

from typing import Any

import httpx

from auth.account.device import describe
from auth.seed import DEMO_PASSWORD
from portal_kit.clock import ManualClock

from .conftest import call, password_sign_in, signed_in

VIEW = "company/custAccount/login/view"
HISTORY = "loginInfo/view"
MOBILE = "13800000003"
CHROME = (
    "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) "
    "Chrome/120.0 Safari/537.36"
)


class TestAccountView:
    async def test_shows_masked_contacts_and_the_previous_sign_in(
        self,
        client: httpx.AsyncClient,
        clock: ManualClock,
        encrypt: Any,
        demo_users: None,
        peers: None,
    ) -> None:
        first = clock.now()
        await password_sign_in(client, encrypt, MOBILE, DEMO_PASSWORD, ip="127.0.0.1")
        clock.advance(hours=1)
        token = (await signed_in(client, encrypt))["accessToken"]

        envelope = await call(client, VIEW, token=token)

        assert envelope["ok"], envelope
        assert envelope["body"] == {
            "userName": "李娜",
            "mobile": "138****0003",
            "email": "l***@demo.example",
            "avatarFileToken": None,
            "lastSignInAt": envelope["body"]["lastSignInAt"],
            "lastSignInIp": "127.0.0.1",
        }
        assert envelope["body"]["lastSignInAt"].startswith(first.strftime("%Y-%m-%dT%H:%M:%S"))

    async def test_the_first_sign_in_has_no_previous_one(
        self,
        client: httpx.AsyncClient,
        clock: ManualClock,
        encrypt: Any,
        demo_users: None,
        peers: None,
    ) -> None:
        token = (await signed_in(client, encrypt))["accessToken"]

        envelope = await call(client, VIEW, token=token)

        assert envelope["body"]["lastSignInAt"] is None
        assert envelope["body"]["lastSignInIp"] is None

    async def test_needs_a_signed_in_caller(self, client: httpx.AsyncClient) -> None:
        envelope = await call(client, VIEW)

        assert envelope["status"] == 401


class TestSignInHistory:
    async def test_pages_newest_first_with_a_readable_device(
        self,
        client: httpx.AsyncClient,
        clock: ManualClock,
        encrypt: Any,
        demo_users: None,
        peers: None,
    ) -> None:
        await password_sign_in(client, encrypt, MOBILE, "Wrong@123456")
        for _ in range(11):
            clock.advance(minutes=1)
            token = (await signed_in(client, encrypt))["accessToken"]

        first = await call(client, HISTORY, token=token)
        second = await call(client, HISTORY, token=token, pageNum="2")

        assert first["body"]["total"] == 12
        assert len(first["body"]["rows"]) == 10
        assert [r["at"] for r in first["body"]["rows"]] == sorted(
            (r["at"] for r in first["body"]["rows"]), reverse=True
        )
        assert first["body"]["rows"][0] == {
            "at": first["body"]["rows"][0]["at"],
            "ip": "127.0.0.1",
            "device": "pytest-browser/1.0",
            "method": "password",
            "result": "success",
        }
        assert [r["result"] for r in second["body"]["rows"]] == ["success", "wrong_credentials"]

    async def test_never_shows_another_users_rows(
        self,
        client: httpx.AsyncClient,
        clock: ManualClock,
        encrypt: Any,
        demo_users: None,
        peers: None,
    ) -> None:
        await password_sign_in(client, encrypt, "13800000002", DEMO_PASSWORD)
        await password_sign_in(client, encrypt, "13800000002", "Wrong@123456")
        token = (await signed_in(client, encrypt))["accessToken"]

        envelope = await call(client, HISTORY, token=token, pageSize="100")

        assert envelope["body"]["total"] == 1
        assert len(envelope["body"]["rows"]) == 1

    async def test_refuses_a_page_size_over_100(
        self,
        client: httpx.AsyncClient,
        clock: ManualClock,
        encrypt: Any,
        demo_users: None,
        peers: None,
    ) -> None:
        token = (await signed_in(client, encrypt))["accessToken"]

        envelope = await call(client, HISTORY, token=token, pageSize="101")

        assert envelope["status"] == 400

    async def test_refuses_a_huge_page_number_naming_it(
        self,
        client: httpx.AsyncClient,
        clock: ManualClock,
        encrypt: Any,
        demo_users: None,
        peers: None,
    ) -> None:
        token = (await signed_in(client, encrypt))["accessToken"]

        envelope = await call(client, HISTORY, token=token, pageNum=str(10**19))

        assert (envelope["status"], envelope["msg"]) == (400, "pageNum must be at most 1000000")


class TestDevice:
    def test_names_the_browser_and_system(self) -> None:
        assert describe(CHROME) == "Chrome on Windows"

    def test_names_a_tool_the_rules_know(self) -> None:
        assert describe("curl/8.5.0 extra") == "curl"

    def test_keeps_the_first_token_of_anything_else(self) -> None:
        assert describe("python-httpx/0.27 extra") == "python-httpx/0.27"
        assert describe("") == "unknown"
