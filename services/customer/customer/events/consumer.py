"""The customer service's event consumer, started and stopped by the app's lifespan."""

from fastapi import FastAPI

from customer.config import Settings
from customer.events.handlers import event_handlers
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


async def stop_consuming(app: FastAPI) -> None:
    consumer = getattr(app.state, "event_consumer", None)
    if consumer is not None:
        await consumer.stop()
