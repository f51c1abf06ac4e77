import httpx
import pytest
from fastapi import FastAPI

from message.models import Message
from portal_kit.clock import ManualClock
from portal_kit.settings import BaseServiceSettings
from portal_kit.tokens import TokenSigner

UNREAD = "/web/portal/api/message/getIsUnreadNumbers"


async def add_messages(app: FastAPI, *messages: Message) -> None:
    async with app.state.db.sessionmaker() as session:
        session.add_all(messages)
        await session.commit()


def message(comp_code: str, *, is_read: bool = False, deleted: bool = False) -> Message:
    return Message(
        receive_comp_code=comp_code,
        msg_type="system",
        title="t",
        content="c",
        is_read=is_read,
        deleted=deleted,
    )


@pytest.fixture
def signed_in_to(service_app: FastAPI, service_settings: BaseServiceSettings):  # type: ignore[no-untyped-def]
    """Headers of a caller signed in to a company, with a token auth would issue."""
    clock = ManualClock()
    service_app.state.clock = clock
    signer = TokenSigner.load_or_create(service_settings.token_key_directory, clock, create=True)

    def headers(comp_code: str) -> dict[str, str]:
        token = signer.issue(
            user_code="U0001",
            session_id="S1",
            employee_code="E1",
            comp_code=comp_code,
            role="",
            biz="",
        )
        return {"Authorization": f"Bearer {token}", "Accept-Language": "en"}

    return headers


class TestUnreadNumbers:
    async def test_counts_only_unread_undeleted_messages_of_the_company(
        self, client: httpx.AsyncClient, service_app: FastAPI, signed_in_to
    ) -> None:
        await add_messages(
            service_app,
            message("COMP-A"),
            message("COMP-A"),
            message("COMP-A", is_read=True),
            message("COMP-A", deleted=True),
            message("COMP-B"),
        )

        response = await client.post(
            UNREAD, params={"receiveCompCode": "COMP-A"}, headers=signed_in_to("COMP-A")
        )

        assert response.json() == {"ok": True, "status": 200, "msg": "", "body": 2}

    async def test_a_company_without_messages_has_none_unread(
        self, client: httpx.AsyncClient, signed_in_to
    ) -> None:
        envelope = (
            await client.post(
                UNREAD, params={"receiveCompCode": "NOBODY"}, headers=signed_in_to("NOBODY")
            )
        ).json()

        assert envelope["body"] == 0

    async def test_another_companys_count_is_refused(
        self, client: httpx.AsyncClient, service_app: FastAPI, signed_in_to
    ) -> None:
        await add_messages(service_app, message("COMP-B"))

        envelope = (
            await client.post(
                UNREAD, params={"receiveCompCode": "COMP-B"}, headers=signed_in_to("COMP-A")
            )
        ).json()

        assert envelope["status"] == 403
        assert envelope["body"] is None

    async def test_without_a_token_it_is_refused(self, client: httpx.AsyncClient) -> None:
        envelope = (await client.post(UNREAD, params={"receiveCompCode": "COMP-A"})).json()

        assert envelope["status"] == 401

    async def test_the_company_code_is_required(
        self, client: httpx.AsyncClient, signed_in_to
    ) -> None:
        envelope = (await client.post(UNREAD, headers=signed_in_to("COMP-A"))).json()

        assert envelope["status"] == 400
        assert envelope["msg"] == "receiveCompCode is required"
