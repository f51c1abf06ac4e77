"""Events of other services become in-site messages, once each, however often delivered."""

import asyncio
import time
import uuid
from typing import Any

import httpx
import pytest
from fastapi import FastAPI
from redis.asyncio import Redis
from sqlalchemy import delete, func, select

from message import service
from message.events.consumer import build_consumer
from message.events.handlers import event_handlers
from message.models import Message, MessageTally, ProcessedEvent
from portal_kit.events import DEAD_LETTER_STREAM, Consumer, Event, publish, stream_name
from portal_kit.layout import ServiceSpec
from portal_kit.settings import BaseServiceSettings

from .conftest import Headers
from .support import body, call, listed, unread

APPROVED = {"compCode": "COMP-A", "compName": "示范<科技>有限公司"}


@pytest.fixture
async def consumer(service_app: FastAPI) -> Consumer:
    """The service's consumer, driven step by step by the test."""
    consumer = build_consumer(service_app)
    await consumer.setup()
    return consumer


async def pending(kv: Redis, event_type: str) -> int:
    return int((await kv.xpending(stream_name(event_type), "message"))["pending"])


async def count_messages(app: FastAPI) -> int:
    async with app.state.db.sessionmaker() as session:
        return int(await session.scalar(select(func.count()).select_from(Message)) or 0)


class TestEachEvent:
    @pytest.mark.parametrize(
        ("event_type", "payload", "reader_user", "title", "text"),
        [
            (
                "company.approved",
                APPROVED,
                "U1",
                "Company registration approved",
                "The registration of 示范<科技>有限公司 has been approved. You can now apply for "
                "products in the product centre.",
            ),
            (
                "company.rejected",
                {
                    "compCode": "COMP-A",
                    "compName": "示范",
                    "reasons": ["licence unreadable", "name mismatch"],
                    "userCode": "U9",
                },
                "U9",
                "Company registration not approved",
                "The registration of 示范 was not approved: licence unreadable; name mismatch. "
                "Please correct it and submit it again.",
            ),
            (
                "permit.decided",
                {"compCode": "COMP-A", "productCode": "EC", "approved": True},
                "U1",
                "Product permit approved: EC",
                "Your company's application for EC has been approved.",
            ),
            (
                "permit.decided",
                {
                    "compCode": "COMP-A",
                    "productCode": "EC",
                    "productName": "Digital bills",
                    "approved": False,
                    "reason": "seal missing",
                },
                "U1",
                "Product permit not approved: Digital bills",
                "Your company's application for Digital bills was not approved: seal missing.",
            ),
            (
                "employee.added",
                {"compCode": "COMP-A", "userCode": "U7", "employeeName": "Li Na"},
                "U1",
                "New employee: Li Na",
                "Li Na has joined your company.",
            ),
            (
                "admin.changed",
                {"compCode": "COMP-A", "userCode": "U7", "userName": "Li Na"},
                "U1",
                "Administrator changed",
                "Li Na is now the administrator of your company.",
            ),
            (
                "invitation.accepted",
                {"compCode": "COMP-A", "inviteeCompName": "Acme Factoring"},
                "U1",
                "Invitation accepted",
                "Acme Factoring accepted your invitation and has completed registration.",
            ),
            (
                "company.change_decided",
                {
                    "compCode": "COMP-A",
                    "applicationId": 7,
                    "approved": False,
                    "reason": "letter unsigned",
                },
                "U1",
                "Change of administrator not approved",
                "Your company's application to change its administrator was not approved: "
                "letter unsigned. The progress page of the application shows the details.",
            ),
        ],
    )
    async def test_publishing_makes_the_message_its_readers_see(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        consumer: Consumer,
        reader: Headers,
        event_type: str,
        payload: dict[str, Any],
        reader_user: str,
        title: str,
        text: str,
    ) -> None:
        await publish(service_app.state.kv, event_type, payload)

        assert await consumer.handle_new() == 1

        me = reader("COMP-A", reader_user)
        [row] = (await listed(client, me))["list"]
        detail = body(await call(client, "message/detail", me, {"id": row["id"]}))
        assert (detail["title"], detail["content"]) == (title, f"<p>{_escaped(text)}</p>")
        assert await pending(service_app.state.kv, event_type) == 0

    async def test_an_approved_change_of_administrator_adds_no_second_message(
        self, client: httpx.AsyncClient, service_app: FastAPI, consumer: Consumer, reader: Headers
    ) -> None:
        approved = {"compCode": "COMP-A", "applicationId": 7, "approved": True, "userName": "Li"}
        await publish(service_app.state.kv, "company.change_decided", approved)

        await consumer.handle_new()

        assert (await listed(client, reader("COMP-A", "U1")))["list"] == []
        assert await pending(service_app.state.kv, "company.change_decided") == 0

    async def test_a_rejection_to_the_registrant_is_theirs_alone(
        self, client: httpx.AsyncClient, service_app: FastAPI, consumer: Consumer, reader: Headers
    ) -> None:
        payload = {"compCode": "COMP-A", "compName": "示范", "userCode": "U9"}
        await publish(service_app.state.kv, "company.rejected", payload)
        await consumer.handle_new()

        assert await unread(client, reader("COMP-A", "U9"), "COMP-A") == 1
        assert await unread(client, reader("COMP-A", "U1"), "COMP-A") == 0

    async def test_chinese_readers_get_the_chinese_text(
        self, client: httpx.AsyncClient, service_app: FastAPI, consumer: Consumer, reader: Headers
    ) -> None:
        await publish(service_app.state.kv, "company.approved", APPROVED)
        await consumer.handle_new()

        [row] = (await listed(client, reader(language="zh-CN")))["list"]

        assert (row["title"], row["type"]) == ("企业注册审核通过", "registration")
        assert row["summary"] == (
            "贵司（示范<科技>有限公司）的企业注册申请已审核通过，现可在产品中心申请开通产品。"
        )


