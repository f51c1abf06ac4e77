"""A help guide's texts in both languages, checked and cleaned, as the console stores them."""

from dataclasses import dataclass

from content.models import HelpGuide
from content.sanitise import search_text
from content.writing import Format, write
from portal_kit.errors import InvalidInput
from portal_kit.i18n import Text

HALF_ENGLISH = Text(
    "titleEn and contentEn must be given together (or neither)",
    "titleEn与contentEn须同时填写（或都不填）",
)


@dataclass(frozen=True)
class GuideTexts:
    title: str
    format: Format
    content: str
    title_en: str | None = None
    content_en: str | None = None


def fill(guide: HelpGuide, texts: GuideTexts) -> None:
    """Set ``guide``'s texts: sources kept, HTML made and cleaned."""
    if (texts.title_en is None) != (texts.content_en is None):
        raise InvalidInput(HALF_ENGLISH)
    zh = write(texts.format, texts.content)
    en = write(texts.format, texts.content_en, "contentEn") if texts.content_en else None
    guide.title = texts.title
    guide.title_en = texts.title_en
    guide.source_format = texts.format
    guide.source = zh.source
    guide.source_en = en.source if en else None
    guide.content = zh.html
    guide.content_en = en.html if en else None
    guide.search_text = search_text(
        texts.title, zh.text, texts.title_en or "", en.text if en else ""
    )
