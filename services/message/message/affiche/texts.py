"""An announcement's texts in both languages, cleaned, as the console (and the demo data)
store them."""

from dataclasses import dataclass

from message.errors import EmptyContent
from message.html import Format, render, summary_of
from message.models import Affiche
from portal_kit.errors import InvalidInput
from portal_kit.i18n import Text

HALF_ENGLISH = Text(
    "titleEn and contentEn must be given together (or neither)",
    "titleEn与contentEn须同时填写（或都不填）",
)


@dataclass(frozen=True)
class AfficheTexts:
    title: str
    format: Format
    content: str
    title_en: str | None = None
    content_en: str | None = None


def search_text(*texts: str | None) -> str:
    """One column to search, folded here so SQLite and PostgreSQL match the same rows."""
    return " ".join(text for text in texts if text).casefold()


def fill(affiche: Affiche, texts: AfficheTexts) -> None:
    """Set ``affiche``'s texts: sources kept, HTML made and cleaned, summaries taken."""
    if (texts.title_en is None) != (texts.content_en is None):
        raise InvalidInput(HALF_ENGLISH)
    html = render(texts.format, texts.content)
    html_en = render(texts.format, texts.content_en) if texts.content_en else None
    if not html or (texts.content_en and not html_en):
        raise EmptyContent()
    affiche.title = texts.title
    affiche.title_en = texts.title_en
    affiche.summary = summary_of(html)
    affiche.summary_en = summary_of(html_en) if html_en else None
    affiche.source_format = texts.format
    # HTML is kept cleaned as its own source: unsafe markup is never stored.
    affiche.source = texts.content if texts.format == "markdown" else html
    affiche.source_en = texts.content_en if texts.format == "markdown" else html_en
    affiche.content = html
    affiche.content_en = html_en
    affiche.search_text = search_text(
        affiche.title, affiche.title_en, affiche.summary, affiche.summary_en
    )
