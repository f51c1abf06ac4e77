"""``portalctl audit verify``: prove the operator audit log whole, here, trusting no server check.

It reads every link of the chain (the text each hash covers and the hashes) and recomputes them
with the one definition of the chain (``portal_kit.audit``); then it reads the log as the
console shows it and checks every entry against the text its hash covers. It prints the head:
write it down (or compare it with the one printed yesterday) to notice a rewritten log.
"""

from typing import Annotated, Any

import typer

from portal_kit.audit import GENESIS_HASH, AuditEntry, canonical_text, link_hash
from portalctl.client import ConsoleClient

app = typer.Typer(no_args_is_help=True, help="The operator audit log (back office).")

CHAIN_PAGE = 1000
LIST_PAGE = 100


async def _links(client: ConsoleClient) -> tuple[list[dict[str, Any]], dict[str, Any]]:
    links: list[dict[str, Any]] = []
    after = 0
    while True:
        page = await client.call("audit/chain", {"afterSequence": after, "limit": CHAIN_PAGE})
        links += page["links"]
        if len(page["links"]) < CHAIN_PAGE:
            return links, page
        after = page["links"][-1]["sequence"]


def _broken_link(links: list[dict[str, Any]]) -> tuple[int, str] | None:
    previous = GENESIS_HASH
    for expected, link in enumerate(links, start=1):
        if link["sequence"] != expected:
            return expected, f"entry {expected} is missing"
        if link["previousHash"] != previous:
            return expected, "it does not link to the entry before it"
        if link_hash(previous, link["canonical"]) != link["hash"]:
            return expected, "its hash does not match its text"
        previous = link["hash"]
    return None


async def _shown_differently(client: ConsoleClient, canonical: dict[int, str]) -> int | None:
    """The first entry the console shows otherwise than its hash covers, if any."""
    page_num = 1
    while True:
        page = await client.call("audit/list", {"pageNum": page_num, "pageSize": LIST_PAGE})
        for row in page["rows"]:
            entry = AuditEntry.model_validate(row)
            if canonical.get(row["sequence"]) != canonical_text(row["sequence"], entry):
                return int(row["sequence"])
        if page_num * LIST_PAGE >= page["total"]:
            return None
        page_num += 1


@app.command("verify")
def verify(
    ctx: typer.Context,
    head: Annotated[
        str | None,
        typer.Option(help="A head hash noted earlier: it must still be in the chain."),
    ] = None,
) -> None:
    """Recompute every link of the audit log; exit 1 at the first broken one."""

    async def check(client: ConsoleClient) -> dict[str, Any]:
        links, last = await _links(client)
        broken = _broken_link(links)
        result: dict[str, Any] = {
            "entries": len(links),
            "headSequence": last["headSequence"],
            "headHash": last["headHash"],
        }
        if broken is None and (links[-1]["hash"] if links else GENESIS_HASH) != last["headHash"]:
            broken = (len(links) + 1, "the log ends before its recorded head")
        if broken is None:
            shown = await _shown_differently(
                client, {link["sequence"]: link["canonical"] for link in links}
            )
            if shown is not None:
                broken = (shown, "the console shows it otherwise than its hash covers")
        if broken is None and head is not None and head not in {link["hash"] for link in links}:
            broken = (0, f"the head noted earlier ({head[:12]}…) is no longer in the chain")
        result["intact"] = broken is None
        if broken is not None:
            result["brokenAt"], result["reason"] = broken
        return result

    def verdict(result: dict[str, Any]) -> None:
        if not result["intact"]:
            raise typer.Exit(1)

    ctx.obj.run(check, then=verdict)
