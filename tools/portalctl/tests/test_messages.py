"""Operators send in-site messages and publish announcements with portalctl."""

from pathlib import Path

import pytest
from fastapi import FastAPI
from sqlalchemy import select

from message.models import Affiche

from .conftest import Portalctl
from .operator_support import answer, messages_of


@pytest.fixture
async def message_app(services: dict[str, FastAPI]) -> FastAPI:
    return services["message"]


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
                "message", "send", str(notice), "--comp", "DEMO0003", "--title", "系统维护通知"
            )
        )

        [message] = [m for m in await messages_of(message_app, "DEMO0003") if m.id == sent["id"]]
        assert (message.title, message.msg_type, message.receive_user_code) == (
            "系统维护通知",
            "system",
            None,
        )
        assert "<strong>周六</strong>" in message.content
        assert "<script" not in message.content

    async def test_one_user_of_the_company_with_a_type(
        self, portalctl: Portalctl, message_app: FastAPI, notice: Path
    ) -> None:
        sent = answer(
            await portalctl(
                "message",
                "send",
                str(notice),
                "--comp",
                "DEMO0001",
                "--user",
                "U0002",
                "--type",
                "admin",
                "--title",
                "请更新授权书",
            )
        )

        [message] = [m for m in await messages_of(message_app, "DEMO0001") if m.id == sent["id"]]
        assert (message.receive_user_code, message.msg_type) == ("U0002", "admin")

    async def test_an_unknown_type_is_refused_with_the_services_message(
        self, portalctl: Portalctl, message_app: FastAPI, notice: Path
    ) -> None:
        before = len(await messages_of(message_app, "DEMO0001"))

        result = await portalctl(
            "message", "send", str(notice), "--comp", "DEMO0001", "--type", "spam", "--title", "x"
        )

        assert result.exit_code == 1
        assert "refused: message refused message/send (status 400): type must be one of" in (
            result.output
        )
        assert len(await messages_of(message_app, "DEMO0001")) == before


class TestPublishAffiche:
    async def test_an_announcement_is_published_cleaned(
        self, portalctl: Portalctl, message_app: FastAPI, notice: Path
    ) -> None:
        published = answer(
            await portalctl("publish", "affiche", str(notice), "--title", "春节放假安排")
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
