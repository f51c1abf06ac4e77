"""An article's texts in both languages, checked and cleaned, as the console stores them."""

from dataclasses import dataclass

from sqlalchemy.ext.asyncio import AsyncSession

from content.articles.repository import ArticleCategoryRepository
from content.files.repository import StoredFileRepository
from content.files.sniff import IMAGE_TYPES
from content.models import Article
from content.sanitise import search_text
from content.writing import Format, write
from portal_kit.errors import InvalidInput
from portal_kit.i18n import Text

SUMMARY_LENGTH = 120
UNKNOWN_CATEGORY = Text("category must be one of {codes}", "category必须是{codes}之一")
HALF_ENGLISH = Text(
    "titleEn and contentEn must be given together (or neither)",
    "titleEn与contentEn须同时填写（或都不填）",
)
ENGLISH_SUMMARY_ALONE = Text(
    "summaryEn needs titleEn and contentEn", "填写summaryEn时须同时填写titleEn与contentEn"
)
NOT_A_PUBLIC_IMAGE = Text(
    "coverFileToken must be a public image uploaded with ops/file/upload",
    "coverFileToken须为通过ops/file/upload上传的公开图片",
)


@dataclass(frozen=True)
class ArticleTexts:
    category: str
    title: str
    format: Format
    content: str
    title_en: str | None = None
    summary: str | None = None
    summary_en: str | None = None
    content_en: str | None = None
    cover_file_token: str | None = None


def summary_of(text: str) -> str:
    if len(text) <= SUMMARY_LENGTH:
        return text
    return text[: SUMMARY_LENGTH - 1].rstrip() + "…"


async def fill(session: AsyncSession, article: Article, texts: ArticleTexts) -> None:
    """Set ``article``'s texts from ``texts``: sources kept, HTML made and cleaned; the
    cover must be a public image."""
    categories = ArticleCategoryRepository(session)
    if await categories.get(texts.category) is None:
        codes = ", ".join(sorted(await categories.existing_codes()))
        raise InvalidInput(UNKNOWN_CATEGORY.format(codes=codes))
    if (texts.title_en is None) != (texts.content_en is None):
        raise InvalidInput(HALF_ENGLISH)
    if texts.summary_en and texts.title_en is None:
        raise InvalidInput(ENGLISH_SUMMARY_ALONE)
    if texts.cover_file_token:
        cover = await StoredFileRepository(session).get_by_token(texts.cover_file_token)
        if cover is None or cover.scope != "public" or cover.content_type not in IMAGE_TYPES:
            raise InvalidInput(NOT_A_PUBLIC_IMAGE)
    zh = write(texts.format, texts.content)
    en = write(texts.format, texts.content_en, "contentEn") if texts.content_en else None
    article.category_code = texts.category
    article.title = texts.title
    article.title_en = texts.title_en
    article.summary = texts.summary or summary_of(zh.text)
    article.summary_en = (texts.summary_en or summary_of(en.text)) if en else None
    article.source_format = texts.format
    article.source = zh.source
    article.source_en = en.source if en else None
    article.content = zh.html
    article.content_en = en.html if en else None
    article.cover_file_token = texts.cover_file_token
    article.search_text = search_text(
        article.title,
        article.summary,
        zh.text,
        article.title_en or "",
        article.summary_en or "",
        en.text if en else "",
    )
