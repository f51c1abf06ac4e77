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
        "publish", "article", str(document), "--title", "Note", "--category", "no-such"
    )

    assert result.exit_code == 1
    assert "refused: content refused article/publish (status 400)" in result.output


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
        "permits",
        "--module-name",
        "Product permits",
        "--title",
        "Applying for a product",
    )

    assert result.exit_code == 0, result.output
    guides = await public_call(
        services["content"],
        "/web/portal/operate/findInfoOperateGuideByParams",
        {"module": "permits"},
    )
    assert guides["body"] == [
        {
            "module": "permits",
            "moduleName": "Product permits",
            "guides": [
                {
                    "id": json.loads(result.output)["id"],
                    "title": "Applying for a product",
                    "content": (
                        "<ol>\n<li>Open the product centre</li>\n"
                        "<li>Choose <strong>Apply</strong></li>\n</ol>"
                    ),
                    "sort": 0,
                }
            ],
        }
    ]
