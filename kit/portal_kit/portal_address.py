"""The portal's public address, which the links in texts sent to people (SMS, e-mail) carry.

A link in an SMS is opened on a phone, far from the page that caused it, so it must be
absolute. Production names the address (``<PREFIX>PORTAL_URL``) or refuses to start; dev and
test fall back to the gateway's own origin: ``python -m gateway serve`` hands its listener to
the services it runs (``gateway.portal_origin``), and a service started alone assumes the
gateway's default listener.
"""

from urllib.parse import urlsplit

from pydantic import model_validator

from portal_kit.settings import BaseServiceSettings, RunMode

# ``python -m gateway serve`` listens here unless told otherwise.
GATEWAY_DEFAULT_ORIGIN = "http://127.0.0.1:8000"


class PortalAddressSettings(BaseServiceSettings):
    """Settings of a service that sends links: ``portal_url`` is always absolute after
    validation, without a trailing slash."""

    # The portal's public address (e.g. https://portal.example.com) put in front of the links
    # texts carry; required in production, the gateway's origin elsewhere.
    portal_url: str = ""

    @model_validator(mode="after")
    def _absolute_portal_url(self) -> "PortalAddressSettings":
        variable = f"{self.model_config.get('env_prefix', '')}PORTAL_URL"
        if not self.portal_url:
            if self.mode is RunMode.PROD:
                raise ValueError(
                    f"production mode needs {variable}: the portal's public address (e.g. "
                    "https://portal.example.com), which the links in SMS and e-mail carry"
                )
            self.portal_url = GATEWAY_DEFAULT_ORIGIN
        parts = urlsplit(self.portal_url)
        if parts.scheme not in ("http", "https") or not parts.hostname or parts.query:
            raise ValueError(
                f"{variable} must be an absolute http(s) address such as https://portal.example.com"
            )
        self.portal_url = self.portal_url.rstrip("/")
        return self

    def portal_link(self, path: str) -> str:
        """``path`` (starting with ``/``) as a link people can open from anywhere."""
        return f"{self.portal_url}{path}"
