from typing import Any

import httpx
from fastapi import FastAPI
from sqlalchemy import select

from reference.divisions import latest_divisions
from reference.models import Division
from reference.seed import sync_divisions

AREAS = "/web/portal/api/area/list"


def by_code() -> dict[str, Division]:
    return {division.code: division for division in latest_divisions()}


async def areas(client: httpx.AsyncClient, pid: str) -> dict[str, str]:
    envelope: dict[str, Any] = (await client.post(AREAS, params={"pid": pid})).json()
    return {area["code"]: area["name"] for area in envelope["body"]}


class TestLatestDivisions:
    def test_the_list_is_the_current_official_one(self) -> None:
        divisions = by_code()

        # 莱芜市 was merged into 济南市 (2019) as its districts 莱芜区 and 钢城区.
        assert "371200" not in divisions
        assert (divisions["370116"].name, divisions["370116"].parent_code) == ("莱芜区", "370100")
        assert (divisions["370117"].name, divisions["370117"].parent_code) == ("钢城区", "370100")
        # 会理县 became the county-level city 会理市 (2021) under 凉山彝族自治州.
        assert "513425" not in divisions
        assert (divisions["513402"].name, divisions["513402"].parent_code) == ("会理市", "513400")
        assert divisions["513402"].revision >= "2024"

    def test_counties_directly_under_a_province_hang_under_it(self) -> None:
        divisions = by_code()

        # 济源市 is administered by 河南省 directly, without a prefecture in between.
        jiyuan = divisions["419001"]
        assert jiyuan.parent_code == "410000"
        assert jiyuan.level == 3
        # So are the districts of the municipalities.
        assert divisions["310115"].parent_code == "310000"

    def test_every_parent_exists(self) -> None:
        divisions = by_code()

        orphans = [
            d.code for d in divisions.values() if d.parent_code and d.parent_code not in divisions
        ]
        assert orphans == []


class TestSync:
    async def test_a_database_seeded_from_an_older_list_is_brought_up_to_date(
        self, client: httpx.AsyncClient, service_app: FastAPI
    ) -> None:
        async with service_app.state.db.sessionmaker() as session:
            retired = [
                Division(code="371200", name="莱芜市", parent_code="370000", level=2),
                Division(code="371202", name="莱城区", parent_code="371200", level=3),
                Division(code="513425", name="会理县", parent_code="513400", level=3),
            ]
            session.add_all([*retired])
            for division in retired:
                division.revision = "201904"
            moved = await session.get(Division, "370116")
            assert moved is not None
            moved.name, moved.parent_code = "钢城区", "371200"
            await session.commit()

            await sync_divisions(session)
            await session.commit()

            stored = set((await session.scalars(select(Division.code))).all())
        assert {"371200", "371202", "513425"}.isdisjoint(stored)
        shandong = await areas(client, "370000")
        assert "371200" not in shandong
        jinan = await areas(client, "370100")
        assert (jinan["370116"], jinan["370117"]) == ("莱芜区", "钢城区")
        assert (await areas(client, "513400"))["513402"] == "会理市"
