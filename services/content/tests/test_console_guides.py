"""The console's help: modules chosen from a list, draft and published guides, order,
English, and what the help page shows."""

from typing import Any

import httpx
import pytest

from portal_kit.operator_tokens import OperatorRole
from portal_kit.testing import staged_audit_entries

from .conftest import Headers
from .console import ALL_ROLES, READERS, SIGN_IN, WRITERS, Console, refused

FIND = "/web/portal/operate/findInfoOperateGuideByParams"
MODULE = {"code": "permits", "name": "产品准入", "nameEn": "Product permits"}
GUIDE = {"module": "permits", "title": "如何申请", "content": "1. 打开**产品中心**\n2. 申请"}


async def help_page(client: httpx.AsyncClient, language: str = "en", **query: Any) -> Any:
    response = await client.post(FIND, json=query, headers={"Accept-Language": language})
    return response.json()["body"]


async def module(console: Console, **fields: Any) -> dict[str, Any]:
    made: dict[str, Any] = await console.body("guide-module/create", MODULE | fields)
    return made


async def draft(console: Console, **fields: Any) -> dict[str, Any]:
    made: dict[str, Any] = await console.body("guide/create", GUIDE | fields)
    return made


async def published(console: Console, **fields: Any) -> dict[str, Any]:
    guide = await draft(console, **fields)
    done: dict[str, Any] = await console.body("guide/publish", {"id": guide["id"]})
    return done


@pytest.fixture
async def permits(console: Console) -> dict[str, Any]:
    return await module(console)


class TestModules:
    async def test_a_module_is_created_listed_and_renamed_audited(self, console: Console) -> None:
        made = await module(console)

        renamed = await console.body(
            "guide-module/update", {"code": "permits", "name": "准入", "nameEn": "Permits"}
        )

        assert made == {**MODULE, "sort": 10, "guides": 0}
        assert renamed == {
            "code": "permits",
            "name": "准入",
            "nameEn": "Permits",
            "sort": 10,
            "guides": 0,
        }
        page = await console.body("guide-module/list", {"pageSize": 100})
        assert [row["code"] for row in page["rows"]] == ["permits"]
        actions = [(e.action, e.target_id) for e in await staged_audit_entries(console.app)]
        assert actions == [("guide_module.create", "permits"), ("guide_module.update", "permits")]

    async def test_a_taken_code_is_refused(self, console: Console, permits: Any) -> None:
        envelope = await console.call("guide-module/create", MODULE)

        assert (envelope["status"], envelope["msg"]) == (
            409,
            "A help module with this code already exists.",
        )

    async def test_only_an_empty_module_is_deleted(self, console: Console, permits: Any) -> None:
        guide = await draft(console)

        held = await console.call("guide-module/delete", {"code": "permits"})
        await console.body("guide/delete", {"id": guide["id"]})
        gone = await console.call("guide-module/delete", {"code": "permits"})

        assert (held["status"], held["msg"]) == (
            409,
            "The help module still holds 1 guide(s); move or delete them first.",
        )
        assert gone["ok"] is True
        assert (await console.body("guide-module/list"))["total"] == 0

    async def test_a_guide_is_never_written_into_an_unknown_module(self, console: Console) -> None:
        envelope = await console.call("guide/create", GUIDE | {"module": "nope"})

        assert (envelope["status"], envelope["msg"]) == (404, "The help module does not exist.")
        assert (await console.body("guide-module/list"))["total"] == 0


