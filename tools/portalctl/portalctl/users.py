"""``portalctl user``: operator actions on a person's account (auth service)."""

from typing import Annotated

import typer

app = typer.Typer(no_args_is_help=True, help="User accounts (auth service).")


@app.command("expire-password")
def expire_password(
    ctx: typer.Context,
    mobile: Annotated[str, typer.Argument(help="The account's mobile number.")],
) -> None:
    """Make the user change the password at the next sign-in; every session ends at once
    (e.g. when the password may have leaked)."""
    ctx.obj.run(lambda client: client.call("auth", "user/password/expire", {"mobile": mobile}))
