"""Services learn the portal's address from the gateway's listener when nobody named it."""

from collections.abc import Iterable, MutableMapping

from portal_kit.layout import load_service_spec
from portal_kit.listeners import origin_of
from portal_kit.portal_address import PortalAddressSettings
from portal_kit.settings import RunMode


def offer_portal_origin(
    mode: RunMode,
    services: Iterable[str],
    host: str,
    port: int,
    environ: MutableMapping[str, str],
) -> None:
    """Outside production, each of ``services`` (started from this process, which will
    serve the portal on ``host:port``) that sends links points them at that listener unless
    its own ``<PREFIX>PORTAL_URL`` names an address.

    Production never guesses: there the service refuses to start without the variable.
    """
    if mode is RunMode.PROD:
        return
    for service in services:
        settings_cls = load_service_spec(service).settings_cls
        if issubclass(settings_cls, PortalAddressSettings):
            prefix = settings_cls.model_config.get("env_prefix", "")
            environ.setdefault(f"{prefix}PORTAL_URL", origin_of(host, port))
