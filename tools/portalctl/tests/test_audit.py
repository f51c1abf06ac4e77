"""``portalctl audit verify`` proves the audit log whole, and finds a changed entry."""

from fastapi import FastAPI
from sqlalchemy import text

from portal_kit.db import schema_on_path

from .conftest import Portalctl
from .operator_support import answer, deliver_audit


async def some_actions(portalctl: Portalctl) -> None:
    answer(await portalctl("user", "unlock", "13800000003"))
    answer(await portalctl("user", "end-sessions", "13800000002"))


class TestVerify:
    async def test_an_untouched_log_is_intact(
        self, portalctl: Portalctl, services: dict[str, FastAPI]
    ) -> None:
        await some_actions(portalctl)
        await deliver_audit(services)
        result = answer(await portalctl("audit", "verify", as_="auditor"))

        assert result["intact"] is True
        assert result["entries"] >= 2
        assert len(result["headHash"]) == 64
        again = answer(await portalctl("audit", "verify", "--head", result["headHash"]))
        assert again["intact"] is True

    async def test_a_changed_entry_breaks_the_chain(
        self, portalctl: Portalctl, services: dict[str, FastAPI]
    ) -> None:
        await some_actions(portalctl)
        await deliver_audit(services)
        backoffice = services["backoffice"]
        async with backoffice.state.db.sessionmaker() as session:
            await schema_on_path(session, backoffice.state.settings.database_schema)
            sqlite = session.bind.dialect.name == "sqlite"
            drop = (
                "DROP TRIGGER audit_entry_no_update"
                if sqlite
                else "DROP TRIGGER audit_entry_append_only ON audit_entry"
            )
            await session.execute(text(drop))
            await session.execute(
                text("UPDATE audit_entry SET operator_name = '某人' WHERE sequence = 1")
            )
            await session.commit()
        result = await portalctl("audit", "verify", as_="auditor")

        assert result.exit_code == 1
        assert '"brokenAt": 1' in result.output
        assert "the console shows it otherwise than its hash covers" in result.output
