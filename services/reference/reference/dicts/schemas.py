"""Wire shapes of ``reg/user/listDict``."""

from typing import Annotated

from pydantic import Field

from portal_kit.envelope import WireModel

DICT_TYPE = r"^[A-Za-z][A-Za-z0-9_]{0,31}$"


class DictQuery(WireModel):
    # None answers every dictionary, as the specification's payload-less call expects.
    dict_type: Annotated[str, Field(pattern=DICT_TYPE)] | None = None


class DictEntryRead(WireModel):
    dict_type: str
    code: str
    label: str
    sort: int
    colour: str | None
    # The same values under the spellings screens of specification §3 read; the web app
    # maps the rest (CODE, FLAG, flag, mark, MARK) in one place.
    dict_value: str
    dict_label: str
