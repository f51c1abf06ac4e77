"""Events of other services: auth's ``user.mobile_changed`` reaches every employee record of
the user, once, and an older change delivered late does not undo a newer one."""

from datetime import UTC, datetime
from typing import Any

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import select

from customer.events.consumer import build_consumer
from customer.events.handlers import event_handlers
from customer.events.models import ProcessedEvent
from customer.models import Employee
from portal_kit import outbox
from portal_kit.events import DEAD_LETTER_STREAM, Event, publish
from portal_kit.testing import relay_staged_events

from .conftest import Headers
from .support import call

LIST = "company/employee/list"
OLD = "13800000001"
NEW = "13900000155"
BROWSER = "mobileBrowser01"

pytestmark = pytest.mark.usefixtures("demo")


async def deliver_events(app: FastAPI) -> int:
    """Let the customer service handle every event not handled yet; how many it handled."""
    consumer = build_consumer(app)
    await consumer.setup()
    return await consumer.handle_pending() + await consumer.handle_new(None)


async def auth_call(auth_app: FastAPI, path: str, headers: dict[str, str], **params: str) -> Any:
    transport = httpx.ASGITransport(app=auth_app)
    async with httpx.AsyncClient(transport=transport, base_url="http://auth.test") as http:
        response = await http.post(f"/web/portal/api/{path}", params=params, headers=headers)
        envelope = response.json()
        assert envelope["status"] == 200, (path, envelope)
        return envelope


async def latest_code(auth_app: FastAPI, to: str) -> str:
    [latest, *_] = await outbox.read(auth_app.state.kv, to)
    return latest.code


async def change_mobile(auth_app: FastAPI, headers: dict[str, str], new: str) -> None:
    """The account centre's mobile change in auth: captcha, both SMS codes, the update."""
    await auth_call(auth_app, "company/custAccount/verify/code", headers, browserID=BROWSER)
    answer = await latest_code(auth_app, BROWSER)
    await auth_call(auth_app, "verify/codeValid", headers, code=answer, browserID=BROWSER)
    old_code = await latest_code(auth_app, OLD)
    await auth_call(auth_app, "sms/sendMobileNewCode", headers, mobile=new, browserID=BROWSER)
    new_code = await latest_code(auth_app, new)
    await auth_call(
        auth_app,
        "sms/mobileNewCodeValid",
        headers,
        code=old_code,
        newCode=new_code,
        browserID=BROWSER,
    )
    await auth_call(auth_app, "mobile/update", headers, mobile=new)


async def mobiles_of(app: FastAPI, user_code: str) -> dict[str, str]:
    async with app.state.db.sessionmaker() as session:
        rows = await session.scalars(select(Employee).where(Employee.user_code == user_code))
        return {row.employee_code: row.mobile for row in rows}


async def listed(client: httpx.AsyncClient, headers: dict[str, str], **filters: str) -> list[Any]:
    envelope = await call(client, LIST, headers, body={"pageSize": 100, **filters})
    assert envelope["status"] == 200, envelope
    return [(e["employeeCode"], e["mobile"]) for e in envelope["body"]["list"]]


class TestMobileChanged:
    async def test_the_personnel_list_shows_and_finds_the_new_mobile(
        self,
        client: httpx.AsyncClient,
        service_app: FastAPI,
        auth_peer: FastAPI,
        signed_in: Headers,
    ) -> None:
        administrator = signed_in("EMP0004")

        await change_mobile(auth_peer, signed_in("EMP0001"), NEW)
        # Auth's relay publishes the change once it committed.
        assert await relay_staged_events(auth_peer) == 1
        assert await deliver_events(service_app) == 1

        # 张伟 (U0001) is an employee of three companies: every record follows.
        assert await mobiles_of(service_app, "U0001") == {
            "EMP0001": NEW,
            "EMP0002": NEW,
            "EMP0003": NEW,
        }
        assert ("EMP0001", "139****0155") in await listed(client, administrator)
        assert await listed(client, administrator, mobile=NEW) == [("EMP0001", "139****0155")]
        assert await listed(client, administrator, mobile="0155") == [("EMP0001", "139****0155")]
        assert await listed(client, administrator, mobile=OLD) == []

    async def test_an_event_delivered_twice_takes_effect_once(self, service_app: FastAPI) -> None:
        kv = service_app.state.kv
        at = datetime(2026, 12, 8, 10, tzinfo=UTC).isoformat()
        payload = {"userCode": "U0003", "mobile": NEW, "changedAt": at}
        event_id = await publish(kv, "user.mobile_changed", payload)
        assert await deliver_events(service_app) == 1
        # An operator puts the record back; a redelivery of the same event must not redo it.
        async with service_app.state.db.sessionmaker() as session:
            employee = await session.get(Employee, "EMP0005")
            assert employee is not None
            employee.mobile = "13800000003"
            await session.commit()

        handle = event_handlers(service_app)["user.mobile_changed"]
        await handle(Event(event_id, "user.mobile_changed", payload, deliveries=2))

        assert await mobiles_of(service_app, "U0003") == {"EMP0005": "13800000003"}
        async with service_app.state.db.sessionmaker() as session:
            handled = await session.scalars(select(ProcessedEvent.event_id))
            assert list(handled) == [event_id]

    async def test_an_older_change_delivered_late_does_not_undo_a_newer_one(
        self, service_app: FastAPI
    ) -> None:
        kv = service_app.state.kv
        newer = datetime(2026, 12, 8, 10, 5, tzinfo=UTC).isoformat()
        older = datetime(2026, 12, 8, 10, 0, tzinfo=UTC).isoformat()
        await publish(
            kv, "user.mobile_changed", {"userCode": "U0003", "mobile": NEW, "changedAt": newer}
        )
        await publish(
            kv,
            "user.mobile_changed",
            {"userCode": "U0003", "mobile": "13900000166", "changedAt": older},
        )

        assert await deliver_events(service_app) == 2

        assert await mobiles_of(service_app, "U0003") == {"EMP0005": NEW}

    @pytest.mark.parametrize(
        "payload",
        [
            {"userCode": "U0003", "changedAt": "2026-12-08T10:00:00+00:00"},
            {"userCode": "U0003", "mobile": "2380000", "changedAt": "2026-12-08T10:00:00+00:00"},
        ],
    )
    async def test_a_payload_that_can_never_work_is_dead_lettered(
        self, service_app: FastAPI, payload: dict[str, str]
    ) -> None:
        await publish(service_app.state.kv, "user.mobile_changed", payload)

        assert await deliver_events(service_app) == 1

        assert await mobiles_of(service_app, "U0003") == {"EMP0005": "13800000003"}
        [(_, letter)] = await service_app.state.kv.xrange(DEAD_LETTER_STREAM)
        assert letter["group"] == "customer"
        assert letter["reason"].startswith("unprocessable: mobile")
