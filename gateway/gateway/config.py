from enum import StrEnum
from pathlib import Path

from pydantic_settings import SettingsConfigDict

from portal_kit.settings import BaseServiceSettings

SERVICES = ("auth", "customer", "message", "content", "reference", "backoffice")
REPO_ROOT = Path(__file__).resolve().parents[2]


class ProtectionMode(StrEnum):
    """Request protection (DESIGN §5): ``optional`` also lets unprotected calls through."""

    REQUIRED = "required"
    OPTIONAL = "optional"


class Settings(BaseServiceSettings):
    """``GATEWAY_*``. A service whose URL is unset runs inside this process (embedded mode)."""

    model_config = SettingsConfigDict(env_prefix="GATEWAY_", extra="ignore")

    service_name: str = "gateway"
    auth_url: str | None = None
    customer_url: str | None = None
    message_url: str | None = None
    content_url: str | None = None
    reference_url: str | None = None
    backoffice_url: str | None = None
    # An unreachable service must answer 503 within 3 s (connect), a slow one 504 here.
    connect_timeout_sec: float = 3.0
    upstream_deadline_sec: float = 15.0
    # Calls in flight to one service from one gateway process; further calls wait here, in
    # order, for at most connect_timeout_sec (then 503). A service is one event loop: calls
    # past a few dozen only queue inside it, where each holds a database or Redis connection
    # and they all miss their deadlines together. 200 let one sign-in wave put 400 calls
    # (two gateway processes) into auth at once, for its 20 database connections.
    upstream_connections: int = 32
    web_dist: Path = REPO_ROOT / "web" / "dist"
    # Calls that carry protection headers are verified in either mode.
    protection: ProtectionMode = ProtectionMode.REQUIRED
    # Embedded mode: the loopback port where portalctl reaches the services' internal routes
    # (gateway/operator_port.py); 0 turns it off. Unused when every service has a URL.
    operator_port: int = 8001
    # The operator console: a listener of its own, never the customer port. Embedded mode
    # (``serve``) opens it beside the portal; ``serve-console`` runs it alone. 0 turns it off.
    ops_host: str = "127.0.0.1"
    ops_port: int = 8002
    console_web_dist: Path = REPO_ROOT / "web" / "dist-console"

    def service_url(self, service: str) -> str | None:
        url: str | None = getattr(self, f"{service}_url")
        return url

    @property
    def embedded_services(self) -> tuple[str, ...]:
        return tuple(service for service in SERVICES if not self.service_url(service))
