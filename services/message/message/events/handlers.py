"""Each event becomes its message exactly once: the event id is recorded in the same
transaction as the message, and the consumer acknowledges the event only after the commit."""

from fastapi import FastAPI

from message import service
from message.events.catalogue import CATALOGUE, Entry
from message.events.repository import ProcessedEventRepository
from portal_kit.clock import clock_of
from portal_kit.db import Database
from portal_kit.events import Event, Handler, stream_name


def _handler(app: FastAPI, event_type: str, entry: Entry) -> Handler:
    stream = stream_name(event_type)

    async def handle(event: Event) -> None:
        request = entry.build(event.payload_as(entry.payload))
        clock = clock_of(app)
        now = clock.now()
        # Looked up at each event, not captured: tests swap the app's database for one
        # that rolls back.
        database: Database = app.state.db
        if request is None:
            return  # an outcome another event's message tells
        async with database.transaction() as session:
            if await ProcessedEventRepository(session).claim(stream, event.id, now):
                await service.send(session, request, now)

    return handle


def event_handlers(app: FastAPI) -> dict[str, Handler]:
    """A handler per event type of the catalogue, writing through ``app``'s database."""
    return {event_type: _handler(app, event_type, e) for event_type, e in CATALOGUE.items()}
