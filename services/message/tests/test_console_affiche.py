"""The console's announcements: drafts, publication now or later, English, read receipts,
and what signed-in readers see."""

from datetime import datetime, timedelta
from typing import Any

import httpx
import pytest

from portal_kit.clock import ManualClock
from portal_kit.operator_tokens import OperatorRole
from portal_kit.testing import staged_audit_entries

from .conftest import Headers
from .console import ALL_ROLES, AUDITOR, READERS, SIGN_IN, WRITERS, Console, refused
from .support import body, call

AFFICHE = {"title": "系统维护", "content": "本周六 **00:00** 维护。<script>x</script>"}
ENGLISH = {"titleEn": "Maintenance", "contentEn": "Saturday **00:00**."}


async def draft(console: Console, **fields: Any) -> dict[str, Any]:
    made: dict[str, Any] = await console.body("affiche/create", AFFICHE | fields)
    return made


async def published(console: Console, **fields: Any) -> dict[str, Any]:
    made = await draft(console, **fields)
    done: dict[str, Any] = await console.body("affiche/publish", {"id": made["id"]})
    return done


async def portal_list(client: httpx.AsyncClient, reader: Headers, language: str = "en") -> Any:
    return body(await call(client, "affiche/list", reader(language=language), {"pageSize": 100}))


async def portal_detail(
    client: httpx.AsyncClient, headers: dict[str, str], affiche_id: int
) -> dict[str, Any]:
    return await call(client, "affiche/detail", headers, {"id": affiche_id})


class TestWriting:
    async def test_a_new_announcement_is_a_draft_readers_do_not_see(
        self, console: Console, client: httpx.AsyncClient, reader: Headers
    ) -> None:
        made = await draft(console)

        assert made["state"] == "draft"
        assert made["html"] == "<p>本周六 <strong>00:00</strong> 维护。</p>"
        assert made["summary"] == "本周六 00:00 维护。"
        assert (await portal_list(client, reader))["total"] == 0
        assert (await portal_detail(client, reader(), made["id"]))["status"] == 404
        [entry] = await staged_audit_entries(console.app)
        assert (entry.action, entry.target_id) == ("affiche.create", str(made["id"]))

    async def test_half_an_english_version_is_refused(self, console: Console) -> None:
        envelope = await console.call("affiche/create", AFFICHE | {"titleEn": "Only"})

        assert (envelope["status"], envelope["msg"]) == (
            400,
            "titleEn and contentEn must be given together (or neither)",
        )

    async def test_an_edit_of_a_published_one_shows_at_once(
        self, console: Console, client: httpx.AsyncClient, reader: Headers
    ) -> None:
        made = await published(console)

        await console.body("affiche/update", {"id": made["id"], **AFFICHE, "content": "改期"})

        detail = body(await portal_detail(client, reader(language="zh-CN"), made["id"]))
        assert detail["content"] == "<p>改期</p>"
        entry = (await staged_audit_entries(console.app))[-1]
        assert entry.action == "affiche.update"
        assert entry.before is not None
        assert entry.after is not None
        assert entry.before["content"] != entry.after["content"]


class TestPublication:
    async def test_published_ones_are_shown_in_the_readers_language(
        self, console: Console, client: httpx.AsyncClient, reader: Headers
    ) -> None:
        made = await published(console, **ENGLISH)

        english = (await portal_list(client, reader, "en"))["list"]
        chinese = (await portal_list(client, reader, "zh-CN"))["list"]

        assert [(a["id"], a["title"]) for a in english] == [(made["id"], "Maintenance")]
        assert chinese[0]["title"] == "系统维护"
        entry = (await staged_audit_entries(console.app))[-1]
        assert entry.action == "affiche.publish"
        assert entry.before is not None
        assert entry.after is not None
        assert (entry.before["state"], entry.after["state"]) == ("draft", "published")

    async def test_a_scheduled_one_is_shown_only_from_its_time(
        self, console: Console, client: httpx.AsyncClient, reader: Headers, clock: ManualClock
    ) -> None:
        made = await draft(console)
        at = clock.now() + timedelta(hours=3)

        done = await console.body(
            "affiche/publish", {"id": made["id"], "publishAt": at.isoformat()}
        )

        assert done["state"] == "scheduled"
        assert (await staged_audit_entries(console.app))[-1].action == "affiche.schedule"
        assert (await portal_list(client, reader))["total"] == 0
        assert (await portal_detail(client, reader(), made["id"]))["status"] == 404
        clock.advance(hours=3)
        assert (await portal_list(client, reader))["total"] == 1
        listed = await console.body("affiche/list", {"state": "published"})
        assert [row["id"] for row in listed["rows"]] == [made["id"]]

    async def test_unpublishing_hides_it_and_a_second_time_is_refused(
        self, console: Console, client: httpx.AsyncClient, reader: Headers
    ) -> None:
        made = await published(console)

        done = await console.body("affiche/unpublish", {"id": made["id"]})
        again = await console.call("affiche/unpublish", {"id": made["id"]})

        assert (done["state"], done["publishedAt"]) == ("draft", None)
        assert (await portal_list(client, reader))["total"] == 0
        assert (again["status"], again["msg"]) == (409, "The announcement is not published.")

    async def test_publishing_a_published_one_is_refused(self, console: Console) -> None:
        made = await published(console)

        envelope = await console.call("affiche/publish", {"id": made["id"]})

        assert envelope["status"] == 409

    async def test_deleting_removes_it_with_its_receipts(
        self, console: Console, client: httpx.AsyncClient, reader: Headers
    ) -> None:
        made = await published(console)
        await portal_detail(client, reader(), made["id"])

        await console.body("affiche/delete", {"id": made["id"]})

        assert (await console.call("affiche/detail", {"id": made["id"]}))["status"] == 404
        assert (await portal_list(client, reader))["total"] == 0
        entry = (await staged_audit_entries(console.app))[-1]
        assert entry.action == "affiche.delete"
        assert entry.before is not None
        assert entry.before["title"] == "系统维护"

    async def test_the_list_filters_by_state_and_keyword_and_counts_readers(
        self, console: Console, client: httpx.AsyncClient, reader: Headers, clock: ManualClock
    ) -> None:
        shown = await published(console, **ENGLISH)
        clock.advance(minutes=1)
        hidden = await draft(console, title="草稿")
        await portal_detail(client, reader("DEMO0001", "U1"), shown["id"])
        await portal_detail(client, reader("DEMO0002", "U2"), shown["id"])

        async def ids(**query: Any) -> list[int]:
            return [row["id"] for row in (await console.body("affiche/list", query))["rows"]]

        assert await ids() == [hidden["id"], shown["id"]]
        assert await ids(state="draft") == [hidden["id"]]
        assert await ids(keyword="MAINTENANCE") == [shown["id"]]
        assert await ids(state="", keyword="") == [hidden["id"], shown["id"]]
        rows = (await console.body("affiche/list"))["rows"]
        assert [row["readers"] for row in rows] == [0, 2]


