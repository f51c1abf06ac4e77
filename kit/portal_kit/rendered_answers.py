"""Answers of platform data, rendered once and read again after a minute.

Some data (products, divisions, dictionaries) changes only with a seed or an operator's edit in
the database, never through a call of the service that owns it, yet pages ask for it on every
visit. So each answer is kept rendered in the process, by what it depends on, and read again
once older than ``MAX_AGE``: an edit shows within a minute in every process (and every worker),
and meanwhile a call touches no database.
"""

from collections.abc import Awaitable, Callable, Hashable
from dataclasses import dataclass
from datetime import datetime, timedelta
from typing import Any

from fastapi import FastAPI, Response
from fastapi.responses import JSONResponse
from sqlalchemy.ext.asyncio import AsyncSession

from portal_kit.clock import clock_of
from portal_kit.db import Database
from portal_kit.envelope import ok

MAX_AGE = timedelta(seconds=60)
# Keys come from requests (a division code): past this many answers, start afresh.
MAX_ANSWERS = 4096

Read = Callable[[AsyncSession], Awaitable[Any]]


@dataclass(frozen=True, slots=True)
class Rendered:
    body: bytes
    at: datetime


class Answers:
    def __init__(self) -> None:
        self._rendered: dict[Hashable, Rendered] = {}

    async def answer(
        self, app: FastAPI, key: Hashable, read: Read, session: AsyncSession | None = None
    ) -> Response:
        """The envelope of what ``read`` gives, as JSON; ``key`` names all it depends on.

        A call that already reads in ``session`` hands it over: a second connection held
        beside the first would let a burst of such calls take the whole pool and wait on it.
        """
        now = clock_of(app).now()
        rendered = self._rendered.get(key)
        if rendered is None or not now - MAX_AGE < rendered.at <= now:
            if session is not None:
                body = await read(session)
            else:
                database: Database = app.state.db
                async with database.reading() as own_session:
                    body = await read(own_session)
            envelope = ok(body).model_dump(mode="json", by_alias=True)
            rendered = Rendered(bytes(JSONResponse(envelope).body), now)
            if len(self._rendered) >= MAX_ANSWERS:
                self._rendered.clear()
            self._rendered[key] = rendered
        return Response(rendered.body, media_type="application/json")


def answers_of(app: FastAPI) -> Answers:
    """The app's answers, made on first use (each app, so each test, has its own)."""
    answers: Answers | None = getattr(app.state, "answers", None)
    if answers is None:
        answers = app.state.answers = Answers()
    return answers
