"""Where portalctl finds the services: ``PORTALCTL_*`` environment variables.

Embedded mode (``make run``): every service answers on the gateway's operator port
(``http://127.0.0.1:8001/<service>``). Distributed mode: ``PORTALCTL_<SERVICE>_URL`` names the
service's own address on the internal network.
"""

from pydantic_settings import BaseSettings, SettingsConfigDict

from portal_kit.settings import DEV_SERVICE_TOKEN

SERVICES = ("auth", "customer", "message", "content", "reference")


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="PORTALCTL_", extra="ignore")

    operator_url: str = "http://127.0.0.1:8001"
    auth_url: str | None = None
    customer_url: str | None = None
    message_url: str | None = None
    content_url: str | None = None
    reference_url: str | None = None
    # The deployment's service token (the dev value works only against dev and test modes).
    service_token: str = DEV_SERVICE_TOKEN
    # Who decides: written into every decision the services record.
    operator: str = "operator"

    def service_url(self, service: str) -> str:
        url: str | None = getattr(self, f"{service}_url", None)
        return url or f"{self.operator_url.rstrip('/')}/{service}"
