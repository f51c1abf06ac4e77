"""Other services' audit entries, arriving as ``audit.recorded`` events, appended to the log.

Delivery is at least once; the log takes each entry once (by its ``entryId``). An entry that
cannot be read is dead-lettered, never dropped silently.
"""

from fastapi import FastAPI

from backoffice.audit.chain import append
from backoffice.config import Settings
from portal_kit.audit import AUDIT_RECORDED, AuditEntry
from portal_kit.db import Database
from portal_kit.events import Consumer, Event

GROUP = "backoffice"


def audit_consumer(app: FastAPI) -> Consumer:
    settings: Settings = app.state.settings
    database: Database = app.state.db

    async def appended(event: Event) -> None:
        entry = event.payload_as(AuditEntry)
        async with database.transaction() as session:
            await append(session, entry)

    return Consumer(
        app.state.kv,
        GROUP,
        {AUDIT_RECORDED: appended},
        name=settings.events_consumer or None,
        claim_idle_ms=int(settings.events_retry_sec * 1000),
    )


async def start_consuming(app: FastAPI) -> None:
    settings: Settings = app.state.settings
    app.state.audit_consumer = None
    if settings.consume_events:
        consumer = audit_consumer(app)
        consumer.start()
        app.state.audit_consumer = consumer


async def stop_consuming(app: FastAPI) -> None:
    consumer: Consumer | None = getattr(app.state, "audit_consumer", None)
    if consumer is not None:
        await consumer.stop()
