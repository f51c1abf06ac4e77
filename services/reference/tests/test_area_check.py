"""``/internal/division/area/check``: peers ask whether an area lies under a province."""

from typing import Any

import httpx
import pytest

CHECK = "/internal/division/area/check"
SERVICE_TOKEN = {"X-Service-Token": "dev-service-token-not-for-production", "Accept-Language": "en"}


async def check(
    client: httpx.AsyncClient, province: str, area: str, headers: dict[str, str] = SERVICE_TOKEN
) -> dict[str, Any]:
    response = await client.post(
        CHECK, headers=headers, json={"provinceCode": province, "areaCode": area}
    )
    envelope: dict[str, Any] = response.json()
    return envelope


class TestAreaCheck:
    @pytest.mark.parametrize(
        ("province", "area"),
        [
            ("440000", "440300"),  # 深圳市, a prefecture of 广东省
            ("310000", "310115"),  # 浦东新区, a district directly under 上海市
        ],
    )
    async def test_a_direct_division_of_the_province_is_within(
        self, client: httpx.AsyncClient, province: str, area: str
    ) -> None:
        envelope = await check(client, province, area)

        assert envelope["body"] == {"provinceKnown": True, "areaWithin": True}

    @pytest.mark.parametrize(
        ("province", "area"),
        [
            ("440000", "320500"),  # 苏州市, of 江苏省
            ("440000", "440305"),  # 南山区, a county of 深圳市: not offered under the province
            ("440000", "449900"),  # no such division
            ("440000", "440000"),
            ("440300", "440305"),  # a prefecture is not a province
            ("990000", "990100"),
        ],
        ids=["other-province", "county", "unknown-area", "itself", "prefecture", "no-province"],
    )
    async def test_anything_else_is_not(
        self, client: httpx.AsyncClient, province: str, area: str
    ) -> None:
        envelope = await check(client, province, area)

        assert envelope["status"] == 200
        assert envelope["body"]["areaWithin"] is False
        assert envelope["body"]["provinceKnown"] is (province == "440000")

    async def test_a_malformed_code_names_the_field(self, client: httpx.AsyncClient) -> None:
        envelope = await check(client, "44000", "440300")

        assert (envelope["status"], envelope["msg"]) == (400, "provinceCode has an invalid format")

    async def test_only_peers_may_ask(self, client: httpx.AsyncClient) -> None:
        envelope = await check(client, "440000", "440300", {"Accept-Language": "en"})

        assert (envelope["status"], envelope["body"]) == (403, None)
