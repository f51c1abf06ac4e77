"""``portalctl admin-change``: list change-of-administrator applications and decide them."""

from enum import StrEnum
from typing import Annotated, Any

import typer

from portalctl.client import OperatorClient

app = typer.Typer(
    no_args_is_help=True, help="Change-of-administrator applications (customer service)."
)

ApplicationId = Annotated[int, typer.Argument(help="The application's id (see list).")]


class Status(StrEnum):
    pending = "pending"
    approved = "approved"
    rejected = "rejected"


def _decide(application_id: int, approve: bool, reason: str | None) -> Any:
    async def call(client: OperatorClient) -> Any:
        payload: dict[str, Any] = {
            "applicationId": application_id,
            "approve": approve,
            "operator": client.operator,
        }
        if reason is not None:
            payload["reason"] = reason
        return await client.call("customer", "company/changeAcc/decide", payload)

    return call


@app.command("list")
def list_applications(
    ctx: typer.Context,
    status: Annotated[Status | None, typer.Option(help="Only applications in this state.")] = None,
) -> None:
    """Applications of every company, newest first."""
    payload = {"status": status.value} if status is not None else {}
    ctx.obj.run(lambda client: client.call("customer", "company/changeAcc/list", payload))


@app.command("approve")
def approve(ctx: typer.Context, application_id: ApplicationId) -> None:
    """Approve: the named person gets the company's administrator account."""
    ctx.obj.run(_decide(application_id, True, None))


@app.command("reject")
def reject(
    ctx: typer.Context,
    application_id: ApplicationId,
    reason: Annotated[str, typer.Option(help="Why; the company reads it.")],
) -> None:
    """Reject; the company may apply again."""
    ctx.obj.run(_decide(application_id, False, reason))
