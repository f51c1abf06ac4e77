from pydantic import Field

from portal_kit.envelope import WireModel

DIVISION_CODE = r"^\d{6}$"


class DivisionRead(WireModel):
    code: str
    name: str
    pid: str | None = Field(validation_alias="parent_code")
    level: int


class AreaQuery(WireModel):
    pid: str = Field(pattern=DIVISION_CODE, description="Code of the parent division (6 digits).")


class LinkageRead(WireModel):
    """A node of the address cascade: ``leaf`` tells the picker not to ask for children."""

    id: str
    label: str
    pid: str | None
    leaf: bool
