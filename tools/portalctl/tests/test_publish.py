"""Operators publish news and help guides; the public calls then show them, cleaned."""

import json
from pathlib import Path

import httpx
from fastapi import FastAPI

from .conftest import Portalctl

API = "/web/portal/api"


async def public_call(app: FastAPI, path: str, body: dict[str, object]) -> dict[str, object]:
    transport = httpx.ASGITransport(app=app)
    async with httpx.AsyncClient(transport=transport, base_url="http://svc") as client:
        envelope: dict[str, object] = (await client.post(path, json=body)).json()
        return envelope


async def test_a_markdown_article_is_published_as_clean_html(
    portalctl: Portalctl, services: dict[str, FastAPI], tmp_path: Path
) -> None:
    document = tmp_path / "launch.md"
    document.write_text("# Launch\n\nInvoices **now** in <script>alert(1)</script>minutes.\n")

    result = await portalctl(
        "publish",
        "article",
        str(document),
        "--title",
        "Invoice finance opens",
        "--category",
        "platform",
        as_="editor",
    )

    assert result.exit_code == 0, result.output
    article_id = json.loads(result.output)["id"]
    info = await public_call(
        services["content"], f"{API}/manage/article/getArticleInfo", {"id": article_id}
    )
    assert info["status"] == 200
    body = info["body"]
    assert isinstance(body, dict)
    assert body["title"] == "Invoice finance opens"
    assert "<strong>now</strong>" in body["content"]
    assert "<script" not in body["content"]


async def test_an_unknown_category_is_refused_with_the_services_message(
    portalctl: Portalctl, tmp_path: Path
) -> None:
    document = tmp_path / "note.html"
    document.write_text("<p>Hello</p>")

    result = await portalctl(
        "publish",
        "article",
        str(document),
        "--title",
        "Note",
        "--category",
        "no-such",
        as_="editor",
    )

    assert result.exit_code == 1
    assert "refused article/create (status 400): category must be one of" in result.output


async def test_a_help_guide_appears_in_its_module(
    portalctl: Portalctl, services: dict[str, FastAPI], tmp_path: Path
) -> None:
    document = tmp_path / "guide.md"
    document.write_text("1. Open the product centre\n2. Choose **Apply**\n")

    result = await portalctl(
        "publish",
        "guide",
        str(document),
        "--module",
        "product",
        "--title",
        "Applying",
        as_="editor",
    )

    assert result.exit_code == 0, result.output
    guides = await public_call(
        services["content"],
        "/web/portal/operate/findInfoOperateGuideByParams",
        {"module": "product"},
    )
    [module] = guides["body"]  # type: ignore[misc]
    [guide] = [g for g in module["guides"] if g["id"] == json.loads(result.output)["id"]]
    assert guide["title"] == "Applying"
    assert "<li>Choose <strong>Apply</strong></li>" in guide["content"]


async def test_a_guide_goes_only_into_a_module_that_exists(
    portalctl: Portalctl, tmp_path: Path
) -> None:
    document = tmp_path / "guide.md"
    document.write_text("Text")

    result = await portalctl(
        "publish", "guide", str(document), "--module", "nosuch", "--title", "x", as_="editor"
    )

    assert result.exit_code == 1
    assert "refused guide/create" in result.output


async def test_a_reviewer_may_not_publish(portalctl: Portalctl, tmp_path: Path) -> None:
    document = tmp_path / "note.md"
    document.write_text("Hello")

    result = await portalctl(
        "publish",
        "article",
        str(document),
        "--title",
        "N",
        "--category",
        "platform",
        as_="reviewer",
    )

    assert result.exit_code == 1
    assert "(status 403)" in result.output
