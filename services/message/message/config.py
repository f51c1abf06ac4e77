from pathlib import Path

from pydantic_settings import SettingsConfigDict

from portal_kit.settings import BaseServiceSettings


class Settings(BaseServiceSettings):
    model_config = SettingsConfigDict(env_prefix="MESSAGE_", extra="ignore")

    service_name: str = "message"
    # Turn other services' events into messages in the background (DESIGN §7).
    consume_events: bool = True
    # This process's name in the consumer group; default ``message@<hostname>``, so a
    # restarted process finds the events it had not finished.
    events_consumer: str = ""
    # An event whose handling failed (here or on a dead process) is tried again after this.
    events_retry_sec: float = 60.0
    # Distributed mode: where the customer service answers its internal routes
    # (MESSAGE_CUSTOMER_URL), asked which companies an operator's message goes to; unset in
    # embedded mode, where the gateway hands over an in-process client.
    customer_url: str | None = None


ALEMBIC_INI = Path(__file__).resolve().parents[1] / "alembic.ini"
