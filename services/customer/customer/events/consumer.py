"""The customer service's event consumer and catalogue watcher, run by the app's lifespan."""

from contextlib import suppress

from fastapi import FastAPI
from redis.exceptions import RedisError

from customer.config import Settings
from customer.events.handlers import event_handlers
from customer.permit.products import catalogue_watcher
from portal_kit.events import Consumer


def _settings(app: FastAPI) -> Settings:
    settings = app.state.settings
    return settings if isinstance(settings, Settings) else Settings()


def build_consumer(app: FastAPI) -> Consumer:
    """The service's consumer group (its name), one consumer per host unless configured."""
    settings = _settings(app)
    return Consumer(
        app.state.kv,
        settings.service_name,
        event_handlers(app),
        name=settings.events_consumer or None,
        claim_idle_ms=int(settings.events_retry_sec * 1000),
    )


async def start_consuming(app: FastAPI) -> None:
    if not _settings(app).consume_events:
        return
    consumer = build_consumer(app)
    app.state.event_consumer = consumer
    consumer.start()
    watcher = catalogue_watcher(app, app.state.kv)
    app.state.catalogue_watcher = watcher
    # Placed before any call can read the catalogue, so no change goes unseen; a KV that
    # does not answer now is retried by the watcher (the copies expire meanwhile).
    with suppress(RedisError, OSError):
        await watcher.setup()
    watcher.start()


async def stop_consuming(app: FastAPI) -> None:
    consumer = getattr(app.state, "event_consumer", None)
    if consumer is not None:
        await consumer.stop()
    watcher = getattr(app.state, "catalogue_watcher", None)
    if watcher is not None:
        await watcher.stop()
