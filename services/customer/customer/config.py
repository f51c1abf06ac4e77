from pathlib import Path

from pydantic_settings import SettingsConfigDict

from portal_kit.portal_address import PortalAddressSettings


class Settings(PortalAddressSettings):
    model_config = SettingsConfigDict(env_prefix="CUSTOMER_", extra="ignore")

    service_name: str = "customer"
    # Distributed mode: where auth (user accounts, SMS codes: CUSTOMER_AUTH_URL), content
    # (uploaded files: CUSTOMER_CONTENT_URL) and reference (divisions: CUSTOMER_REFERENCE_URL)
    # answer internal routes; unset in embedded mode.
    auth_url: str | None = None
    content_url: str | None = None
    reference_url: str | None = None
    # portal_url (CUSTOMER_PORTAL_URL): the portal's public address, in front of the links
    # invitation SMS carry (portal_kit.portal_address).
    # Act on events in the background (DESIGN §7): auth's mobile changes, and the SMS
    # notices employees chose (customer.notice.events).
    consume_events: bool = True
    # This process's name in the consumer group; default ``customer@<hostname>``, so a
    # restarted process finds the events it had not finished.
    events_consumer: str = ""
    # An event whose handling failed (here or on a dead process) is tried again after this.
    events_retry_sec: float = 60.0


ALEMBIC_INI = Path(__file__).resolve().parents[1] / "alembic.ini"
