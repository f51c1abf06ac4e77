from pathlib import Path

from pydantic_settings import SettingsConfigDict

from portal_kit.settings import BaseServiceSettings


class Settings(BaseServiceSettings):
    model_config = SettingsConfigDict(env_prefix="BACKOFFICE_", extra="ignore")

    service_name: str = "backoffice"
    # An operator's console session locks after this long without a call; the security
    # verification (second factor or password) opens it again.
    idle_limit_sec: int = 900
    # Append the other services' audit entries (events) to the log in the background.
    consume_events: bool = True
    # This process's name in the consumer group; default ``backoffice@<hostname>``.
    events_consumer: str = ""
    # An entry whose handling failed (here or on a dead process) is tried again after this.
    events_retry_sec: float = 60.0


ALEMBIC_INI = Path(__file__).resolve().parents[1] / "alembic.ini"
