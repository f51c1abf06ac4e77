"""An operator's decision reaches the company whatever fails after it commits: a KV down at
that moment only delays the SMS and the in-site message, and a relay killed between publishing
and forgetting its batch makes neither twice."""

from collections.abc import AsyncIterator, Callable, Iterator
from contextlib import contextmanager
from typing import Any

import httpx
import pytest
from fastapi import FastAPI
from redis.asyncio import Redis
from redis.exceptions import ConnectionError as KVConnectionError
from sqlalchemy import func, select

from customer.events.consumer import build_consumer as customer_consumer
from customer.models import EventOutbox
from message.events.consumer import build_consumer as message_consumer
from message.models import Message
from portal_kit import outbox
from portal_kit.events import Consumer, stream_name
from portal_kit.layout import load_service_spec
from portal_kit.settings import BaseServiceSettings
from portal_kit.testing import PreparedDatabases, relay_staged_events, rolled_back

from .conftest import Headers
from .permit_support import apply_for, decide, permit_row
from .support import call

pytestmark = pytest.mark.usefixtures("demo", "content_peer")

SUBMIT = "company/custAccount/login/smsEmployeeSubmit"
DEMO0001 = "上海示范核心企业集团有限公司"
ZHANG = "13800000001"  # 张伟, EMP0001 in DEMO0001
CREDIT_REJECTED_SMS = f"{DEMO0001}：数字债权凭证产品开通申请未通过审核，请登录门户查看原因。"
INVOICE_APPROVED_SMS = f"{DEMO0001}：发票管理产品开通申请已审核通过。"
CREDIT_REJECTED_TITLE = "产品开通申请未通过：数字债权凭证"
INVOICE_APPROVED_TITLE = "产品开通申请已通过：发票管理"
PERMIT_DECIDED = stream_name("permit.decided")


class RelayKilled(Exception):
    """The relay's process ends here: nothing after this line of its batch happens."""


@pytest.fixture
def message_settings(backend: str, prepared_databases: PreparedDatabases) -> BaseServiceSettings:
    # Synchronous: preparing a database runs its own event loop. No background consumer: the
    # test delivers events itself, on the rolled-back connection.
    settings = prepared_databases.get(load_service_spec("message"), backend)
    return settings.model_copy(update={"consume_events": False})


@pytest.fixture
async def message_app(
    service_app: FastAPI, message_settings: BaseServiceSettings
) -> AsyncIterator[FastAPI]:
    """The message service beside the customer service, on the same KV; rolled back."""
    async with rolled_back(load_service_spec("message"), message_settings) as app:
        yield app


@contextmanager
def kv_down(kv: Redis) -> Iterator[None]:
    """Nothing can be published through ``kv``: it refuses as a KV that went down does."""

    async def refused(*args: Any, **kwargs: Any) -> Any:
        raise KVConnectionError("Error 111 connecting to the KV. Connection refused.")

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(kv, "xadd", refused)
        yield


@contextmanager
def relay_dies_after(kv: Redis, publications: int) -> Iterator[None]:
    """The relay publishing through ``kv`` dies once its ``publications``-th event is out."""
    publish: Callable[..., Any] = kv.xadd
    published = 0

    async def xadd(*args: Any, **kwargs: Any) -> Any:
        nonlocal published
        entry_id = await publish(*args, **kwargs)
        published += 1
        if published == publications:
            raise RelayKilled()
        return entry_id

    with pytest.MonkeyPatch.context() as patch:
        patch.setattr(kv, "xadd", xadd)
        yield


async def staged_count(app: FastAPI) -> int:
    """How many events the app's outbox holds (its calls' audit entries among them)."""
    async with app.state.db.transaction() as session:
        return int(await session.scalar(select(func.count()).select_from(EventOutbox)) or 0)


async def deliver(app: FastAPI, build: Callable[[FastAPI], Consumer]) -> int:
    """Let the service handle every event it has not handled yet; how many entries it read."""
    consumer = build(app)
    await consumer.setup()
    return await consumer.handle_pending() + await consumer.handle_new(None)


async def texts(app: FastAPI, mobile: str) -> list[str]:
    items = await outbox.read(app.state.kv, mobile)
    return [item.text for item in reversed(items) if item.kind == "sms"]


