"""``portalctl publish``: news, help guides and announcements from Markdown or HTML files."""

from pathlib import Path
from typing import Annotated

import typer

from portalctl.documents import read_document

app = typer.Typer(no_args_is_help=True, help="Publish news, help guides and announcements.")

Document = Annotated[
    Path, typer.Argument(exists=True, dir_okay=False, help="A Markdown (.md) or HTML file.")
]


@app.command("article")
def publish_article(
    ctx: typer.Context,
    document: Document,
    title: Annotated[str, typer.Option(help="The headline.")],
    category: Annotated[str, typer.Option(help="A news category code, e.g. platform.")],
    summary: Annotated[str | None, typer.Option(help="One or two sentences for the list.")] = None,
) -> None:
    """Publish a news article now."""
    payload = {"title": title, "category": category, "content": read_document(document)}
    if summary:
        payload["summary"] = summary
    ctx.obj.run(lambda client: client.call("content", "article/publish", payload))


@app.command("guide")
def publish_guide(
    ctx: typer.Context,
    document: Document,
    module: Annotated[str, typer.Option(help="Module code, e.g. registration.")],
    module_name: Annotated[str, typer.Option(help="The module's title on the help page.")],
    title: Annotated[str, typer.Option(help="The guide's title.")],
    sort: Annotated[int, typer.Option(help="Position within the module.")] = 0,
) -> None:
    """Publish a help guide (a new module code creates the module)."""
    payload = {
        "module": module,
        "moduleName": module_name,
        "title": title,
        "content": read_document(document),
        "sort": sort,
    }
    ctx.obj.run(lambda client: client.call("content", "guide/publish", payload))


@app.command("affiche")
def publish_affiche(
    ctx: typer.Context,
    document: Document,
    title: Annotated[str, typer.Option(help="The announcement's title.")],
) -> None:
    """Publish an announcement to every user now."""
    payload = {"title": title, "content": read_document(document)}
    ctx.obj.run(lambda client: client.call("message", "affiche/publish", payload))
