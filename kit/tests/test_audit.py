"""The audit chain's one definition: canonical text and links."""

from datetime import UTC, datetime, timedelta, timezone

from portal_kit.audit import GENESIS_HASH, AuditEntry, canonical_text, link_hash


def entry(**changes: object) -> AuditEntry:
    fields: dict[str, object] = {
        "entry_id": "e1",
        "at": datetime(2026, 11, 26, 8, 0, tzinfo=UTC),
        "source": "customer",
        "operator_code": "OP0001",
        "operator_name": "赵审核",
        "via": "console",
        "token_id": "",
        "ip": "10.0.0.7",
        "user_agent": "Chromium",
        "request_id": "r1",
        "action": "registration.recommend",
        "target_type": "registration",
        "target_id": "3",
        "before": {"status": "pending"},
        "after": {"recommendation": "approve"},
    }
    fields.update(changes)
    return AuditEntry.model_validate(fields)


class TestCanonicalText:
    def test_one_instant_has_one_spelling(self) -> None:
        east = timezone(timedelta(hours=8))
        same = entry(at=datetime(2026, 11, 26, 16, 0, tzinfo=east))
        assert canonical_text(1, same) == canonical_text(1, entry())
        assert '"at":"2026-11-26T08:00:00.000000Z"' in canonical_text(1, entry())

    def test_covers_every_field_and_the_position(self) -> None:
        text = canonical_text(7, entry())
        assert '"sequence":7' in text
        assert '"operatorName":"赵审核"' in text
        for changed in (
            entry(after={"recommendation": "reject"}),
            entry(ip="10.0.0.8"),
            entry(operator_code="OP0002"),
        ):
            assert canonical_text(7, changed) != text
        assert canonical_text(8, entry()) != text


class TestLinks:
    def test_each_link_depends_on_the_one_before(self) -> None:
        first = link_hash(GENESIS_HASH, canonical_text(1, entry()))
        second = link_hash(first, canonical_text(2, entry(entry_id="e2")))
        other_first = link_hash(GENESIS_HASH, canonical_text(1, entry(ip="10.9.9.9")))
        assert second != link_hash(other_first, canonical_text(2, entry(entry_id="e2")))
        assert len(first) == 64
        assert set(first) <= set("0123456789abcdef")
