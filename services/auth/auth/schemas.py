from pydantic import Field

from portal_kit.envelope import WireModel

# The web app draws a random browserID per session (specification §3).
BROWSER_ID = r"^[A-Za-z0-9_-]{6,64}$"


class BrowserQuery(WireModel):
    browser_id: str = Field(alias="browserID", pattern=BROWSER_ID)


class CaptchaRead(WireModel):
    """A PNG image as a data URL, ready for an ``<img src>``."""

    image: str
    expires_in_sec: int
