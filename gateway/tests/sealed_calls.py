"""schemathesis hooks (``SCHEMATHESIS_HOOKS=sealed_calls``) that send every case as the web app
sends it: through the gateway's request protection (DESIGN §5), sealed by ``portal_client``.

Without them every protected call would be refused with HTTP 400 before any service saw it,
and the run would check nothing but that refusal. The keys are fetched once from
``PORTAL_URL``. The bearer token comes from the command line (``-H "Authorization: ..."``);
each call that ends its session is sent with a session of its own instead
(``PORTAL_SESSION_ENDING_BEARERS``, JSON: path → token), so the token every other call uses
lives through the run. Once such a call has ended its own session, its later cases are
answered 401, which the contract declares. Every answer's HTTP status is appended to
``PORTAL_STATUS_LOG``, so a run whose calls were all refused cannot pass unnoticed.
"""

import json
import os
from functools import cache
from typing import Any

import httpx
import requests
import schemathesis

from portal_client.protection import SECRET_KEY_PATH, Protected

# Set by test_published_contract.py, which does not import this module: importing it
# registers the hooks in that process too, where the in-process fuzzing runs.
BEARERS_VARIABLE = "PORTAL_SESSION_ENDING_BEARERS"
STATUS_LOG_VARIABLE = "PORTAL_STATUS_LOG"


class Sealed(requests.auth.AuthBase):
    """A ``requests`` auth that seals the prepared request as it will be sent."""

    def __init__(self, url: str, bearers: dict[str, str]) -> None:
        self.bearers = bearers
        self.protection = Protected()
        self.protection.use_keys(httpx.post(url + SECRET_KEY_PATH, timeout=10).json()["body"])

    def __call__(self, prepared: requests.PreparedRequest) -> requests.PreparedRequest:
        target = prepared.path_url  # path and query, exactly as requests sends them
        path = target.split("?", 1)[0]
        if path in self.bearers and "Authorization" in prepared.headers:
            prepared.headers["Authorization"] = f"Bearer {self.bearers[path]}"
        if path == SECRET_KEY_PATH:
            return prepared
        raw: Any = prepared.body
        body = raw.encode() if isinstance(raw, str) else raw or b""
        sent, headers = self.protection.seal_call(
            str(prepared.method), target, body, prepared.headers.get("Content-Type", "")
        )
        prepared.headers.update(headers)
        prepared.body = sent
        return prepared


@cache
def sealed() -> Sealed:
    return Sealed(os.environ["PORTAL_URL"], json.loads(os.environ[BEARERS_VARIABLE]))


@schemathesis.hook
def before_call(context: Any, case: Any, kwargs: dict[str, Any]) -> None:
    kwargs["auth"] = sealed()


@schemathesis.hook
def after_call(context: Any, case: Any, response: Any) -> None:
    with open(os.environ[STATUS_LOG_VARIABLE], "a", encoding="ascii") as log:
        log.write(f"{response.status_code}\n")
