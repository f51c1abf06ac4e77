"""Migration 0004 on a database holding announcements and receipts from before the console."""

import pytest
from sqlalchemy.exc import IntegrityError

from message.config import ALEMBIC_INI
from portal_kit.migrations import upgrade
from portal_kit.settings import BaseServiceSettings

from .test_migrations import downgrade, fresh, run

__all__ = ["fresh"]

OLD_AFFICHE = (
    "INSERT INTO affiche (title, title_en, summary, content, published_at, created_at) "
    "VALUES ('系统维护', 'Maintenance WINDOW', '周六', '<p>周六</p>', "
    "'2026-01-01 00:00:00+00:00', '2025-12-31 00:00:00+00:00')"
)


class TestConsoleMessagesMigration:
    def test_existing_announcements_stay_published_with_their_html_as_source(
        self, fresh: BaseServiceSettings
    ) -> None:
        upgrade(ALEMBIC_INI, fresh, "0003")
        run(
            fresh,
            OLD_AFFICHE,
            "INSERT INTO affiche_receipt (affiche_id, user_code, read_at) "
            "VALUES (1, 'U1', '2026-01-02 00:00:00+00:00')",
        )

        upgrade(ALEMBIC_INI, fresh)

        assert run(fresh, "SELECT status, source_format, source, search_text FROM affiche") == [
            ("published", "html", "<p>周六</p>", "系统维护 maintenance window 周六")
        ]
        assert run(fresh, "SELECT user_code, comp_code FROM affiche_receipt") == [("U1", None)]

    def test_a_batch_names_its_audience(self, fresh: BaseServiceSettings) -> None:
        upgrade(ALEMBIC_INI, fresh)
        insert = (
            "INSERT INTO message_batch (audience, target, title, recipients, sent_by_code, "
            "sent_by_name, sent_at) VALUES ('{}', '', 't', 1, 'OP1', 'n', "
            "'2026-01-01 00:00:00+00:00')"
        )

        run(fresh, insert.format("all"))

        with pytest.raises(IntegrityError):
            run(fresh, insert.format("everyone"))

    def test_goes_back_to_the_old_shape_dropping_drafts(self, fresh: BaseServiceSettings) -> None:
        upgrade(ALEMBIC_INI, fresh, "0003")
        run(fresh, OLD_AFFICHE)
        upgrade(ALEMBIC_INI, fresh)
        run(
            fresh,
            "INSERT INTO affiche (title, summary, source_format, source, content, search_text, "
            "status) VALUES ('草稿', '', 'markdown', 'x', '<p>x</p>', '草稿', 'draft')",
            "INSERT INTO affiche_receipt (affiche_id, user_code, comp_code, read_at) "
            "VALUES (1, 'U1', 'C1', '2026-01-02 00:00:00+00:00')",
        )

        downgrade(fresh, "0003")

        assert run(fresh, "SELECT title FROM affiche") == [("系统维护",)]
        assert run(fresh, "SELECT affiche_id, user_code FROM affiche_receipt") == [(1, "U1")]
        run(fresh, OLD_AFFICHE)
        assert run(fresh, "SELECT count(*) FROM affiche") == [(2,)]
