"""The verification step: the registrant's real-name check, then the face verification."""

from types import SimpleNamespace
from typing import Any

import httpx
import pytest
from fastapi import FastAPI

from customer.registration.providers import face_provider, real_name_provider
from portal_kit.clock import ManualClock
from portal_kit.errors import ServiceUnavailable
from portal_kit.tokens import TokenSigner

from .company_support import VALID_ID
from .registration_support import (
    NAME,
    OWN_ID,
    bearer,
    current,
    licence,
    pending,
    registrant,
    stored,
    submit,
)
from .support import call

# Every permit step asks reference whether the area lies under the province.
pytestmark = pytest.mark.usefixtures("demo", "reference_peer")
REAL_NAME = "register/verify/realName"
FACE_START = "register/verify/face/start"
FACE_DONE = "register/verify/face/complete"


@pytest.fixture
async def token(client: httpx.AsyncClient, auth_peer: FastAPI, content_peer: FastAPI) -> str:
    """A registrant whose company details are in (status verifying)."""
    token = await registrant(client, auth_peer)
    assert (await submit(client, token, await licence(content_peer, token)))["status"] == 200
    return token


async def real_name(
    client: httpx.AsyncClient, token: str, name: str = NAME, id_number: str = OWN_ID
) -> dict[str, Any]:
    body = {"name": name, "idNumber": id_number}
    return await call(client, REAL_NAME, bearer(token), body=body)


async def face_token(client: httpx.AsyncClient, token: str) -> str:
    started = await call(client, FACE_START, bearer(token))
    assert started["status"] == 200, started
    url: str = started["body"]["faceUrl"]
    assert url.startswith("/face-success?token=")
    return url.split("token=", 1)[1]


async def complete(client: httpx.AsyncClient, face: str) -> dict[str, Any]:
    return await call(client, FACE_DONE, {"Accept-Language": "en"}, body={"token": face})


class RefusingProvider:
    async def verify(self, name: str, id_number: str) -> bool:
        return False


class TestRealName:
    async def test_passes_and_shows_the_number_masked(
        self, client: httpx.AsyncClient, service_app: FastAPI, token: str
    ) -> None:
        envelope = await real_name(client, token, id_number=OWN_ID.lower())

        assert envelope["status"] == 200, envelope
        body = envelope["body"]
        assert (body["status"], body["step"]) == ("verifying", "verification")
        assert (body["realNamePassed"], body["facePassed"]) == (True, False)
        assert body["realName"] == NAME
        assert body["realNameIdNumber"] == "110105********1239"
        [row] = await stored(service_app)
        assert OWN_ID not in (row.real_name_id_number or "")

    async def test_a_broken_id_number_names_the_rule(
        self, client: httpx.AsyncClient, service_app: FastAPI, token: str
    ) -> None:
        envelope = await real_name(client, token, id_number="11010519900230123X")

        assert envelope["status"] == 400
        assert envelope["msg"] == "idNumber: The birth date in the ID number is wrong."
        [row] = await stored(service_app)
        assert row.real_name_at is None

    async def test_the_provider_refusing_is_a_mismatch(
        self, client: httpx.AsyncClient, service_app: FastAPI, token: str
    ) -> None:
        service_app.state.real_name_provider = RefusingProvider()

        envelope = await real_name(client, token)

        assert envelope["status"] == 400
        assert envelope["msg"] == "idNumber: the name and ID number do not match"
        [row] = await stored(service_app)
        assert row.real_name_at is None

    async def test_before_the_company_details_it_is_refused(
        self, client: httpx.AsyncClient, auth_peer: FastAPI
    ) -> None:
        token = await registrant(client, auth_peer, mobile="13912340003")

        envelope = await real_name(client, token)

        assert envelope["status"] == 409
        assert envelope["msg"] == "Please fill in the company's details first."

    async def test_a_registration_waiting_for_review_is_not_verified_again(
        self, client: httpx.AsyncClient, auth_peer: FastAPI, content_peer: FastAPI
    ) -> None:
        waiting = await pending(client, auth_peer, content_peer, mobile="13912340004")

        checked = await real_name(client, waiting)
        started = await call(client, FACE_START, bearer(waiting))

        for envelope in (checked, started):
            assert envelope["status"] == 409
            assert envelope["msg"] == "The registration is not waiting for verification."


