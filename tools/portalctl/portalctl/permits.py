"""``portalctl permit``: list product permit applications and decide them."""

from typing import Annotated, Any

import typer

from portalctl.client import OperatorClient

app = typer.Typer(no_args_is_help=True, help="Product permit applications (customer service).")

Company = Annotated[str, typer.Argument(help="The company's code, e.g. DEMO0001.")]
Product = Annotated[str, typer.Argument(help="The product's code, e.g. CREDIT.")]


def _decide(company: str, product: str, approve: bool, reason: str | None) -> Any:
    async def call(client: OperatorClient) -> Any:
        payload: dict[str, Any] = {
            "compCode": company,
            "productCode": product,
            "approve": approve,
            "operator": client.operator,
        }
        if reason is not None:
            payload["reason"] = reason
        return await client.call("customer", "permit/decide", payload)

    return call


@app.command("list")
def list_permits(
    ctx: typer.Context,
    status: Annotated[
        int | None, typer.Option(help="Only this status, e.g. 10 (submitted, waiting).")
    ] = None,
    comp: Annotated[str | None, typer.Option(help="Only this company's permits.")] = None,
) -> None:
    """Permits of every company, the most recently changed first."""
    payload: dict[str, Any] = {}
    if status is not None:
        payload["status"] = status
    if comp is not None:
        payload["compCode"] = comp
    ctx.obj.run(lambda client: client.call("customer", "permit/list", payload))


@app.command("approve")
def approve(ctx: typer.Context, company: Company, product: Product) -> None:
    """Approve a waiting application: the company gets the product."""
    ctx.obj.run(_decide(company, product, True, None))


@app.command("reject")
def reject(
    ctx: typer.Context,
    company: Company,
    product: Product,
    reason: Annotated[str, typer.Option(help="Why; the company reads it.")],
) -> None:
    """Reject a waiting application; the company may apply again."""
    ctx.obj.run(_decide(company, product, False, reason))
