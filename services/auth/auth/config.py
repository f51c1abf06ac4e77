from pathlib import Path

from pydantic_settings import SettingsConfigDict

from portal_kit.portal_address import PortalAddressSettings


class Settings(PortalAddressSettings):
    model_config = SettingsConfigDict(env_prefix="AUTH_", extra="ignore")

    service_name: str = "auth"
    # Distributed mode: where the customer service answers its internal routes
    # (AUTH_CUSTOMER_URL); unset in embedded mode, where the gateway hands over an in-process
    # client.
    customer_url: str | None = None
    # ... and the content service's (AUTH_CONTENT_URL), which checks avatar files.
    content_url: str | None = None
    # portal_url (AUTH_PORTAL_URL): where users open the portal, for the links in the texts
    # auth sends (portal_kit.portal_address).


ALEMBIC_INI = Path(__file__).resolve().parents[1] / "alembic.ini"
