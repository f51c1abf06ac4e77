from sqlalchemy.ext.asyncio import AsyncSession

from customer.repository import DictRepository
from customer.schemas import AccountDictEntryRead, AccountDicts
from portal_kit.i18n import Language

COMP_ROLE = "compRole"
EMPLOYEE_ROLE = "employeeRole"


async def account_dicts(session: AsyncSession, language: Language) -> AccountDicts:
    """Company and employee role dictionaries, labelled in the caller's language."""
    entries = await DictRepository(session).list_by_types([COMP_ROLE, EMPLOYEE_ROLE])
    grouped: dict[str, list[AccountDictEntryRead]] = {COMP_ROLE: [], EMPLOYEE_ROLE: []}
    for entry in entries:
        label = entry.label_en if language == "en" else entry.label_zh
        grouped[entry.dict_type].append(
            AccountDictEntryRead(dict_value=entry.code, dict_label=label, sort=entry.sort)
        )
    return AccountDicts(comp_role=grouped[COMP_ROLE], employee_role=grouped[EMPLOYEE_ROLE])
