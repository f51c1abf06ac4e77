"""``portalctl``: what the factoring company's operators do (DESIGN §8).

Every command is one or a few internal calls to the owning service, made with the service
token; a refusal prints the service's message and exits with status 1.
"""

import typer

from portalctl import admin_changes, messages, permits, publishing, registrations
from portalctl.runner import Runner
from portalctl.settings import Settings

app = typer.Typer(no_args_is_help=True, help=__doc__)
app.add_typer(publishing.app, name="publish")
app.add_typer(permits.app, name="permit")
app.add_typer(admin_changes.app, name="admin-change")
app.add_typer(messages.app, name="message")
app.add_typer(registrations.app, name="registration")


@app.callback()
def configure(ctx: typer.Context) -> None:
    if ctx.obj is None:
        ctx.obj = Runner(Settings())


def main() -> None:
    app()
