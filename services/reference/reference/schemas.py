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


class AreaCheck(WireModel):
    """For peers: does ``areaCode`` lie under the province ``provinceCode``?"""

    province_code: str = Field(pattern=DIVISION_CODE)
    area_code: str = Field(pattern=DIVISION_CODE)


class AreaCheckRead(WireModel):
    # ``provinceCode`` names a provincial-level division.
    province_known: bool
    # ``areaCode`` names a division directly under it (what ``area/list?pid=`` offers).
    area_within: bool
