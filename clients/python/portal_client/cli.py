"""``portal-client``: one call to the portal from a shell, its envelope printed as JSON.

    portal-client call message/list --json '{"pageNum":1}' --as 13800000002

Exit status: 0 when the envelope says ok, 1 when the portal refused the call, 2 when the
command or the portal could not be used (bad arguments, nothing answering).
"""

import argparse
import json
import os
import sys
from typing import Any

import httpx

from portal_client.asynchronous import DEMO_PASSWORD
from portal_client.envelope import PortalError
from portal_client.synchronous import Portal


def parser() -> argparse.ArgumentParser:
    command = argparse.ArgumentParser(prog="portal-client", description=__doc__.split("\n")[0])
    command.add_argument(
        "--url",
        default=os.environ.get("PORTAL_URL", "http://127.0.0.1:8000"),
        help="the portal's address (default: PORTAL_URL, else http://127.0.0.1:8000)",
    )
    actions = command.add_subparsers(dest="action", required=True)
    call = actions.add_parser("call", help="one call, sealed; prints its envelope")
    call.add_argument("path", help="as the specification writes it: message/list, /x/y")
    call.add_argument("--json", dest="body", help="the JSON body")
    call.add_argument("--query", action="append", default=[], help="name=value, repeatable")
    call.add_argument("--get", action="store_true", help="GET instead of POST")
    call.add_argument("--as", dest="mobile", help="sign in first as this user (dev outbox)")
    call.add_argument(
        "--password",
        default=os.environ.get("PORTAL_PASSWORD", DEMO_PASSWORD),
        help="the user's password (default: PORTAL_PASSWORD, else the demo password)",
    )
    call.add_argument("--captcha", help="the image captcha's answer, where no dev outbox is")
    return command


def run(arguments: argparse.Namespace) -> int:
    try:
        body: Any = None if arguments.body is None else json.loads(arguments.body)
        query = dict(item.split("=", 1) for item in arguments.query)
    except ValueError as exc:
        print(f"portal-client: --json or --query is not valid: {exc}", file=sys.stderr)
        return 2
    try:
        with Portal(arguments.url) as page:
            if arguments.mobile:
                page.sign_in(arguments.mobile, arguments.password, captcha=arguments.captcha)
            method = "GET" if arguments.get else "POST"
            envelope = page.call(arguments.path, body, params=query or None, method=method)
    except PortalError as exc:
        print(json.dumps({"ok": False, "status": exc.status, "msg": exc.msg, "body": exc.body}))
        return 1
    except httpx.HTTPError as exc:
        print(f"portal-client: {arguments.url}: {exc}", file=sys.stderr)
        return 2
    print(json.dumps(envelope.to_json(), ensure_ascii=False, indent=2))
    return 0 if envelope.ok else 1


def main() -> None:
    sys.exit(run(parser().parse_args()))
