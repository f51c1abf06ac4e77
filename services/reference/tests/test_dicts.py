"""Dictionaries for every screen: normalised entries, both languages, operators' edits kept."""

from typing import Any

import httpx
import pytest
from fastapi import FastAPI
from sqlalchemy import select, update

from portal_kit.clock import ManualClock
from portal_kit.rendered_answers import MAX_AGE
from reference.dicts.data import DICTIONARIES
from reference.models import DictEntry
from reference.seed import seed

LIST_DICT = "/web/portal/api/reg/user/listDict"
EN = {"Accept-Language": "en"}


async def list_dict(
    client: httpx.AsyncClient, language: str = "en", **request: Any
) -> dict[str, Any]:
    response = await client.post(LIST_DICT, headers={"Accept-Language": language}, **request)
    envelope: dict[str, Any] = response.json()
    return envelope


def by_type(envelope: dict[str, Any]) -> dict[str, list[dict[str, Any]]]:
    grouped: dict[str, list[dict[str, Any]]] = {}
    for entry in envelope["body"]:
        grouped.setdefault(entry["dictType"], []).append(entry)
    return grouped


class TestListDict:
    async def test_no_payload_answers_every_dictionary(self, client: httpx.AsyncClient) -> None:
        envelope = await list_dict(client)

        assert envelope["ok"] is True
        grouped = by_type(envelope)
        assert set(grouped) == {
            "compRole",
            "employeeRole",
            "permitStatus",
            "checkType",
            "documentType",
            "industry",
        }
        assert [e["code"] for e in grouped["compRole"]] == [f"C10{n}" for n in range(1, 7)]
        assert [e["code"] for e in grouped["employeeRole"]] == [
            "E101", "E102", "E103", "E105", "E106", "E107", "E108", "E109", "E110", "E111"
        ]  # fmt: skip
        assert [e["code"] for e in grouped["industry"]] == list("ABCDEFGHIJKLMNOPQRST")
        assert len(envelope["body"]) == sum(len(entries) for entries in DICTIONARIES.values())

    async def test_an_entry_carries_code_and_label_under_both_spellings(
        self, client: httpx.AsyncClient
    ) -> None:
        grouped = by_type(await list_dict(client))

        assert grouped["checkType"] == [
            {
                "dictType": "checkType",
                "code": "10",
                "label": "Password",
                "sort": 10,
                "colour": None,
                "dictValue": "10",
                "dictLabel": "Password",
            },
            {
                "dictType": "checkType",
                "code": "20",
                "label": "SMS code",
                "sort": 20,
                "colour": None,
                "dictValue": "20",
                "dictLabel": "SMS code",
            },
        ]

    async def test_status_codes_carry_the_specifications_colours(
        self, client: httpx.AsyncClient
    ) -> None:
        statuses = by_type(await list_dict(client, params={"dictType": "permitStatus"}))

        colours = {e["code"]: e["colour"] for e in statuses["permitStatus"]}
        assert colours == {
            "10": "blue", "15": "red", "20": "yellow", "25": "crimson", "30": "gray",
            "35": "red", "40": "crimson", "45": "red", "50": "crimson", "55": "green",
            "60": "crimson", "65": "red", "70": "yellow", "80": "green", "85": "red", "90": "red",
        }  # fmt: skip
        assert statuses["permitStatus"][0]["label"] == "Submitted"

    async def test_labels_follow_the_callers_language(self, client: httpx.AsyncClient) -> None:
        chinese = by_type(await list_dict(client, language="zh-CN", json={"dictType": "compRole"}))
        english = by_type(await list_dict(client, language="en", json={"dictType": "compRole"}))

        assert chinese["compRole"][0]["label"] == "核心企业"
        assert chinese["compRole"][0]["dictLabel"] == "核心企业"
        assert english["compRole"][0]["label"] == "Core enterprise"

    @pytest.mark.parametrize(
        "request_args",
        [
            {"params": {"dictType": "industry"}},
            {"json": {"dictType": "industry"}},
            {"params": {"dictType": "industry"}, "json": {"dictType": "industry"}},
            {"params": {"dictType": "industry"}, "json": {}},
        ],
    )
    async def test_dict_type_narrows_from_the_query_or_the_body(
        self, client: httpx.AsyncClient, request_args: dict[str, Any]
    ) -> None:
        envelope = await list_dict(client, **request_args)

        assert set(by_type(envelope)) == {"industry"}
        assert len(envelope["body"]) == 20

    async def test_an_unknown_dictionary_is_empty(self, client: httpx.AsyncClient) -> None:
        envelope = await list_dict(client, params={"dictType": "nothing"})

        assert envelope == {"ok": True, "status": 200, "msg": "", "body": []}

    @pytest.mark.parametrize(
        ("request_args", "msg"),
        [
            ({"params": {"dictType": "no spaces"}}, "dictType has an invalid format"),
            ({"json": {"dictType": "x" * 33}}, "dictType has an invalid format"),
            (
                {"params": {"dictType": "industry"}, "json": {"dictType": "compRole"}},
                "dictType must be the same in the query and the body",
            ),
        ],
    )
    async def test_a_bad_dict_type_is_refused_naming_it(
        self, client: httpx.AsyncClient, request_args: dict[str, Any], msg: str
    ) -> None:
        envelope = await list_dict(client, **request_args)

        assert envelope == {"ok": False, "status": 400, "msg": msg, "body": None}


class TestOperatorsEdits:
    async def test_a_disabled_entry_is_not_listed(
        self, client: httpx.AsyncClient, service_app: FastAPI
    ) -> None:
        async with service_app.state.db.sessionmaker() as session:
            await session.execute(
                update(DictEntry)
                .where(DictEntry.dict_type == "industry", DictEntry.code == "T")
                .values(enabled=False)
            )
            await session.commit()

        codes = [
            e["code"] for e in (await list_dict(client, params={"dictType": "industry"}))["body"]
        ]

        assert "T" not in codes
        assert len(codes) == 19

    async def test_seeding_again_keeps_an_edited_label_and_adds_nothing_twice(
        self, client: httpx.AsyncClient, service_app: FastAPI
    ) -> None:
        async with service_app.state.db.sessionmaker() as session:
            await session.execute(
                update(DictEntry)
                .where(DictEntry.dict_type == "permitStatus", DictEntry.code == "10")
                .values(label_en="Application received")
            )
            await session.commit()
            await seed(session, demo=True)
            await session.commit()
            count = len((await session.scalars(select(DictEntry))).all())

        statuses = (await list_dict(client, params={"dictType": "permitStatus"}))["body"]

        assert statuses[0]["label"] == "Application received"
        assert count == sum(len(entries) for entries in DICTIONARIES.values())

    async def test_an_edit_after_a_first_answer_shows_within_a_minute(
        self, client: httpx.AsyncClient, service_app: FastAPI
    ) -> None:
        clock = service_app.state.clock = ManualClock()
        first = (await list_dict(client, params={"dictType": "industry"}))["body"]
        async with service_app.state.db.sessionmaker() as session:
            await session.execute(
                update(DictEntry)
                .where(DictEntry.dict_type == "industry", DictEntry.code == "T")
                .values(enabled=False)
            )
            await session.commit()
        clock.advance(seconds=MAX_AGE.total_seconds() + 1)

        then = (await list_dict(client, params={"dictType": "industry"}))["body"]

        assert "T" in [e["code"] for e in first]
        assert then == [e for e in first if e["code"] != "T"]
