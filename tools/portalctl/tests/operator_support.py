"""Helpers of the operator tests: the services' own peers, events delivered on demand, rows."""

import json
from collections.abc import AsyncIterator, Sequence
from contextlib import AsyncExitStack, asynccontextmanager
from typing import Any

from click.testing import Result
from fastapi import FastAPI
from sqlalchemy import select

from message.events.consumer import build_consumer
from message.models import Message
from portal_kit.peers import in_process_peer


@asynccontextmanager
async def wired_peers(
    services: dict[str, FastAPI], app: str, peers: Sequence[str]
) -> AsyncIterator[None]:
    """Give ``app`` in-process clients of ``peers``, as the gateway does in embedded mode."""
    target = services[app]
    token = target.state.settings.service_token
    async with AsyncExitStack() as stack:
        for name in peers:
            client = await stack.enter_async_context(in_process_peer(services[name], name, token))
            target.state.peers = {**getattr(target.state, "peers", {}), name: client}
        yield


async def deliver_events(message_app: FastAPI) -> int:
    """Let the message service handle every event not handled yet; how many it handled."""
    consumer = build_consumer(message_app)
    await consumer.setup()
    return await consumer.handle_pending() + await consumer.handle_new(None)


async def messages_of(message_app: FastAPI, comp_code: str) -> list[Message]:
    async with message_app.state.db.sessionmaker() as session:
        rows = await session.scalars(
            select(Message).where(Message.receive_comp_code == comp_code).order_by(Message.id)
        )
        return list(rows.all())


def answer(result: Result) -> Any:
    """The JSON body a successful command printed."""
    assert result.exit_code == 0, result.output
    return json.loads(result.output)
