"""``portalctl``: what the factoring company's operators do (DESIGN §8).

Every command is one or a few internal calls to the owning service, made with the service
token; a refusal prints the service's message and exits with status 1.
"""

import asyncio
import json
from collections.abc import Awaitable, Callable, Coroutine
from dataclasses import dataclass, field
from pathlib import Path
from typing import Annotated, Any

import httpx
import typer

from portalctl.client import OperatorClient, OperatorError
from portalctl.documents import read_document
from portalctl.settings import Settings

app = typer.Typer(no_args_is_help=True, help=__doc__)
publish = typer.Typer(no_args_is_help=True, help="Publish news, help guides and announcements.")
app.add_typer(publish, name="publish")


def _run_now(work: Coroutine[Any, Any, Any]) -> Any:
    return asyncio.run(work)


@dataclass
class Runner:
    """How commands reach the services. Tests hand in an in-process transport and an
    ``execute`` that runs the calls on the event loop where the services live."""

    settings: Settings
    transport: httpx.AsyncBaseTransport | None = None
    execute: Callable[[Coroutine[Any, Any, Any]], Any] = field(default=_run_now)

    def run(self, work: Callable[[OperatorClient], Awaitable[Any]]) -> None:
        async def go() -> Any:
            async with OperatorClient(self.settings, self.transport) as client:
                return await work(client)

        try:
            answer = self.execute(go())
        except OperatorError as exc:
            typer.echo(f"refused: {exc}", err=True)
            raise typer.Exit(1) from exc
        typer.echo(json.dumps(answer, ensure_ascii=False, indent=2))


@app.callback()
def configure(ctx: typer.Context) -> None:
    if ctx.obj is None:
        ctx.obj = Runner(Settings())


Document = Annotated[
    Path, typer.Argument(exists=True, dir_okay=False, help="A Markdown (.md) or HTML file.")
]


@publish.command("article")
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


@publish.command("guide")
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


def main() -> None:
    app()
