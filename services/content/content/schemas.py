from portal_kit.envelope import WireModel


class ProductRead(WireModel):
    product_code: str
    product_name: str
    summary: str
    icon: str
    sort: int
