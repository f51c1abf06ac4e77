"""Events of other services the customer service acts on (DESIGN §7).

``user.mobile_changed`` (auth): a user changed their mobile; every employee record of that
user keeps a copy (masked display, the personnel filter, administrator checks).
    ``userCode``, ``mobile``, ``changedAt``.

``employee.signed_in`` (auth): an employee signed in; the company's audit log records it.
    ``compCode``, ``employeeCode``, ``userCode``, ``ip``, ``signedInAt``.

Each event takes effect once: its id is recorded in the same transaction as the change, and
the consumer acknowledges it only after the commit.

The events that employees receive by SMS (the portal's own: ``permit.decided``, ...) are
handled by ``customer.notice.events``, once per event and employee.
"""

from collections.abc import Awaitable, Callable
from datetime import UTC, datetime
from typing import Annotated, Any

from fastapi import FastAPI
from pydantic import AfterValidator, BaseModel, Field
from sqlalchemy.ext.asyncio import AsyncSession

from customer.audit.sign_ins import record_sign_in
from customer.events.repository import EmployeeMobileRepository, ProcessedEventRepository
from customer.notice.events import notice_handlers
from portal_kit.clock import clock_of
from portal_kit.db import Database
from portal_kit.envelope import WireModel
from portal_kit.events import Event, Handler, stream_name
from portal_kit.validators import MOBILE_PATTERN

USER_MOBILE_CHANGED = "user.mobile_changed"
EMPLOYEE_SIGNED_IN = "employee.signed_in"


def _utc(value: datetime) -> datetime:
    # A time without zone is taken as UTC, as every stored time is.
    return value.replace(tzinfo=UTC) if value.tzinfo is None else value.astimezone(UTC)


class UserMobileChanged(WireModel):
    user_code: str = Field(min_length=1, max_length=32)
    mobile: str = Field(pattern=MOBILE_PATTERN)
    changed_at: Annotated[datetime, AfterValidator(_utc)]


async def _mobile_changed(session: AsyncSession, change: UserMobileChanged) -> None:
    await EmployeeMobileRepository(session).set_mobile(
        change.user_code, change.mobile, change.changed_at
    )


class EmployeeSignedIn(WireModel):
    comp_code: str = Field(min_length=1, max_length=32)
    employee_code: str = Field(min_length=1, max_length=32)
    user_code: str = Field(min_length=1, max_length=32)
    ip: str = Field(max_length=45)
    signed_in_at: Annotated[datetime, AfterValidator(_utc)]


async def _signed_in(session: AsyncSession, event: EmployeeSignedIn) -> None:
    await record_sign_in(
        session, event.comp_code, event.employee_code, event.user_code, event.ip, event.signed_in_at
    )


Effect = Callable[[AsyncSession, Any], Awaitable[None]]
CATALOGUE: dict[str, tuple[type[BaseModel], Effect]] = {
    USER_MOBILE_CHANGED: (UserMobileChanged, _mobile_changed),
    EMPLOYEE_SIGNED_IN: (EmployeeSignedIn, _signed_in),
}


def _handler(app: FastAPI, event_type: str, shape: type[BaseModel], effect: Effect) -> Handler:
    stream = stream_name(event_type)

    async def handle(event: Event) -> None:
        payload = event.payload_as(shape)
        clock = clock_of(app)
        # Looked up at each event: tests swap the app's database for one that rolls back.
        database: Database = app.state.db
        async with database.transaction() as session:
            if await ProcessedEventRepository(session).claim(stream, event.id, clock.now()):
                await effect(session, payload)

    return handle


def event_handlers(app: FastAPI) -> dict[str, Handler]:
    """A handler per event type of the catalogue, writing through ``app``'s database, and
    one per notice event, texting its subscribers."""
    handlers = {
        event_type: _handler(app, event_type, shape, effect)
        for event_type, (shape, effect) in CATALOGUE.items()
    }
    return handlers | notice_handlers(app)
