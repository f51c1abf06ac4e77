"""``portalctl user``: operations administrators' actions on a customer's account (auth)."""

from typing import Annotated, Any

import typer

from portalctl.client import ConsoleClient, OperatorError

app = typer.Typer(
    no_args_is_help=True, help="Customers' user accounts (operations administrators)."
)

Mobile = Annotated[str, typer.Argument(help="The account's mobile number.")]


async def _user_code(client: ConsoleClient, mobile: str) -> str:
    page = await client.call("user/list", {"keyword": mobile, "pageSize": 2})
    if page["total"] != 1:
        raise OperatorError(f"no account has the mobile {mobile}")
    return str(page["rows"][0]["userCode"])


def _act(action: str, mobile: str, **extra: str) -> Any:
    async def call(client: ConsoleClient) -> Any:
        user_code = await _user_code(client, mobile)
        return await client.call(f"user/{action}", {"userCode": user_code, **extra})

    return call


@app.command("expire-password")
def expire_password(ctx: typer.Context, mobile: Mobile) -> None:
    """Make the user change the password at the next sign-in; every session ends at once
    (e.g. when the password may have leaked)."""
    ctx.obj.run(_act("expire-password", mobile))


@app.command("disable")
def disable(
    ctx: typer.Context,
    mobile: Mobile,
    reason: Annotated[str, typer.Option(help="Why; kept with the account and in the audit log.")],
) -> None:
    """Disable the account: no sign-in, every session ends."""
    ctx.obj.run(_act("disable", mobile, reason=reason))


@app.command("enable")
def enable(ctx: typer.Context, mobile: Mobile) -> None:
    """Enable a disabled account."""
    ctx.obj.run(_act("enable", mobile))


@app.command("unlock")
def unlock(ctx: typer.Context, mobile: Mobile) -> None:
    """Lift a sign-in lock after too many failures."""
    ctx.obj.run(_act("unlock", mobile))


@app.command("end-sessions")
def end_sessions(ctx: typer.Context, mobile: Mobile) -> None:
    """End every session of the account."""
    ctx.obj.run(_act("end-sessions", mobile))
