"""The address cascade of the pickers: provinces, then their children, three levels in all."""

from typing import Any

import httpx
import pytest

TOP = "/web/portal/api/linkage/list"
CHILDREN = "/web/portal/api/linkage/getChild"


async def children(client: httpx.AsyncClient, pid: str) -> dict[str, Any]:
    response = await client.post(CHILDREN, params={"pid": pid}, headers={"Accept-Language": "en"})
    envelope: dict[str, Any] = response.json()
    return envelope


class TestLinkageList:
    async def test_the_first_level_is_every_province_with_its_leaf_flag(
        self, client: httpx.AsyncClient
    ) -> None:
        envelope = (await client.post(TOP)).json()

        assert envelope["ok"] is True
        nodes = {node["id"]: node for node in envelope["body"]}
        assert len(nodes) == 34
        assert nodes["440000"] == {"id": "440000", "label": "广东省", "pid": None, "leaf": False}
        # Taiwan, Hong Kong and Macao have no divisions under them in GB/T 2260.
        assert nodes["810000"]["leaf"] is True
        assert [node["id"] for node in envelope["body"]] == sorted(nodes)


class TestLinkageChildren:
    async def test_the_second_level_lists_prefectures_with_leaf_flags(
        self, client: httpx.AsyncClient
    ) -> None:
        envelope = await children(client, "440000")

        nodes = {node["id"]: node for node in envelope["body"]}
        assert nodes["440300"] == {
            "id": "440300",
            "label": "深圳市",
            "pid": "440000",
            "leaf": False,
        }
        # Dongguan has no counties: the picker must stop there.
        assert nodes["441900"] == {"id": "441900", "label": "东莞市", "pid": "440000", "leaf": True}

    async def test_the_third_level_is_all_leaves(self, client: httpx.AsyncClient) -> None:
        envelope = await children(client, "440300")

        nodes = {node["id"]: node for node in envelope["body"]}
        assert nodes["440305"] == {"id": "440305", "label": "南山区", "pid": "440300", "leaf": True}
        assert all(node["leaf"] for node in envelope["body"])

    @pytest.mark.parametrize("pid", ["440305", "999999", "000000"])
    async def test_a_county_or_unknown_pid_has_no_children(
        self, client: httpx.AsyncClient, pid: str
    ) -> None:
        assert await children(client, pid) == {"ok": True, "status": 200, "msg": "", "body": []}

    @pytest.mark.parametrize("pid", ["44", "4400000", "44000a", "44'--", ""])
    async def test_an_invalid_pid_is_refused_naming_it(
        self, client: httpx.AsyncClient, pid: str
    ) -> None:
        assert await children(client, pid) == {
            "ok": False,
            "status": 400,
            "msg": "pid has an invalid format",
            "body": None,
        }

    async def test_a_missing_pid_is_refused_naming_it(self, client: httpx.AsyncClient) -> None:
        envelope = (await client.post(CHILDREN, headers={"Accept-Language": "en"})).json()

        assert envelope == {"ok": False, "status": 400, "msg": "pid is required", "body": None}