async def message_titles(app: FastAPI, comp_code: str) -> list[str]:
    async with app.state.db.sessionmaker() as session:
        rows = await session.scalars(
            select(Message.title).where(Message.receive_comp_code == comp_code).order_by(Message.id)
        )
        return list(rows)


async def subscribe(client: httpx.AsyncClient, signed_in: Headers) -> None:
    """张伟 ticks the permit result notification in his account centre."""
    body = {"employeeCode": "EMP0001", "noticeCodes": ["CRM_PERMIT_RESULT"]}
    envelope = await call(client, SUBMIT, signed_in("EMP0001"), body=body)
    assert envelope["status"] == 200, envelope


class TestKVDownAtTheCommit:
    async def test_the_decision_stands_and_reaches_the_company_once_the_kv_is_back(
        self,
        client: httpx.AsyncClient,
        signed_in: Headers,
        service_app: FastAPI,
        message_app: FastAPI,
    ) -> None:
        await subscribe(client, signed_in)

        with kv_down(service_app.state.kv):
            envelope = await decide(client, service_app, "DEMO0001", "CREDIT", False, "No licence.")
        assert envelope["status"] == 200, envelope
        assert envelope["body"]["status"] == 85
        row = await permit_row(service_app, "DEMO0001", "CREDIT")
        assert row is not None
        assert (row.status, row.reason) == (85, "No licence.")

        # The KV is back: the relay publishes what the outage held back.
        await relay_staged_events(service_app)
        await deliver(service_app, customer_consumer)
        await deliver(message_app, message_consumer)

        assert await texts(service_app, ZHANG) == [CREDIT_REJECTED_SMS]
        assert await message_titles(message_app, "DEMO0001") == [CREDIT_REJECTED_TITLE]


class TestRelayKilledMidBatch:
    async def test_each_decision_is_texted_and_messaged_exactly_once(
        self,
        client: httpx.AsyncClient,
        signed_in: Headers,
        service_app: FastAPI,
        content_peer: FastAPI,
        message_app: FastAPI,
    ) -> None:
        await subscribe(client, signed_in)
        applied = await apply_for(client, signed_in, content_peer)
        assert applied["status"] == 200, applied
        await decide(client, service_app, "DEMO0001", "CREDIT", False, "No licence.")
        await decide(client, service_app, "DEMO0001", "INVOICE", True)

        # The relay publishes its whole batch, then dies before its deletion commits.
        kv = service_app.state.kv
        staged = await staged_count(service_app)
        with relay_dies_after(kv, staged), pytest.raises(RelayKilled):
            await relay_staged_events(service_app)
        assert len(await kv.xrange(PERMIT_DECIDED)) == 2
        # Restarted, it publishes the same events again.
        assert await relay_staged_events(service_app) == staged
        assert len(await kv.xrange(PERMIT_DECIDED)) == 4

        await deliver(service_app, customer_consumer)
        await deliver(message_app, message_consumer)

        assert await texts(service_app, ZHANG) == [CREDIT_REJECTED_SMS, INVOICE_APPROVED_SMS]
        assert await message_titles(message_app, "DEMO0001") == [
            CREDIT_REJECTED_TITLE,
            INVOICE_APPROVED_TITLE,
        ]

    async def test_a_relay_killed_after_its_first_publication_loses_nothing(
        self,
        client: httpx.AsyncClient,
        signed_in: Headers,
        service_app: FastAPI,
        message_app: FastAPI,
    ) -> None:
        await subscribe(client, signed_in)
        await decide(client, service_app, "DEMO0001", "CREDIT", False, "No licence.")
        staged = await staged_count(service_app)

        with relay_dies_after(service_app.state.kv, 1), pytest.raises(RelayKilled):
            await relay_staged_events(service_app)
        assert await relay_staged_events(service_app) == staged
        await deliver(service_app, customer_consumer)
        await deliver(message_app, message_consumer)

        assert await texts(service_app, ZHANG) == [CREDIT_REJECTED_SMS]
        assert await message_titles(message_app, "DEMO0001") == [CREDIT_REJECTED_TITLE]
