"""How a command runs its calls: one client, one event loop, a refusal printed and exit 1."""

import asyncio
import json
from collections.abc import Awaitable, Callable, Coroutine
from dataclasses import dataclass, field
from typing import Any

import httpx
import typer

from portalctl.client import BreakGlassClient, ConsoleClient, OperatorError
from portalctl.settings import Settings


def _run_now(work: Coroutine[Any, Any, Any]) -> Any:
    return asyncio.run(work)


@dataclass
class Runner:
    """How commands reach the portal. Tests hand in in-process transports and an ``execute``
    that runs the calls on the event loop where the services live."""

    settings: Settings
    transport: httpx.AsyncBaseTransport | None = None
    execute: Callable[[Coroutine[Any, Any, Any]], Any] = field(default=_run_now)
    break_glass_transport: httpx.AsyncBaseTransport | None = None

    def run(
        self,
        work: Callable[[ConsoleClient], Awaitable[Any]],
        then: Callable[[Any], None] | None = None,
    ) -> None:
        """As the operator whose API token ``PORTALCTL_TOKEN`` holds; ``then`` judges the
        printed answer (it may end the command with an exit status)."""

        async def go() -> Any:
            async with ConsoleClient(self.settings, self.transport) as client:
                return await work(client)

        self._finish(go, then)

    def run_break_glass(self, work: Callable[[BreakGlassClient], Awaitable[Any]]) -> None:
        """With the service token, against the back office's internal routes."""

        async def go() -> Any:
            async with BreakGlassClient(self.settings, self.break_glass_transport) as client:
                return await work(client)

        self._finish(go)

    def _finish(
        self,
        go: Callable[[], Coroutine[Any, Any, Any]],
        then: Callable[[Any], None] | None = None,
    ) -> None:
        try:
            answer = self.execute(go())
        except OperatorError as exc:
            typer.echo(f"refused: {exc}", err=True)
            raise typer.Exit(1) from exc
        if isinstance(answer, str):
            typer.echo(answer)
        else:
            typer.echo(json.dumps(answer, ensure_ascii=False, indent=2))
        if then is not None:
            then(answer)
