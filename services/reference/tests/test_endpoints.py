import httpx
from fastapi import FastAPI
from sqlalchemy import update

from portal_kit.clock import ManualClock
from portal_kit.rendered_answers import MAX_AGE
from reference.models import Division

PROVINCES = "/web/portal/api/province/list"
AREAS = "/web/portal/api/area/list"

MAINLAND_PROVINCIAL_LEVEL = 31


class TestProvinceList:
    async def test_lists_every_provincial_level_division(self, client: httpx.AsyncClient) -> None:
        response = await client.post(PROVINCES)

        envelope = response.json()
        assert envelope["ok"] is True
        codes = [province["code"] for province in envelope["body"]]
        mainland = [code for code in codes if code not in {"710000", "810000", "820000"}]
        assert len(mainland) == MAINLAND_PROVINCIAL_LEVEL
        assert {"710000", "810000", "820000"} <= set(codes)
        assert envelope["body"][0] == {"code": "110000", "name": "北京市", "pid": None, "level": 1}

    async def test_a_renamed_division_shows_within_a_minute(
        self, client: httpx.AsyncClient, service_app: FastAPI
    ) -> None:
        clock = service_app.state.clock = ManualClock()
        first = (await client.post(PROVINCES)).json()["body"]
        async with service_app.state.db.sessionmaker() as session:
            await session.execute(
                update(Division).where(Division.code == "110000").values(name="北京")
            )
            await session.commit()
        clock.advance(seconds=MAX_AGE.total_seconds() + 1)

        then = (await client.post(PROVINCES)).json()["body"]

        assert first[0]["name"] == "北京市"
        assert then[0] == {**first[0], "name": "北京"}
        assert then[1:] == first[1:]


class TestAreaList:
    async def test_lists_the_prefectures_of_a_province(self, client: httpx.AsyncClient) -> None:
        response = await client.post(AREAS, params={"pid": "440000"})

        areas = response.json()["body"]
        assert {"code": "440300", "name": "深圳市", "pid": "440000", "level": 2} in areas
        assert all(area["pid"] == "440000" for area in areas)

    async def test_lists_the_counties_of_a_prefecture(self, client: httpx.AsyncClient) -> None:
        areas = (await client.post(AREAS, params={"pid": "440300"})).json()["body"]

        assert "440305" in {area["code"] for area in areas}  # 南山区
        assert all(area["level"] == 3 for area in areas)

    async def test_a_county_has_no_children(self, client: httpx.AsyncClient) -> None:
        envelope = (await client.post(AREAS, params={"pid": "440305"})).json()

        assert envelope["ok"] is True
        assert envelope["body"] == []

    async def test_a_malformed_pid_is_refused_naming_the_field(
        self, client: httpx.AsyncClient
    ) -> None:
        envelope = (
            await client.post(AREAS, params={"pid": "44'--"}, headers={"Accept-Language": "en"})
        ).json()

        assert envelope["ok"] is False
        assert envelope["status"] == 400
        assert envelope["msg"] == "pid has an invalid format"

    async def test_a_missing_pid_is_refused_in_chinese_by_default(
        self, client: httpx.AsyncClient
    ) -> None:
        envelope = (await client.post(AREAS)).json()

        assert envelope["status"] == 400
        assert envelope["msg"] == "pid不能为空"
