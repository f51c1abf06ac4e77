"""Where portalctl finds the console and who it is: ``PORTALCTL_*`` environment variables.

Every command acts as a named operator through the operator console's API, with that
operator's personal API token (made in the console under 'my account'); its decisions are
recorded under that operator and pass the same four-eyes rules as the console's. The
break-glass commands (``portalctl operator ...``) use the service token instead, against the
back office's internal routes: only the platform team holds it.
"""

import getpass

from pydantic import SecretStr
from pydantic_settings import BaseSettings, SettingsConfigDict

from portal_kit.settings import DEV_SERVICE_TOKEN


def _login_name() -> str:
    try:
        return getpass.getuser()
    except (KeyError, OSError):
        return "unknown"


class Settings(BaseSettings):
    model_config = SettingsConfigDict(env_prefix="PORTALCTL_", extra="ignore")

    # The operator console (embedded `make run`: its own port, 8002).
    url: str = "http://127.0.0.1:8002"
    # The operator's personal API token (``opt_...``).
    token: SecretStr = SecretStr("")
    # Break-glass: the back office's internal routes. Embedded mode reaches them on the
    # gateway's operator port; distributed mode names the back office's own address.
    operator_url: str = "http://127.0.0.1:8001"
    backoffice_url: str | None = None
    # The deployment's service token (the dev value works only against dev and test modes).
    service_token: str = DEV_SERVICE_TOKEN
    # Who runs a break-glass command, for the audit log (default: this login's name).
    operator: str = _login_name()

    @property
    def internal_url(self) -> str:
        """Where the back office answers its internal routes."""
        return self.backoffice_url or f"{self.operator_url.rstrip('/')}/backoffice"
