from pathlib import Path

from pydantic_settings import SettingsConfigDict

from portal_kit.settings import BaseServiceSettings


class Settings(BaseServiceSettings):
    model_config = SettingsConfigDict(env_prefix="CUSTOMER_", extra="ignore")

    service_name: str = "customer"
    # Distributed mode: where auth (user accounts, SMS codes: CUSTOMER_AUTH_URL) and content
    # (uploaded files: CUSTOMER_CONTENT_URL) answer internal routes; unset in embedded mode.
    auth_url: str | None = None
    content_url: str | None = None
    # The portal's public address (e.g. https://portal.example.com), put in front of the links
    # invitation SMS carry; empty: the links stay relative.
    portal_url: str = ""


ALEMBIC_INI = Path(__file__).resolve().parents[1] / "alembic.ini"
