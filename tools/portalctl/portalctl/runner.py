"""How a command runs its calls: one client, one event loop, a refusal printed and exit 1."""

import asyncio
import json
from collections.abc import Awaitable, Callable, Coroutine
from dataclasses import dataclass, field
from typing import Any

import httpx
import typer

from portalctl.client import OperatorClient, OperatorError
from portalctl.settings import Settings


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