def _escaped(text: str) -> str:
    return text.replace("<", "&lt;").replace(">", "&gt;")


class TestExactlyOnce:
    async def test_the_same_event_delivered_twice_makes_one_message(
        self, client: httpx.AsyncClient, service_app: FastAPI, reader: Headers
    ) -> None:
        handle = event_handlers(service_app)["company.approved"]
        event = Event("1700000000000-0", "company.approved", APPROVED, 1)

        await handle(event)
        await handle(Event(event.id, event.type, event.payload, 2))

        assert (await listed(client, reader()))["total"] == 1
        assert await unread(client, reader(), "COMP-A") == 1

    async def test_an_event_published_again_under_its_own_id_makes_one_message(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        consumer: Consumer,
        reader: Headers,
    ) -> None:
        # A producer's relay that died before forgetting what it had published publishes it
        # again: a new stream entry, the same event.
        kv: Redis = service_app.state.kv
        event_id = uuid.uuid4().hex
        for _ in range(2):
            await publish(kv, "company.approved", APPROVED, event_id=event_id)

        assert await consumer.handle_new() == 2

        assert (await listed(client, reader()))["total"] == 1
        assert await unread(client, reader(), "COMP-A") == 1
        async with service_app.state.db.sessionmaker() as session:
            assert list(await session.scalars(select(ProcessedEvent.event_id))) == [event_id]

    async def test_a_lost_acknowledgement_redelivers_and_creates_nothing_twice(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        consumer: Consumer,
        reader: Headers,
        monkeypatch: pytest.MonkeyPatch,
    ) -> None:
        kv: Redis = service_app.state.kv
        await publish(kv, "company.approved", APPROVED)
        real_ack = kv.xack

        async def lost(*args: Any) -> int:
            raise ConnectionError("connection reset after the commit")

        monkeypatch.setattr(kv, "xack", lost)
        with pytest.raises(ConnectionError):
            await consumer.handle_new()
        monkeypatch.setattr(kv, "xack", real_ack)

        assert await consumer.handle_pending() == 1

        assert (await listed(client, reader()))["total"] == 1
        assert await pending(kv, "company.approved") == 0

    async def test_a_failed_handler_is_retried_and_then_makes_its_message(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        consumer: Consumer,
        reader: Headers,
        monkeypatch: pytest.MonkeyPatch,
    ) -> None:
        real_send = service.send
        calls = []

        async def flaky(*args: Any) -> Message:
            calls.append(args)
            if len(calls) == 1:
                raise RuntimeError("database went away")
            return await real_send(*args)

        monkeypatch.setattr(service, "send", flaky)
        await publish(service_app.state.kv, "company.approved", APPROVED)

        assert await consumer.handle_new() == 0
        assert (await listed(client, reader()))["total"] == 0
        assert await pending(service_app.state.kv, "company.approved") == 1

        # Later: after a restart (own pending entries) or once claimed as stuck.
        assert await consumer.claim_stuck(min_idle_ms=0) == 1

        assert (await listed(client, reader()))["total"] == 1
        assert await pending(service_app.state.kv, "company.approved") == 0
        # Nothing of the failed attempt stayed behind (no half-counted message).
        assert await unread(client, reader(), "COMP-A") == 1

    async def test_a_payload_without_what_the_text_needs_is_dead_lettered(
        self, service_app: FastAPI, consumer: Consumer
    ) -> None:
        await publish(service_app.state.kv, "company.approved", {"compCode": "COMP-A"})

        assert await consumer.handle_new() == 1

        assert await count_messages(service_app) == 0
        [(_, letter)] = await service_app.state.kv.xrange(DEAD_LETTER_STREAM)
        assert letter["reason"] == "unprocessable: compName is required"


class TestRunningService:
    async def test_the_running_app_consumes_events_in_the_background(
        self, service_spec: ServiceSpec, service_settings: BaseServiceSettings, reader: Headers
    ) -> None:
        """Not rolled back: the app commits, so its rows are removed at the end."""
        settings = service_settings.model_copy(update={"consume_events": True})
        comp_code = f"EVT-{uuid.uuid4().hex[:8]}"
        app = service_spec.create_app(settings)
        async with app.router.lifespan_context(app):
            kv: Redis = app.state.kv
            await kv.flushdb()
            event_id = await publish(kv, "company.approved", {**APPROVED, "compCode": comp_code})
            consumer: Consumer = app.state.event_consumer
            try:
                assert consumer.running
                transport = httpx.ASGITransport(app=app)
                async with httpx.AsyncClient(transport=transport, base_url="http://m") as client:
                    deadline = time.monotonic() + 10
                    while await unread(client, reader(comp_code), comp_code) == 0:
                        assert time.monotonic() < deadline, "the event was not consumed"
                        await asyncio.sleep(0.05)
            finally:
                await _remove(app, comp_code, event_id)
        assert not consumer.running


async def _remove(app: FastAPI, comp_code: str, event_id: str) -> None:
    async with app.state.db.transaction() as session:
        ids = select(Message.id).where(Message.receive_comp_code == comp_code)
        await session.execute(delete(ProcessedEvent).where(ProcessedEvent.event_id == event_id))
        await session.execute(delete(Message).where(Message.id.in_(ids)))
        await session.execute(delete(MessageTally).where(MessageTally.comp_code == comp_code))
