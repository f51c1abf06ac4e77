from pydantic import Field

from portal_kit.envelope import WireModel


class UnreadQuery(WireModel):
    receive_comp_code: str = Field(min_length=1, max_length=32)
