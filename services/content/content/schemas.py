from portal_kit.envelope import WireModel


class ProductRead(WireModel):
    product_code: str
    product_name: str
    summary: str
    icon: str
    sort: int


class IdRead(WireModel):
    """The id of what an internal call created."""

    id: int
