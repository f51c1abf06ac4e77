"""``portalctl message``: send an in-site message to a company (or one of its users)."""

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
    comp: Annotated[str, typer.Option(help="The receiving company's code.")],
    title: Annotated[str, typer.Option(help="The message's title.")],
    type_: Annotated[
        str,
        typer.Option(
            "--type",
            help="system, registration, permit, employee, admin or invitation.",
        ),
    ] = "system",
    user: Annotated[
        str | None, typer.Option(help="Only this user of the company (a user code).")
    ] = None,
) -> None:
    """Send a message; every user of the company sees it unless --user names one."""
    payload: dict[str, Any] = {
        "receiveCompCode": comp,
        "type": type_,
        "title": title,
        "content": read_document(document),
    }
    if user is not None:
        payload["receiveUserCode"] = user
    ctx.obj.run(lambda client: client.call("message", "message/send", payload))
