"""The console's side of the tests: calls made with an operator's token, and the roles
each call admits."""

from typing import Any

import httpx
from fastapi import FastAPI

from portal_kit.clock import Clock
from portal_kit.operator_tokens import OperatorRole
from portal_kit.testing import operator_headers

EDITOR = OperatorRole.CONTENT_EDITOR
AUDITOR = OperatorRole.AUDITOR
ALL_ROLES = tuple(OperatorRole)
READERS = frozenset({EDITOR, AUDITOR})
WRITERS = frozenset({EDITOR})
ROLE_REFUSED = "Your operator roles do not allow this."
SIGN_IN = "Please sign in to the console."


class Console:
    """Calls to ``/ops/...`` as an operator holding ``roles`` (a content editor by default)."""

    def __init__(self, client: httpx.AsyncClient, app: FastAPI, clock: Clock) -> None:
        self.client = client
        self.app = app
        self.clock = clock

    def headers(self, *roles: OperatorRole, language: str = "en") -> dict[str, str]:
        signed = operator_headers(self.app.state.settings, self.clock, *(roles or (EDITOR,)))
        return signed | {"Accept-Language": language}

    async def call(
        self, path: str, body: Any = None, *roles: OperatorRole, language: str = "en"
    ) -> dict[str, Any]:
        response = await self.client.post(
            f"/ops/{path}", json=body, headers=self.headers(*roles, language=language)
        )
        assert response.status_code == 200, response.text
        envelope: dict[str, Any] = response.json()
        return envelope

    async def body(self, path: str, body: Any = None, *roles: OperatorRole) -> Any:
        """The body of a call that must succeed."""
        envelope = await self.call(path, body, *roles)
        assert envelope["ok"] is True, envelope
        return envelope["body"]


def refused(envelope: dict[str, Any]) -> bool:
    return envelope == {"ok": False, "status": 403, "msg": ROLE_REFUSED, "body": None}
