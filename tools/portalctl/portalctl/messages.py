"""``portalctl message``: send an in-site message to a company, a company role or everyone."""

from pathlib import Path
from typing import Annotated, Any

import typer

from portalctl.documents import read_document

app = typer.Typer(no_args_is_help=True, help="In-site messages (message service).")


@app.command("send")
def send(
    ctx: typer.Context,
    document: Annotated[
        Path, typer.Argument(exists=True, dir_okay=False, help="A Markdown (.md) or HTML file.")
    ],
    title: Annotated[str, typer.Option(help="The message's title.")],
    comp: Annotated[str | None, typer.Option(help="One company, by its code.")] = None,
    role: Annotated[
        str | None, typer.Option(help="Every active company holding this role, e.g. C102.")
    ] = None,
    everyone: Annotated[bool, typer.Option("--all", help="Every active company.")] = False,
    english: Annotated[
        Path | None,
        typer.Option(exists=True, dir_okay=False, help="The English version (same format)."),
    ] = None,
    title_en: Annotated[str | None, typer.Option(help="The English title.")] = None,
) -> None:
    """Send a system message; every user of each receiving company sees it."""
    audiences = [
        name for name, given in (("company", comp), ("role", role), ("all", everyone)) if given
    ]
    if len(audiences) != 1:
        raise typer.BadParameter("name exactly one of --comp, --role and --all")
    text_format, content = read_document(document)
    payload: dict[str, Any] = {
        "audience": audiences[0],
        "title": title,
        "format": text_format,
        "content": content,
    }
    if comp:
        payload["compCode"] = comp
    if role:
        payload["compRole"] = role
    if english is not None:
        payload["contentEn"] = read_document(english)[1]
        payload["titleEn"] = title_en
    ctx.obj.run(lambda client: client.call("message/send", payload))
