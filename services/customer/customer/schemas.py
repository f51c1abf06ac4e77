from portal_kit.envelope import WireModel


class DictEntryRead(WireModel):
    dict_value: str
    dict_label: str
    sort: int


class AccountDicts(WireModel):
    """The dictionaries of the account centre, by dictionary type."""

    comp_role: list[DictEntryRead]
    employee_role: list[DictEntryRead]
