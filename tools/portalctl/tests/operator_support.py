"""Helpers of the operator tests: the services' own peers, events delivered on demand, rows."""

import json
from collections.abc import AsyncIterator, Sequence
from contextlib import AsyncExitStack, asynccontextmanager
from datetime import UTC, datetime
from typing import Any

from click.testing import Result
from fastapi import FastAPI
from sqlalchemy import select, text

from backoffice.audit.consumer import audit_consumer
from backoffice.me.api_tokens import new_token
from message.events.consumer import build_consumer
from message.models import Message
from portal_kit.audit import AUDIT_RECORDED
from portal_kit.db import schema_on_path
from portal_kit.events import publish
from portal_kit.operator_tokens import OperatorRole
from portal_kit.peers import in_process_peer
from portal_kit.testing import relay_staged_events


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


async def deliver_events(services: dict[str, FastAPI]) -> int:
    """Relay what every service's calls staged (their transactions roll back, so no relay of
    their own sees it), then let the message service handle every event not handled yet; how
    many it handled."""
    for service in services.values():
        if service.state.outbox_relay is not None:
            await relay_staged_events(service)
    consumer = build_consumer(services["message"])
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


async def api_token_of(backoffice: FastAPI, operator_code: str, roles: Sequence[str]) -> str:
    """A personal API token of ``operator_code`` with ``roles``, stored as the console's 'my
    account' stores one; the token itself."""
    token, shown = new_token(
        operator_code,
        "tests",
        frozenset(OperatorRole(role) for role in roles),
        datetime.now(UTC),
        days=1,
    )
    async with backoffice.state.db.sessionmaker() as session:
        session.add(token)
        await session.commit()
    return shown


# The services that record operators' actions through their outbox.
AUDITING = ("auth", "customer", "content", "message")


async def deliver_audit(services: dict[str, FastAPI]) -> int:
    """Relay every service's staged audit entries and let the back office append them (the
    background relays and consumer run outside the test's rolled-back transaction)."""
    kv = services["backoffice"].state.kv
    for name in AUDITING:
        async with services[name].state.db.sessionmaker() as session:
            await schema_on_path(session, services[name].state.settings.database_schema)
            rows = await session.execute(
                text("SELECT payload FROM event_outbox WHERE event_type = :type ORDER BY id"),
                {"type": AUDIT_RECORDED},
            )
            for (payload,) in rows:
                await publish(kv, AUDIT_RECORDED, json.loads(payload))
            await session.execute(text("DELETE FROM event_outbox"))
            await session.commit()
    consumer = audit_consumer(services["backoffice"])
    await consumer.setup()
    return await consumer.handle_new(None)
