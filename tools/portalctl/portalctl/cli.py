"""``portalctl``: what the factoring company's operators do (DESIGN §8).

Every command is one or a few internal calls to the owning service, made with the service
token; a refusal prints the service's message and exits with status 1.
"""

from typing import Any

import typer

from portalctl import admin_changes, messages, permits, publishing, registrations, users
from portalctl.client import OperatorClient
from portalctl.runner import Runner
from portalctl.settings import SERVICES, Settings

app = typer.Typer(no_args_is_help=True, help=__doc__)
app.add_typer(publishing.app, name="publish")
app.add_typer(permits.app, name="permit")
app.add_typer(admin_changes.app, name="admin-change")
app.add_typer(messages.app, name="message")
app.add_typer(registrations.app, name="registration")
app.add_typer(users.app, name="user")


@app.callback()
def configure(ctx: typer.Context) -> None:
    if ctx.obj is None:
        ctx.obj = Runner(Settings())


@app.command()
def demo(ctx: typer.Context) -> None:
    """Load the demo data into every service (dev and test modes; what exists is kept)."""

    async def load_everywhere(client: OperatorClient) -> list[Any]:
        # One service after another: the demo companies' users come from auth first.
        return [await client.call(service, "demo/load") for service in SERVICES]

    ctx.obj.run(load_everywhere)


def main() -> None:
    app()
