import httpx
from fastapi import FastAPI

from message.models import Message

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


class TestUnreadNumbers:
    async def test_counts_only_unread_undeleted_messages_of_the_company(
        self, client: httpx.AsyncClient, service_app: FastAPI
    ) -> None:
        await add_messages(
            service_app,
            message("COMP-A"),
            message("COMP-A"),
            message("COMP-A", is_read=True),
            message("COMP-A", deleted=True),
            message("COMP-B"),
        )

        response = await client.post(UNREAD, params={"receiveCompCode": "COMP-A"})

        assert response.json() == {"ok": True, "status": 200, "msg": "", "body": 2}

    async def test_a_company_without_messages_has_none_unread(
        self, client: httpx.AsyncClient
    ) -> None:
        envelope = (await client.post(UNREAD, params={"receiveCompCode": "NOBODY"})).json()

        assert envelope["body"] == 0

    async def test_the_company_code_is_required(self, client: httpx.AsyncClient) -> None:
        envelope = (await client.post(UNREAD, headers={"Accept-Language": "en"})).json()

        assert envelope["status"] == 400
        assert envelope["msg"] == "receiveCompCode is required"
