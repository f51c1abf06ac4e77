"""The account step: auth opens the account, customer the registration (draft, permit step)."""

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import func, select

from auth.models import User
from customer.registration import account as account_step
from portal_kit.clock import ManualClock
from portal_kit.errors import ServiceUnavailable
from portal_kit.passwords import verify_password
from portal_kit.tokens import TokenVerifier

from .conftest import Headers
from .registration_support import (
    MOBILE,
    NAME,
    PASSWORD,
    account,
    bearer,
    current,
    encrypt,
    registrant,
    send_code,
    sms_code,
    stored,
)
from .support import call
from .test_invitation_create import create

pytestmark = pytest.mark.usefixtures("demo")


async def users_with_mobile(auth_app: FastAPI, mobile: str) -> int:
    async with auth_app.state.db.sessionmaker() as session:
        statement = select(func.count()).select_from(User).where(User.mobile == mobile)
        return await session.scalar(statement) or 0


class TestAccount:
    async def test_opens_the_account_the_registration_and_a_registrant_session(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        auth_peer: FastAPI,
        clock: ManualClock,
    ) -> None:
        envelope = await account(client, auth_peer)

        assert envelope["status"] == 200, envelope
        body = envelope["body"]
        assert body["step"] == "permit"
        assert body["failurePeriodSec"] == 1800
        assert body["invitation"] is None
        claims = TokenVerifier.from_directory(
            service_app.state.settings.token_key_directory, clock
        ).verify(body["accessToken"])
        assert (claims.employee_code, claims.comp_code, claims.role, claims.biz) == ("", "", "", "")
        [row] = await stored(service_app)
        assert row.id == body["registrationId"]
        assert (row.user_code, row.mobile, row.name) == (claims.user_code, MOBILE, NAME)
        assert (row.status, row.step) == ("draft", "permit")
        assert row.comp_code.startswith("C")
        assert len(row.comp_code) == 12
        shown = await current(client, body["accessToken"])
        assert shown["body"]["mobile"] == "139****0001"
        assert shown["body"]["status"] == "draft"
        assert shown["body"]["compCode"] == row.comp_code
        assert shown["body"]["reasons"] == {}

    async def test_a_wrong_sms_code_opens_nothing(
        self, client: httpx.AsyncClient, service_app: FastAPI, auth_peer: FastAPI
    ) -> None:
        await sms_code(auth_peer)

        envelope = await call(
            client,
            "register/account",
            {"Accept-Language": "en"},
            body={
                "mobile": MOBILE,
                "smsCode": "000000",
                "name": NAME,
                "password": encrypt(auth_peer, PASSWORD),
                "browserID": "registerBrowser01",
            },
        )

        assert envelope["status"] == 400
        assert envelope["msg"] == "smsCode: the verification code is incorrect or has expired"
        assert await stored(service_app) == []
        assert await users_with_mobile(auth_peer, MOBILE) == 0

    async def test_a_weak_password_names_the_rule_and_the_code_stays_usable(
        self, client: httpx.AsyncClient, service_app: FastAPI, auth_peer: FastAPI
    ) -> None:
        code = await sms_code(auth_peer)
        body = {
            "mobile": MOBILE,
            "smsCode": code,
            "name": NAME,
            "browserID": "registerBrowser01",
        }

        weak = await call(
            client,
            "register/account",
            {"Accept-Language": "en"},
            body=body | {"password": encrypt(auth_peer, "abcdefgh")},
        )
        strong = await call(
            client,
            "register/account",
            {"Accept-Language": "en"},
            body=body | {"password": encrypt(auth_peer, PASSWORD)},
        )

        assert weak["status"] == 400
        assert weak["msg"] == (
            "password: The password must mix at least three of: lower-case letters, "
            "upper-case letters, digits and symbols."
        )
        assert strong["status"] == 200, strong
        assert len(await stored(service_app)) == 1

    async def test_a_registered_mobile_is_told_to_sign_in(
        self, client: httpx.AsyncClient, service_app: FastAPI, auth_peer: FastAPI
    ) -> None:
        sent = await send_code(auth_peer, "13800000001")
        taken = await account(client, auth_peer, mobile=MOBILE)
        again = await call(
            client,
            "register/account",
            {"Accept-Language": "en"},
            body={
                "mobile": MOBILE,
                "smsCode": "123456",
                "name": NAME,
                "password": encrypt(auth_peer, PASSWORD),
                "browserID": "registerBrowser01",
            },
        )

        assert sent["status"] == 409
        assert sent["msg"] == (
            "This mobile number is registered; sign in to continue a registration."
        )
        assert taken["status"] == 200
        assert again["status"] == 409
        assert again["msg"] == sent["msg"]
        assert len(await stored(service_app)) == 1

    async def test_bad_input_names_the_field(
        self, client: httpx.AsyncClient, service_app: FastAPI, auth_peer: FastAPI
    ) -> None:
        envelope = await account(client, auth_peer, name="   ")

        assert envelope["status"] == 400
        assert envelope["msg"] == "name must have at least 1 characters"
        assert await stored(service_app) == []

    async def test_a_valid_invitation_pre_fills_the_company(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        auth_peer: FastAPI,
        signed_in: Headers,
    ) -> None:
        issued = await create(client, signed_in("EMP0004"), mobile=MOBILE, compRole="C104")

        envelope = await account(client, auth_peer, inviteCode=issued["code"].lower())

        assert envelope["status"] == 200, envelope
        assert envelope["body"]["invitation"]["inviterCompName"] == "上海示范核心企业集团有限公司"
        shown = (await current(client, envelope["body"]["accessToken"]))["body"]
        assert shown["compName"] == "杭州示范物流有限公司"
        assert shown["compRoles"] == ["C104"]
        assert shown["invitation"]["compRole"] == "C104"
        [row] = await stored(service_app)
        assert row.invite_code is not None
        assert issued["code"] not in row.invite_code

    async def test_an_invitation_sent_to_another_mobile_is_dropped(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        auth_peer: FastAPI,
        signed_in: Headers,
    ) -> None:
        issued = await create(client, signed_in("EMP0004"), mobile="13912340009")

        envelope = await account(client, auth_peer, inviteCode=issued["code"])

        assert envelope["status"] == 200, envelope
        assert envelope["body"]["invitation"] is None
        [row] = await stored(service_app)
        assert (row.invite_code, row.comp_name, row.comp_roles) == (None, None, None)

    async def test_an_invalid_invitation_is_dropped(
        self, client: httpx.AsyncClient, service_app: FastAPI, auth_peer: FastAPI
    ) -> None:
        envelope = await account(client, auth_peer, inviteCode="NOSUCHCODE234567")

        assert envelope["status"] == 200, envelope
        assert envelope["body"]["invitation"] is None
        [row] = await stored(service_app)
        assert row.invite_code is None
        assert row.comp_name is None


