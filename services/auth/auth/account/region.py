"""Where an address is, as far as an offline table knows: its country or region.

The table is the one the ``iptocc`` package embeds (the five regional internet registries'
allocations, refreshed with each release): no lookup leaves the machine, and updating it is
updating the package. An address the table cannot place is a local one (private, loopback,
link-local: the office network or this machine) or simply unknown.
"""

import ipaddress
from typing import Literal

import iptocc

Network = Literal["public", "local", "unknown"]


def locate(ip: str) -> tuple[Network, str | None]:
    """What kind of address ``ip`` is and, for a public one, its ISO 3166 region code."""
    try:
        address = ipaddress.ip_address(ip)
    except ValueError:
        return "unknown", None
    if not address.is_global:
        return "local", None
    return "public", iptocc.country_code(str(address))
