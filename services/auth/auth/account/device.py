"""What a user agent says about the browser and the device, read by the ua-parser library.

One reader for the whole service (the sign-in history and the list of sessions): its rules are
the maintained uap-core ones, updated with the package, not a list of our own to keep up.
"""

from dataclasses import dataclass

import ua_parser

# The library's word for "no rule matched".
_OTHER = "Other"
MAX_CHARS = 40


@dataclass(frozen=True, slots=True)
class Device:
    """``browser`` and ``system`` with their major version ("Chrome 120", "Windows 10");
    ``model`` names a phone or tablet ("iPhone") and is empty for a computer or unknown."""

    browser: str
    system: str
    model: str


def _named(family: str, major: str | None) -> str:
    if family == _OTHER:
        return ""
    return f"{family} {major}" if major else family


def _first_token(user_agent: str) -> str:
    # Not a client the rules know (a script, a tool): its first product token names it.
    stripped = user_agent.strip()
    return stripped.split(maxsplit=1)[0][:MAX_CHARS] if stripped else ""


def read(user_agent: str) -> Device:
    found = ua_parser.parse(user_agent).with_defaults()
    model = found.device.family
    browser = _named(found.user_agent.family, found.user_agent.major)
    system = _named(found.os.family, found.os.major)
    return Device(
        browser=browser or ("" if system else _first_token(user_agent)),
        system=system,
        model="" if model in (_OTHER, "Spider") else model,
    )


def describe(user_agent: str) -> str:
    """A short readable name ("Chrome on Windows"), for the sign-in history."""
    found = ua_parser.parse(user_agent).with_defaults()
    browser, system = found.user_agent.family, found.os.family
    named = [name for name in (browser, system) if name != _OTHER]
    if len(named) == 2:
        return f"{browser} on {system}"
    if named:
        return named[0][:MAX_CHARS]
    return _first_token(user_agent) or "unknown"