class TestReceipts:
    async def test_counts_readers_their_companies_and_readers_per_day(
        self, console: Console, client: httpx.AsyncClient, reader: Headers, clock: ManualClock
    ) -> None:
        # Tomorrow 12:00 UTC is 20:00 in China: the days counted are China's.
        noon = (clock.now() + timedelta(days=1)).replace(hour=12, minute=0, second=0)
        clock.advance(seconds=(noon - clock.now()).total_seconds())
        day = noon.date()
        made = await published(console)
        await portal_detail(client, reader("DEMO0001", "U1"), made["id"])
        await portal_detail(client, reader("DEMO0001", "U2"), made["id"])
        clock.advance(hours=5)  # 01:00 the next day in China, still the same day in UTC
        await portal_detail(client, reader("DEMO0002", "U3"), made["id"])
        await portal_detail(client, reader("DEMO0001", "U1"), made["id"])  # again: counted once
        clock.advance(days=2)

        figures = await console.body("affiche/receipts", {"id": made["id"]}, AUDITOR)

        assert figures["readers"] == 3
        assert figures["companies"] == 2
        assert figures["readersWithoutCompany"] == 0
        assert datetime.fromisoformat(figures["firstReadAt"]) == noon
        assert datetime.fromisoformat(figures["lastReadAt"]) == noon + timedelta(hours=5)
        days = figures["perDay"]
        assert len(days) == 14
        assert days[-1]["date"] == (day + timedelta(days=3)).isoformat()
        assert {d["date"]: d["readers"] for d in days if d["readers"]} == {
            day.isoformat(): 2,
            (day + timedelta(days=1)).isoformat(): 1,
        }

    async def test_an_unread_one_has_no_figures_but_zeroes(self, console: Console) -> None:
        made = await published(console)

        figures = await console.body("affiche/receipts", {"id": made["id"]})

        assert (figures["readers"], figures["firstReadAt"]) == (0, None)
        assert sum(d["readers"] for d in figures["perDay"]) == 0


CALLS: dict[str, frozenset[OperatorRole]] = {
    "affiche/list": READERS,
    "affiche/detail": READERS,
    "affiche/receipts": READERS,
    "affiche/create": WRITERS,
    "affiche/update": WRITERS,
    "affiche/publish": WRITERS,
    "affiche/unpublish": WRITERS,
    "affiche/delete": WRITERS,
}


async def body_for(call: str, console: Console) -> Any:
    if call == "affiche/create":
        return AFFICHE
    if call == "affiche/list":
        return None
    made = await (published(console) if call == "affiche/unpublish" else draft(console))
    return {"id": made["id"]} | (AFFICHE if call == "affiche/update" else {})


class TestRoles:
    @pytest.mark.parametrize(("call", "role"), [(c, r) for c in CALLS for r in ALL_ROLES])
    async def test_each_call_admits_its_roles_only(
        self, console: Console, call: str, role: OperatorRole
    ) -> None:
        request = await body_for(call, console)

        envelope = await console.call(call, request, role)

        if role in CALLS[call]:
            assert envelope["ok"] is True, envelope
        else:
            assert refused(envelope), envelope

    @pytest.mark.parametrize("call", CALLS)
    async def test_customers_and_anonymous_callers_must_sign_in_to_the_console(
        self, console: Console, reader: Headers, call: str
    ) -> None:
        for headers in (reader(), {"Accept-Language": "en"}):
            response = await console.client.post(f"/ops/{call}", json={}, headers=headers)
            envelope = response.json()
            assert (envelope["status"], envelope["msg"]) == (401, SIGN_IN)
