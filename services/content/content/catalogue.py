"""The product list as answered: rendered once per language, read again after a minute.

Every product page asks for it, through customer's product permits, yet products change only
with a seed or an operator's edit in the database, never through a call of this service. So
the answer is kept rendered in the process and read again once older than ``MAX_AGE``: an
edit shows within a minute in every process, and the call touches no database meanwhile.
"""

from dataclasses import dataclass
from datetime import datetime, timedelta

from fastapi import FastAPI, Response
from fastapi.responses import JSONResponse

from content import service
from portal_kit.clock import clock_of
from portal_kit.db import Database
from portal_kit.envelope import ok
from portal_kit.i18n import Language

MAX_AGE = timedelta(seconds=60)


@dataclass(frozen=True, slots=True)
class Rendered:
    body: bytes
    at: datetime


class Catalogue:
    def __init__(self) -> None:
        self._answers: dict[Language, Rendered] = {}

    async def answer(self, app: FastAPI, language: Language) -> Response:
        """The envelope of the enabled products in ``language``, as JSON."""
        now = clock_of(app).now()
        rendered = self._answers.get(language)
        if rendered is None or not now - MAX_AGE < rendered.at <= now:
            database: Database = app.state.db
            async with database.transaction() as session:
                products = await service.list_products(session, language)
            envelope = ok(products).model_dump(mode="json", by_alias=True)
            rendered = Rendered(JSONResponse(envelope).body, now)
            self._answers[language] = rendered
        return Response(rendered.body, media_type="application/json")


def catalogue_of(app: FastAPI) -> Catalogue:
    """The app's catalogue, made on first use (each app, so each test, has its own)."""
    catalogue: Catalogue | None = getattr(app.state, "catalogue", None)
    if catalogue is None:
        catalogue = app.state.catalogue = Catalogue()
    return catalogue
