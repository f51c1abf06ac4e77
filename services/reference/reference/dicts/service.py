from sqlalchemy.ext.asyncio import AsyncSession

from portal_kit.i18n import Language
from reference.dicts.repository import DictRepository
from reference.dicts.schemas import DictEntryRead


async def list_entries(
    session: AsyncSession, language: Language, dict_type: str | None
) -> list[DictEntryRead]:
    """Enabled entries of ``dict_type`` (every dictionary for ``None``), in the caller's language.

    An unknown dictionary is simply empty: the screens ask for what they know.
    """
    entries = await DictRepository(session).list_enabled(dict_type)
    answer = []
    for entry in entries:
        label = entry.label_en if language == "en" else entry.label_zh
        answer.append(
            DictEntryRead(
                dict_type=entry.dict_type,
                code=entry.code,
                label=label,
                sort=entry.sort,
                colour=entry.colour,
                dict_value=entry.code,
                dict_label=label,
            )
        )
    return answer
