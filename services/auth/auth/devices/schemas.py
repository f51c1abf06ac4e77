"""Wire shapes of the security tab's sessions: the caller's own, and their company's."""

from datetime import datetime
from typing import Annotated

from pydantic import Field

from auth.account.region import Network
from portal_kit.envelope import WireModel

# A session is named on the wire by a digest of its id, never the id itself (which access
# tokens carry): a list shown to an administrator gives nothing to replay.
SessionKey = Annotated[str, Field(pattern=r"^[0-9a-f]{32}$")]


class SessionKeyQuery(WireModel):
    session_key: SessionKey


class SessionRead(WireModel):
    session_key: str
    # "Chrome 120", "Windows 10", "iPhone"; empty when the user agent does not say.
    browser: str
    system: str
    model: str
    ip: str
    # "local": a private or loopback address (the office network, this machine); the region
    # (ISO 3166 code, named by the browser in the reader's language) only for public ones.
    network: Network
    region_code: str | None
    started_at: datetime
    # The last call the session made, to within the idle lock's step (ten seconds).
    last_active_at: datetime
    # Idle-locked: it waits for the security verification before anything else.
    locked: bool
    current: bool


class CompanySessionRead(SessionRead):
    employee_code: str
    name: str


class EndedRead(WireModel):
    ended: int