class TestGuides:
    async def test_a_new_guide_is_a_draft_the_help_page_does_not_show(
        self, console: Console, client: httpx.AsyncClient, permits: Any
    ) -> None:
        guide = await draft(console)

        assert guide["state"] == "draft"
        assert guide["html"] == "<ol>\n<li>打开<strong>产品中心</strong></li>\n<li>申请</li>\n</ol>"
        assert await help_page(client, module="permits") == []

    async def test_published_guides_show_in_english_to_english_readers(
        self, console: Console, client: httpx.AsyncClient, permits: Any
    ) -> None:
        guide = await published(console, titleEn="How to apply", contentEn="Open *Products*")
        plain = await published(console, title="只有中文")

        english = await help_page(client, "en", module="permits")
        chinese = await help_page(client, "zh-CN", module="permits")

        assert english == [
            {
                "module": "permits",
                "moduleName": "Product permits",
                "guides": [
                    {
                        "id": guide["id"],
                        "title": "How to apply",
                        "content": "<p>Open <em>Products</em></p>",
                        "sort": 10,
                    },
                    {"id": plain["id"], "title": "只有中文", "content": plain["html"], "sort": 20},
                ],
            }
        ]
        assert chinese[0]["moduleName"] == "产品准入"
        assert chinese[0]["guides"][0]["title"] == "如何申请"

    async def test_unpublishing_takes_it_off_the_help_page(
        self, console: Console, client: httpx.AsyncClient, permits: Any
    ) -> None:
        guide = await published(console)

        done = await console.body("guide/unpublish", {"id": guide["id"]})
        again = await console.call("guide/unpublish", {"id": guide["id"]})

        assert done["state"] == "draft"
        assert await help_page(client, module="permits") == []
        assert (again["status"], again["msg"]) == (409, "The help guide is already a draft.")
        actions = [e.action for e in await staged_audit_entries(console.app)]
        assert actions[-3:] == ["guide.create", "guide.publish", "guide.unpublish"]

    async def test_reordering_sets_the_positions_of_every_guide(
        self, console: Console, client: httpx.AsyncClient, permits: Any
    ) -> None:
        ids = [(await published(console, title=t))["id"] for t in ("一", "二", "三")]

        rows = await console.body("guide/reorder", {"module": "permits", "ids": ids[::-1]})
        partial = await console.call("guide/reorder", {"module": "permits", "ids": ids[:2]})

        assert [(r["id"], r["sort"]) for r in rows] == [(ids[2], 10), (ids[1], 20), (ids[0], 30)]
        shown = (await help_page(client, module="permits"))[0]["guides"]
        assert [g["title"] for g in shown] == ["三", "二", "一"]
        assert (partial["status"], partial["msg"]) == (
            409,
            "ids must list every guide of the module exactly once",
        )

    async def test_moving_a_guide_places_it_last_in_its_new_module(
        self, console: Console, permits: Any
    ) -> None:
        await module(console, code="other", name="其他", nameEn=None)
        await draft(console, module="other")
        guide = await draft(console)

        moved = await console.body("guide/update", {"id": guide["id"], **GUIDE, "module": "other"})

        assert (moved["module"], moved["sort"]) == ("other", 20)

    async def test_the_list_filters_by_module_state_and_keyword(
        self, console: Console, permits: Any
    ) -> None:
        first = await published(console, title="Alpha")
        second = await draft(console, title="Beta")

        async def ids(**query: Any) -> list[int]:
            return [r["id"] for r in (await console.body("guide/list", query))["rows"]]

        assert await ids(module="permits") == [first["id"], second["id"]]
        assert await ids(state="draft") == [second["id"]]
        assert await ids(keyword="alpha") == [first["id"]]
        assert await ids(module="", state="") == [first["id"], second["id"]]


CALLS: dict[str, frozenset[OperatorRole]] = {
    "guide-module/list": READERS,
    "guide-module/create": WRITERS,
    "guide-module/update": WRITERS,
    "guide-module/delete": WRITERS,
    "guide/list": READERS,
    "guide/detail": READERS,
    "guide/create": WRITERS,
    "guide/update": WRITERS,
    "guide/publish": WRITERS,
    "guide/unpublish": WRITERS,
    "guide/delete": WRITERS,
    "guide/reorder": WRITERS,
}


async def body_for(call: str, console: Console) -> Any:
    if call == "guide-module/create":
        return MODULE | {"code": "fresh"}
    await module(console)
    if call in ("guide-module/list", "guide/list"):
        return None
    if call == "guide-module/update":
        return MODULE
    if call == "guide-module/delete":
        return {"code": "permits"}
    if call == "guide/create":
        return GUIDE
    guide = await (published(console) if call == "guide/unpublish" else draft(console))
    if call == "guide/reorder":
        return {"module": "permits", "ids": [guide["id"]]}
    if call == "guide/update":
        return GUIDE | {"id": guide["id"]}
    return {"id": guide["id"]}


class TestRoles:
    @pytest.mark.parametrize(("call", "role"), [(c, r) for c in CALLS for r in ALL_ROLES])
    async def test_each_call_admits_its_roles_only(
        self, console: Console, call: str, role: OperatorRole
    ) -> None:
        body = await body_for(call, console)

        envelope = await console.call(call, body, role)

        if role in CALLS[call]:
            assert envelope["ok"] is True, envelope
        else:
            assert refused(envelope), envelope

    @pytest.mark.parametrize("call", CALLS)
    async def test_customers_and_anonymous_callers_must_sign_in_to_the_console(
        self, console: Console, signed_in: Headers, call: str
    ) -> None:
        for headers in (signed_in("U1", "C1"), {"Accept-Language": "en"}):
            response = await console.client.post(f"/ops/{call}", json={}, headers=headers)
            envelope = response.json()
            assert (envelope["status"], envelope["msg"]) == (401, SIGN_IN)
