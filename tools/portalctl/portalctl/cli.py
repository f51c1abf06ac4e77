"""``portalctl``: what the factoring company's operators do, for automation (DESIGN §8).

Every command acts as the operator whose personal API token ``PORTALCTL_TOKEN`` holds, through
the operator console's API (``PORTALCTL_URL``): the same rights, four-eyes rules and audit log
as in the console. ``portalctl operator ...`` is the platform team's break-glass, with the
service token. A refusal prints the portal's message and exits with status 1.
"""

import typer

from portalctl import audit, messages, operators, publishing, review, users
from portalctl.runner import Runner
from portalctl.settings import Settings

app = typer.Typer(no_args_is_help=True, help=__doc__)
app.add_typer(review.registrations, name="registration")
app.add_typer(review.permits, name="permit")
app.add_typer(review.admin_changes, name="admin-change")
app.add_typer(publishing.app, name="publish")
app.add_typer(messages.app, name="message")
app.add_typer(users.app, name="user")
app.add_typer(audit.app, name="audit")
app.add_typer(operators.app, name="operator")


@app.callback()
def configure(ctx: typer.Context) -> None:
    if ctx.obj is None:
        ctx.obj = Runner(Settings())


def main() -> None:
    app()
