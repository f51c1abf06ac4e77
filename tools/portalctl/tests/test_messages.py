"""Operators send in-site messages and publish announcements with portalctl."""

from collections.abc import AsyncIterator
from pathlib import Path

import pytest
from fastapi import FastAPI
from sqlalchemy import select

from message.models import Affiche

from .conftest import Portalctl
from .operator_support import answer, messages_of, wired_peers


@pytest.fixture
async def message_app(services: dict[str, FastAPI]) -> AsyncIterator[FastAPI]:
    """The message service, asking the customer service which companies receive a message."""
    async with wired_peers(services, "message", ("customer",)):
        yield services["message"]


@pytest.fixture
def notice(tmp_path: Path) -> Path:
    document = tmp_path / "notice.md"
    document.write_text("系统将于**周六**维护。<script>alert(1)</script>\n", encoding="utf-8")
    return document


class TestMessageSend:
    async def test_a_company_receives_the_message_cleaned(
        self, portalctl: Portalctl, message_app: FastAPI, notice: Path
    ) -> None:
        sent = answer(
            await portalctl(
                "message",
                "send",
                str(notice),
                "--comp",
                "DEMO0003",
                "--title",
                "系统维护通知",
                as_="editor",
            )
        )

        assert (sent["audience"], sent["recipients"]) == ("company", 1)
        [message] = [
            m for m in await messages_of(message_app, "DEMO0003") if m.title == "系统维护通知"
        ]
        assert (message.msg_type, message.receive_user_code) == ("system", None)
        assert "<strong>周六</strong>" in message.content
        assert "<script" not in message.content

    async def test_exactly_one_audience(
        self, portalctl: Portalctl, message_app: FastAPI, notice: Path
    ) -> None:
        result = await portalctl(
            "message", "send", str(notice), "--comp", "DEMO0001", "--all", "--title", "x"
        )

        assert result.exit_code == 2
        assert "name exactly one of --comp, --role and --all" in result.output


class TestPublishAffiche:
    async def test_an_announcement_is_published_cleaned(
        self, portalctl: Portalctl, message_app: FastAPI, notice: Path
    ) -> None:
        published = answer(
            await portalctl(
                "publish", "affiche", str(notice), "--title", "春节放假安排", as_="editor"
            )
        )

        async with message_app.state.db.sessionmaker() as session:
            affiche = await session.scalar(select(Affiche).where(Affiche.id == published["id"]))
        assert affiche is not None
        assert affiche.title == "春节放假安排"
        assert "<strong>周六</strong>" in affiche.content
        assert "<script" not in affiche.content

    async def test_a_title_is_required(
        self, portalctl: Portalctl, message_app: FastAPI, notice: Path
    ) -> None:
        result = await portalctl("publish", "affiche", str(notice))

        assert result.exit_code == 2
        assert "Missing option '--title'" in result.output
