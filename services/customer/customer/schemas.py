from portal_kit.envelope import WireModel


class AccountDictEntryRead(WireModel):
    dict_value: str
    dict_label: str
    sort: int


class AccountDicts(WireModel):
    """The dictionaries of the account centre, by dictionary type."""

    comp_role: list[AccountDictEntryRead]
    employee_role: list[AccountDictEntryRead]
