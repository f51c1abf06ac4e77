"""Answers of platform data kept rendered: read once, served again for a minute, then read
again; a call that already reads hands its session over instead of taking a second one."""

import json
from typing import Any

from fastapi import FastAPI
from sqlalchemy.ext.asyncio import AsyncSession

from portal_kit.clock import ManualClock
from portal_kit.rendered_answers import answers_of


class NoDatabase:
    """Stands for ``app.state.db`` where no connection of the answer's own may be taken."""

    def reading(self) -> Any:
        raise AssertionError("a second connection was taken beside the caller's")


def app_with(clock: ManualClock) -> FastAPI:
    app = FastAPI()
    app.state.clock = clock
    app.state.db = NoDatabase()
    return app


class TestCallersSession:
    async def test_the_callers_session_reads_and_the_answer_is_kept(self) -> None:
        clock = ManualClock()
        app = app_with(clock)
        session = AsyncSession()
        reads: list[AsyncSession] = []

        async def read(given: AsyncSession) -> list[str]:
            reads.append(given)
            return [f"menu {len(reads)}"]

        first = await answers_of(app).answer(app, "menu", read, session)
        clock.advance(seconds=59)
        again = await answers_of(app).answer(app, "menu", read, session)
        clock.advance(seconds=2)
        later = await answers_of(app).answer(app, "menu", read, session)

        assert reads == [session, session]
        bodies = [json.loads(bytes(response.body))["body"] for response in (first, again, later)]
        assert bodies == [["menu 1"], ["menu 1"], ["menu 2"]]
