"""``portalctl operator``: break-glass commands of the platform team, with the service token.

They bootstrap the first operations administrator and recover a console nobody can sign in to;
everything else about operators is done in the console by an operations administrator.
"""

from typing import Annotated, Any

import typer

from portal_kit.operator_tokens import OperatorRole
from portalctl.client import BreakGlassClient

app = typer.Typer(
    no_args_is_help=True,
    help="Operator accounts, break-glass (needs PORTALCTL_SERVICE_TOKEN).",
)

Username = Annotated[str, typer.Argument(help="The operator's username.")]


@app.command("create")
def create(
    ctx: typer.Context,
    username: Annotated[str, typer.Option(help="Signs in with it: a-z, 0-9, '.', '_', '-'.")],
    name: Annotated[str, typer.Option(help="The operator's name, as the audit log shows it.")],
    role: Annotated[list[OperatorRole], typer.Option(help="A role; repeat for more.")],
) -> None:
    """Make an operator; prints the temporary password, to be changed at the first sign-in
    (where the authenticator is set up too)."""
    payload: dict[str, Any] = {
        "username": username,
        "name": name,
        "roles": [r.value for r in role],
    }
    ctx.obj.run_break_glass(lambda client: client.call("operator/create", payload))


@app.command("disable")
def disable(ctx: typer.Context, username: Username) -> None:
    """Disable an operator at once (e.g. a leaked account); their sessions end."""

    async def call(client: BreakGlassClient) -> Any:
        return await client.call("operator/disable", {"username": username})

    ctx.obj.run_break_glass(call)


@app.command("reset-mfa")
def reset_mfa(ctx: typer.Context, username: Username) -> None:
    """Forget an operator's authenticator (a lost phone): they set up a new one at their next
    sign-in."""

    async def call(client: BreakGlassClient) -> Any:
        return await client.call("operator/reset-mfa", {"username": username})

    ctx.obj.run_break_glass(call)
