from portal_kit.envelope import WireModel


class ResourceRead(WireModel):
    """A web route the caller may open; ``parent`` is the parent entry's ``resUri``."""

    res_uri: str
    name: str
    parent: str | None
    sort: int
    icon: str | None
