"""``portalctl registration|permit|admin-change``: the review queues, as in the console.

A reviewer recommends (``recommend --approve`` or ``--reject`` with reasons), a different
approver decides (``approve``, ``reject``, or ``return`` to review); the same four-eyes rules as
the console hold, for the operator whose API token runs the command.
"""

from collections.abc import Callable
from typing import Annotated, Any

import typer

from portalctl.client import ConsoleClient, OperatorError

Reason = Annotated[list[str] | None, typer.Option("--reason", help="Why (repeat for more).")]
REASON_FORMAT = "use FIELD=TEXT, e.g. compName='does not match the licence'"


def field_reasons(given: list[str]) -> dict[str, str]:
    """``field=text`` options as a registration's reasons; the service checks the fields."""
    reasons: dict[str, str] = {}
    for item in given:
        field, separator, text = item.partition("=")
        if not separator or not field.strip() or not text.strip():
            raise typer.BadParameter(f"{item!r}: {REASON_FORMAT}", param_hint="--reason")
        reasons[field.strip()] = text.strip()
    return reasons


def text_reasons(given: list[str]) -> str:
    return "; ".join(text.strip() for text in given if text.strip())


CaseOf = Callable[[ConsoleClient, str], Any]


async def numbered(_: ConsoleClient, case: str) -> int:
    if not case.isdigit():
        raise OperatorError(f"{case!r} is not a case number (see list)")
    return int(case)


def queue_app(
    queue: str,
    what: str,
    reasons_of: Callable[[list[str]], Any],
    case_of: CaseOf = numbered,
    case_help: str = "The case's number (see list).",
) -> typer.Typer:
    """The commands of one queue (``queue`` is its console path: ``ops/<queue>/...``)."""
    app = typer.Typer(no_args_is_help=True, help=what)
    Case = Annotated[str, typer.Argument(help=case_help)]

    def run(ctx: typer.Context, path: str, case: str, extra: dict[str, Any]) -> None:
        async def call(client: ConsoleClient) -> Any:
            case_id = await case_of(client, case)
            return await client.call(f"{queue}/{path}", {"id": case_id, **extra})

        ctx.obj.run(call)

    @app.command("list")
    def case_list(
        ctx: typer.Context,
        stage: Annotated[
            str | None, typer.Option(help="awaitingReview or awaitingDecision.")
        ] = None,
        keyword: Annotated[
            str | None, typer.Option(help="Part of the company's name, credit code or code.")
        ] = None,
        page: Annotated[int, typer.Option(help="The page, 20 cases each.")] = 1,
    ) -> None:
        """Cases, oldest submission first."""
        query = {"stage": stage, "keyword": keyword, "pageNum": page}
        ctx.obj.run(
            lambda client: client.call(
                f"{queue}/list", {k: v for k, v in query.items() if v is not None}
            )
        )

    @app.command("show")
    def show(ctx: typer.Context, case: Case) -> None:
        """One case with every field (ID numbers masked), its documents and its trail."""
        run(ctx, "detail", case, {})

    @app.command("recommend")
    def recommend(
        ctx: typer.Context,
        case: Case,
        approve: Annotated[bool, typer.Option("--approve/--reject", help="What to recommend.")],
        reason: Reason = None,
    ) -> None:
        """Recommend a decision (reviewers); rejecting needs reasons."""
        extra: dict[str, Any] = {"approve": approve}
        if reason:
            extra["reasons"] = reasons_of(reason)
        run(ctx, "recommend", case, extra)

    def decide(decision: str) -> Callable[..., None]:
        def command(ctx: typer.Context, case: Case, reason: Reason = None) -> None:
            extra: dict[str, Any] = {"decision": decision}
            if reason:
                extra["reasons"] = reasons_of(reason)
            run(ctx, "decide", case, extra)

        return command

    app.command("approve", help="Approve (approvers; another operator must have recommended it).")(
        decide("approve")
    )
    app.command("reject", help="Reject with reasons (approvers).")(decide("reject"))
    app.command("return", help="Send back to review, clearing the recommendation.")(
        decide("return")
    )
    return app


async def permit_case(client: ConsoleClient, case: str) -> int:
    """A permit by number, or as ``COMPANY/PRODUCT`` (e.g. ``DEMO0001/CREDIT``)."""
    if case.isdigit():
        return int(case)
    comp, _, product = case.partition("/")
    page = await client.call(
        "permit/list", {"keyword": comp, "productCode": product, "pageSize": 100}
    )
    found = [row["id"] for row in page["rows"] if row["compCode"] == comp]
    if len(found) != 1:
        raise OperatorError(f"no permit application of {case}")
    return int(found[0])


registrations = queue_app(
    "registration",
    "Company registrations (customer service).",
    field_reasons,
)
permits = queue_app(
    "permit",
    "Product permit applications (customer service).",
    text_reasons,
    permit_case,
    "The case's number, or COMPANY/PRODUCT (e.g. DEMO0001/CREDIT).",
)
admin_changes = queue_app(
    "admin-change",
    "Change-of-administrator applications (customer service).",
    text_reasons,
)
