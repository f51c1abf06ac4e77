"""A short readable name for a user agent ("Chrome on Windows"), for the sign-in history."""

import re

# Order matters: Edge and Opera also say Chrome, Chrome also says Safari.
_BROWSERS = (
    ("Edg/", "Edge"),
    ("OPR/", "Opera"),
    ("MicroMessenger", "WeChat"),
    ("Firefox/", "Firefox"),
    ("Chrome/", "Chrome"),
    ("Safari/", "Safari"),
    ("MSIE ", "Internet Explorer"),
    ("Trident/", "Internet Explorer"),
)
_SYSTEMS = (
    ("Windows", "Windows"),
    ("Android", "Android"),
    ("iPhone", "iOS"),
    ("iPad", "iOS"),
    ("Mac OS X", "macOS"),
    ("Linux", "Linux"),
)
MAX_CHARS = 40


def describe(user_agent: str) -> str:
    browser = next((name for marker, name in _BROWSERS if marker in user_agent), None)
    system = next((name for marker, name in _SYSTEMS if marker in user_agent), None)
    if browser and system:
        return f"{browser} on {system}"
    if browser or system:
        return browser or system or ""
    # Not a browser we know (a script, a tool): its first product token.
    first = re.split(r"\s", user_agent.strip(), maxsplit=1)[0]
    return first[:MAX_CHARS] or "unknown"
