"""``portalctl publish``: news, help guides and announcements from Markdown or HTML files,
written and published through the console as a content editor."""

from datetime import datetime
from pathlib import Path
from typing import Annotated, Any

import typer

from portalctl.client import ConsoleClient
from portalctl.documents import read_document

app = typer.Typer(no_args_is_help=True, help="Publish news, help guides and announcements.")

Document = Annotated[
    Path, typer.Argument(exists=True, dir_okay=False, help="A Markdown (.md) or HTML file.")
]
English = Annotated[
    Path | None,
    typer.Option(exists=True, dir_okay=False, help="The English version (same format)."),
]
TitleEn = Annotated[str | None, typer.Option(help="The English title (with --english).")]
At = Annotated[
    datetime | None,
    typer.Option(help="Publish at this time (ISO 8601 with a zone) instead of now."),
]


def _written(document: Path, english: Path | None, title_en: str | None) -> dict[str, Any]:
    text_format, content = read_document(document)
    written: dict[str, Any] = {"format": text_format, "content": content}
    if english is not None:
        written["contentEn"] = read_document(english)[1]
        written["titleEn"] = title_en
    return written


@app.command("article")
def publish_article(
    ctx: typer.Context,
    document: Document,
    title: Annotated[str, typer.Option(help="The headline.")],
    category: Annotated[str, typer.Option(help="A news category code, e.g. platform.")],
    summary: Annotated[str | None, typer.Option(help="One or two sentences for the list.")] = None,
    english: English = None,
    title_en: TitleEn = None,
    at: At = None,
) -> None:
    """Write a news article and publish it now (or at --at)."""
    payload = {"title": title, "category": category, **_written(document, english, title_en)}
    if summary:
        payload["summary"] = summary

    async def publish(client: ConsoleClient) -> Any:
        article = await client.call("article/create", payload)
        when = {"publishAt": at.isoformat()} if at else {}
        return await client.call("article/publish", {"id": article["id"], **when})

    ctx.obj.run(publish)


@app.command("guide")
def publish_guide(
    ctx: typer.Context,
    document: Document,
    module: Annotated[str, typer.Option(help="An existing help module's code, e.g. product.")],
    title: Annotated[str, typer.Option(help="The guide's title.")],
    sort: Annotated[int | None, typer.Option(help="Position within the module.")] = None,
    english: English = None,
    title_en: TitleEn = None,
) -> None:
    """Write a help guide into an existing module and publish it (make modules in the
    console)."""
    payload = {"module": module, "title": title, **_written(document, english, title_en)}
    if sort is not None:
        payload["sort"] = sort

    async def publish(client: ConsoleClient) -> Any:
        guide = await client.call("guide/create", payload)
        return await client.call("guide/publish", {"id": guide["id"]})

    ctx.obj.run(publish)


@app.command("affiche")
def publish_affiche(
    ctx: typer.Context,
    document: Document,
    title: Annotated[str, typer.Option(help="The announcement's title.")],
    english: English = None,
    title_en: TitleEn = None,
    at: At = None,
) -> None:
    """Write an announcement to every user and publish it now (or at --at)."""
    payload = {"title": title, **_written(document, english, title_en)}

    async def publish(client: ConsoleClient) -> Any:
        affiche = await client.call("affiche/create", payload)
        when = {"publishAt": at.isoformat()} if at else {}
        return await client.call("affiche/publish", {"id": affiche["id"], **when})

    ctx.obj.run(publish)
