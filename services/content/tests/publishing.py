"""Articles and guides put in place for the public pages' tests, as editors leave them.

Articles are stored straight through the service's own text rules, so a test can date them
in the past (the console publishes now or later, never earlier); guides go through the
console, as an editor writes them.
"""

from datetime import UTC, datetime
from typing import Any

from fastapi import FastAPI

from content.articles.repository import PUBLISHED, ArticleRepository
from content.articles.texts import ArticleTexts, fill
from content.models import Article

from .console import Console


async def publish_article(
    app: FastAPI,
    published_at: datetime,
    *,
    title: str,
    category: str = "platform",
    content: str = "<p>text</p>",
    summary: str | None = None,
    cover_file_token: str | None = None,
) -> int:
    """A published article (HTML source) visible from ``published_at``; its id."""
    texts = ArticleTexts(
        category=category, title=title, summary=summary, format="html", content=content
    )
    article = Article(
        status=PUBLISHED,
        published_at=published_at.astimezone(UTC),
        created_at=published_at,
        updated_at=published_at,
    )
    async with app.state.db.sessionmaker() as session:
        await fill(session, article, texts)
        # The cover's file is not the public pages' concern: only its token is shown.
        article.cover_file_token = cover_file_token
        await ArticleRepository(session).add(article)
        await session.commit()
    return article.id


async def publish_guide(
    console: Console, module: str, title: str, content: str, **fields: Any
) -> int:
    """A published guide (HTML source) of ``module``, made first when missing; its id."""
    name = fields.pop("moduleName", module)
    modules = await console.body("guide-module/list", {"pageSize": 100})
    if module not in {row["code"] for row in modules["rows"]}:
        await console.body("guide-module/create", {"code": module, "name": name})
    body = {"module": module, "title": title, "content": content, "format": "html"} | fields
    guide: dict[str, Any] = await console.body("guide/create", body)
    await console.body("guide/publish", {"id": guide["id"]})
    guide_id: int = guide["id"]
    return guide_id