class TestFace:
    async def test_both_checks_done_wait_for_an_operator(
        self, client: httpx.AsyncClient, service_app: FastAPI, token: str
    ) -> None:
        await real_name(client, token)

        envelope = await complete(client, await face_token(client, token))

        assert envelope["status"] == 200, envelope
        assert envelope["body"] == {"status": "pending", "step": "approval"}
        shown = (await current(client, token))["body"]
        assert shown["facePassed"] is True
        assert shown["submittedAt"] is not None

    async def test_face_before_the_real_name_check_is_refused(
        self, client: httpx.AsyncClient, token: str
    ) -> None:
        envelope = await call(client, FACE_START, bearer(token))

        assert envelope["status"] == 409
        assert envelope["msg"] == "Please pass the real-name check before the face verification."

    async def test_a_link_works_once_and_not_after_ten_minutes(
        self, client: httpx.AsyncClient, service_app: FastAPI, clock: ManualClock, token: str
    ) -> None:
        await real_name(client, token)
        late = await face_token(client, token)
        clock.advance(minutes=10)

        expired = await complete(client, late)
        unknown = await complete(client, "made-up-token")
        fresh = await face_token(client, token)
        first = await complete(client, fresh)
        second = await complete(client, fresh)

        for refused in (expired, unknown, second):
            assert refused["status"] == 400
            assert refused["msg"] == (
                "token: the face verification link is invalid or has expired; please start it again"
            )
        assert first["status"] == 200

    async def test_a_real_name_check_passed_again_voids_earlier_links(
        self, client: httpx.AsyncClient, service_app: FastAPI, clock: ManualClock, token: str
    ) -> None:
        await real_name(client, token)
        earlier = await face_token(client, token)
        clock.advance(seconds=5)
        # Perhaps by somebody else: the face shown must match the identity now on file.
        await real_name(client, token, id_number=VALID_ID, name="周海")

        stale = await complete(client, earlier)
        fresh = await complete(client, await face_token(client, token))

        assert stale["status"] == 400
        assert fresh["body"] == {"status": "pending", "step": "approval"}
        [row] = await stored(service_app)
        assert row.real_name == "周海"


class TestProviders:
    def _app(self, dev_like: bool) -> Any:
        settings = SimpleNamespace(is_dev_like=dev_like)
        return SimpleNamespace(state=SimpleNamespace(settings=settings))

    async def test_production_without_providers_is_unavailable(self) -> None:
        app = self._app(dev_like=False)

        with pytest.raises(ServiceUnavailable):
            await real_name_provider(app).verify(NAME, OWN_ID)
        with pytest.raises(ServiceUnavailable):
            await face_provider(app).start("token")

    async def test_the_dev_real_name_provider_needs_a_valid_number_and_a_name(self) -> None:
        provider = real_name_provider(self._app(dev_like=True))

        assert await provider.verify(NAME, OWN_ID) is True
        assert await provider.verify(" ", OWN_ID) is False
        assert await provider.verify(NAME, OWN_ID[:-1] + "0") is False


class CountingProvider:
    """Refuses every check, counting how often it was asked."""

    def __init__(self) -> None:
        self.asked = 0

    async def verify(self, name: str, id_number: str) -> bool:
        self.asked += 1
        return False


class TestAttemptLimits:
    async def test_the_sixth_real_name_check_in_an_hour_waits(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        clock: ManualClock,
        signer: TokenSigner,
        token: str,
    ) -> None:
        provider = CountingProvider()
        service_app.state.real_name_provider = provider
        for _ in range(5):
            assert (await real_name(client, token))["status"] == 400
        clock.advance(minutes=20)

        refused = await real_name(client, token)
        clock.advance(minutes=40, seconds=1)
        later = await real_name(client, await fresh_token(service_app, signer))

        assert (refused["status"], refused["msg"], refused["body"]) == (
            429,
            "Too many attempts; please try again in 40 minutes.",
            None,
        )
        assert later["msg"] == "idNumber: the name and ID number do not match"
        # The refused attempt never reached the provider.
        assert provider.asked == 6

    async def test_broken_input_costs_no_attempt(
        self, client: httpx.AsyncClient, service_app: FastAPI, token: str
    ) -> None:
        service_app.state.real_name_provider = CountingProvider()
        for _ in range(6):
            assert (await real_name(client, token, id_number="1101"))["status"] == 400

        envelope = await real_name(client, token)

        assert envelope["msg"] == "idNumber: the name and ID number do not match"

    async def test_the_eleventh_face_link_in_an_hour_waits(
        self, client: httpx.AsyncClient, service_app: FastAPI, token: str
    ) -> None:
        assert (await real_name(client, token))["status"] == 200
        for _ in range(10):
            await face_token(client, token)

        refused = await call(client, FACE_START, bearer(token))

        assert (refused["status"], refused["body"]) == (429, None)
        assert refused["msg"] == "Too many attempts; please try again in 60 minutes."


async def fresh_token(app: FastAPI, signer: TokenSigner) -> str:
    """A registrant access token as auth renews it (the first has expired meanwhile)."""
    [row] = await stored(app)
    return signer.issue(
        user_code=row.user_code,
        session_id="S-renewed",
        employee_code="",
        comp_code="",
        role="",
        biz="",
    )
