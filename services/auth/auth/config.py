from pathlib import Path

from pydantic_settings import SettingsConfigDict

from portal_kit.settings import BaseServiceSettings


class Settings(BaseServiceSettings):
    model_config = SettingsConfigDict(env_prefix="AUTH_", extra="ignore")

    service_name: str = "auth"
    # Distributed mode: where the customer service answers its internal routes
    # (AUTH_CUSTOMER_URL); unset in embedded mode, where the gateway hands over an in-process
    # client.
    customer_url: str | None = None
    # ... and the content service's (AUTH_CONTENT_URL), which checks avatar files.
    content_url: str | None = None
    # Where users open the portal (AUTH_PORTAL_URL, e.g. https://portal.example.com), for
    # links in the texts auth sends; empty leaves the links as paths.
    portal_url: str = ""


ALEMBIC_INI = Path(__file__).resolve().parents[1] / "alembic.ini"
