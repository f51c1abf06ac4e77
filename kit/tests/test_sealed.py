"""Identity numbers sealed at rest: where the keys come from, what opens and what does not."""

import base64
import stat
from pathlib import Path

import pytest

from portal_kit.keyring import KeyRingError, key_directory
from portal_kit.sealed import OpenFailed, Sealer, load_sealer, load_sealer_now
from portal_kit.settings import RunMode

ID = "11010519491231002X"
COLUMN = "company.legal_rep_id_number"


def provide(var_dir: Path, kid: str, key: bytes) -> Path:
    directory = key_directory(var_dir, "identity")
    directory.mkdir(parents=True, exist_ok=True)
    path = directory / f"{kid}.key"
    path.write_bytes(base64.b64encode(key) + b"\n")
    path.chmod(0o600)
    return path


class TestKeys:
    async def test_dev_and_test_modes_create_one_key_only_the_owner_can_read(
        self, tmp_path: Path
    ) -> None:
        sealer = await load_sealer(tmp_path, RunMode.TEST)

        files = list(key_directory(tmp_path, "identity").glob("*.key"))
        assert [path.name for path in files] == [f"{sealer.current_kid}.key"]
        assert stat.S_IMODE(files[0].stat().st_mode) == 0o600
        assert len(base64.b64decode(files[0].read_bytes())) == 32
        assert (await load_sealer(tmp_path, RunMode.DEV)).current_kid == sealer.current_kid

    def test_production_refuses_to_start_without_a_key(self, tmp_path: Path) -> None:
        with pytest.raises(KeyRingError, match="production mode never generates"):
            load_sealer_now(tmp_path, RunMode.PROD)
        assert not key_directory(tmp_path, "identity").exists()

    def test_production_uses_a_provided_key(self, tmp_path: Path) -> None:
        provide(tmp_path, "i20260101T000000-aaaa", b"k" * 32)

        assert load_sealer_now(tmp_path, RunMode.PROD).current_kid == "i20260101T000000-aaaa"

    def test_a_key_of_the_wrong_size_stops_the_start(self, tmp_path: Path) -> None:
        provide(tmp_path, "short", b"k" * 16)

        with pytest.raises(KeyRingError, match="32 bytes"):
            load_sealer_now(tmp_path, RunMode.PROD)

    def test_the_newest_kid_seals_and_every_kid_opens(self, tmp_path: Path) -> None:
        provide(tmp_path, "i20260101T000000-aaaa", b"a" * 32)
        old = load_sealer_now(tmp_path, RunMode.PROD).seal(ID, COLUMN)
        provide(tmp_path, "i20260601T000000-bbbb", b"b" * 32)

        rotated = load_sealer_now(tmp_path, RunMode.PROD)

        assert rotated.current_kid == "i20260601T000000-bbbb"
        assert rotated.seal(ID, COLUMN).split(".")[1] == "i20260601T000000-bbbb"
        assert rotated.open(old, COLUMN) == ID


class TestSealing:
    @pytest.fixture
    def sealer(self) -> Sealer:
        return Sealer({"k1": b"s" * 32})

    def test_the_value_opens_for_its_purpose_and_holds_no_plaintext(self, sealer: Sealer) -> None:
        value = sealer.seal(ID, COLUMN)

        assert value.startswith("v1.k1.")
        assert ID not in value
        assert "1949" not in value
        assert sealer.open(value, COLUMN) == ID

    def test_two_seals_of_one_number_differ(self, sealer: Sealer) -> None:
        assert sealer.seal(ID, COLUMN) != sealer.seal(ID, COLUMN)

    def test_a_value_moved_to_another_column_does_not_open(self, sealer: Sealer) -> None:
        value = sealer.seal(ID, COLUMN)

        with pytest.raises(OpenFailed):
            sealer.open(value, "realname.id_number")

    @pytest.mark.parametrize(
        "damage",
        [
            lambda v: v[:-2] + ("AA" if v[-2:] != "AA" else "BB"),
            lambda v: v.replace("v1.", "v2.", 1),
            lambda v: v.replace(".k1.", ".k9.", 1),
            lambda v: v.rsplit(".", 1)[0] + ".!!",
            lambda v: v.rsplit(".", 1)[0] + ".AAAA",
            lambda v: ID,
        ],
    )
    def test_a_damaged_or_foreign_value_does_not_open(self, sealer: Sealer, damage: object) -> None:
        value = sealer.seal(ID, COLUMN)

        with pytest.raises(OpenFailed):
            sealer.open(damage(value), COLUMN)  # type: ignore[operator]

    def test_another_key_does_not_open(self, sealer: Sealer) -> None:
        value = sealer.seal(ID, COLUMN)

        with pytest.raises(OpenFailed):
            Sealer({"k1": b"t" * 32}).open(value, COLUMN)
