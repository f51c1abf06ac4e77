"""``portalctl registration``: review company registrations and decide them."""

from enum import StrEnum
from typing import Annotated, Any

import typer

from portalctl.client import OperatorClient

app = typer.Typer(no_args_is_help=True, help="Company registrations (customer service).")

RegistrationId = Annotated[int, typer.Argument(help="The registration's id (see list).")]
REASON_FORMAT = "use FIELD=TEXT, e.g. compName='does not match the licence'"


class Status(StrEnum):
    draft = "draft"
    verifying = "verifying"
    pending = "pending"
    rejected = "rejected"
    approved = "approved"


def parse_reasons(given: list[str]) -> dict[str, str]:
    """``field=text`` options as the reasons object; the service checks the field names."""
    reasons: dict[str, str] = {}
    for item in given:
        field, separator, text = item.partition("=")
        if not separator or not field.strip() or not text.strip():
            raise typer.BadParameter(f"{item!r}: {REASON_FORMAT}", param_hint="--reason")
        reasons[field.strip()] = text.strip()
    return reasons


def _decide(registration_id: int, approve: bool, reasons: dict[str, str] | None) -> Any:
    async def call(client: OperatorClient) -> Any:
        payload: dict[str, Any] = {
            "registrationId": registration_id,
            "approve": approve,
            "operator": client.operator,
        }
        if reasons is not None:
            payload["reasons"] = reasons
        return await client.call("customer", "registration/decide", payload)

    return call


@app.command("list")
def list_registrations(
    ctx: typer.Context,
    status: Annotated[Status | None, typer.Option(help="Only registrations in this state.")] = None,
) -> None:
    """Registrations, newest first (pending ones wait for a decision)."""
    payload = {"status": status.value} if status is not None else {}
    ctx.obj.run(lambda client: client.call("customer", "registration/list", payload))


@app.command("show")
def show(ctx: typer.Context, registration_id: RegistrationId) -> None:
    """One registration with every field (ID numbers masked)."""
    payload = {"registrationId": registration_id}
    ctx.obj.run(lambda client: client.call("customer", "registration/detail", payload))


@app.command("approve")
def approve(ctx: typer.Context, registration_id: RegistrationId) -> None:
    """Approve: the company becomes active, the registrant its administrator (root manager)."""
    ctx.obj.run(_decide(registration_id, True, None))


@app.command("reject")
def reject(
    ctx: typer.Context,
    registration_id: RegistrationId,
    reason: Annotated[
        list[str],
        typer.Option(
            help="FIELD=TEXT, once per field the registrant must correct (e.g. compName, "
            "creditCode, licenceFileToken; 'verification' to redo the checks; 'other').",
        ),
    ],
) -> None:
    """Reject with reasons per field; the registrant corrects them and submits again."""
    ctx.obj.run(_decide(registration_id, False, parse_reasons(reason)))