class TestFailureAfterAuthAnswered:
    async def test_the_same_mobile_registers_again_on_the_account_left_behind(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        auth_peer: FastAPI,
        monkeypatch: pytest.MonkeyPatch,
    ) -> None:
        auth_clock = auth_peer.state.clock = ManualClock()
        opened = account_step.open_account

        async def then_the_commit_fails(*args: object, **kwargs: object) -> object:
            await opened(*args, **kwargs)  # type: ignore[arg-type]
            raise ServiceUnavailable()

        monkeypatch.setattr(account_step, "open_account", then_the_commit_fails)
        failed = await account(client, auth_peer)
        monkeypatch.undo()
        assert failed["status"] == 503
        assert await stored(service_app) == []
        assert await users_with_mobile(auth_peer, MOBILE) == 1
        auth_clock.advance(seconds=121)  # the SMS resend wait

        again = await account(
            client, auth_peer, name="孙丽娟", password=encrypt(auth_peer, "Second@2026y")
        )

        assert again["status"] == 200, again
        [row] = await stored(service_app)
        async with auth_peer.state.db.sessionmaker() as session:
            user = await session.scalar(select(User).where(User.mobile == MOBILE))
        assert user is not None
        assert (row.user_code, row.name) == (user.user_code, "孙丽娟")
        assert await verify_password(user.password_hash, "Second@2026y")
        assert again["body"]["registrationId"] == row.id

    async def test_a_failure_of_this_services_rows_opens_no_account(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        auth_peer: FastAPI,
        monkeypatch: pytest.MonkeyPatch,
    ) -> None:
        await registrant(client, auth_peer, mobile="13912340002")
        [earlier] = await stored(service_app)

        async def a_taken_comp_code(*_: object) -> str:
            # As if another registration took the code between the check and the insert.
            return earlier.comp_code

        monkeypatch.setattr(account_step, "_free_comp_code", a_taken_comp_code)
        envelope = await account(client, auth_peer)

        assert envelope["status"] == 409
        assert len(await stored(service_app)) == 1
        assert await users_with_mobile(auth_peer, MOBILE) == 0

    async def test_a_mobile_with_a_registration_changes_nothing_in_auth(
        self, client: httpx.AsyncClient, service_app: FastAPI, auth_peer: FastAPI
    ) -> None:
        auth_clock = auth_peer.state.clock = ManualClock()
        assert (await account(client, auth_peer))["status"] == 200
        auth_clock.advance(seconds=121)

        # The registrant never signed in, so auth sends a code; this service knows the mobile.
        again = await account(client, auth_peer, password=encrypt(auth_peer, "Second@2026y"))

        assert (again["status"], again["msg"]) == (
            409,
            "This mobile number is registered; sign in to continue a registration.",
        )
        async with auth_peer.state.db.sessionmaker() as session:
            user = await session.scalar(select(User).where(User.mobile == MOBILE))
        assert user is not None
        assert await verify_password(user.password_hash, PASSWORD)
        assert len(await stored(service_app)) == 1


class TestRegistrantSession:
    async def test_company_scoped_calls_refuse_a_registrant(
        self, client: httpx.AsyncClient, auth_peer: FastAPI
    ) -> None:
        token = await registrant(client, auth_peer)
        headers = bearer(token)

        info = await call(client, "cust/employee/info/comp", headers, productCode="EC")
        people = await call(client, "company/employee/list", headers, body={})
        invitations = await call(client, "invitation/list", headers, body={})
        detail = await call(client, "company/info/detail", headers, body={"compCode": "DEMO0001"})
        companies = await call(client, "cust/employee/comps/all", headers)
        authed = await call(client, "auth/isCustUserAuth", headers)

        assert info["status"] == 403
        assert people["status"] == 403
        assert invitations["status"] == 403
        assert detail["status"] == 404
        assert companies["body"] == []
        assert authed["body"] == {"authed": False}

    async def test_somebody_without_a_registration_has_none_to_see(
        self, client: httpx.AsyncClient, signed_in: Headers
    ) -> None:
        envelope = await call(client, "register/current", signed_in("EMP0004"))

        assert envelope["status"] == 404
        assert envelope["msg"] == "No registration was found."
