"""The package builds into a wheel an outside team can install, with its plugin and command."""

import shutil
import subprocess
import zipfile
from pathlib import Path

import pytest

pytestmark = pytest.mark.process

PACKAGE = Path(__file__).resolve().parents[1]


def test_uv_build_makes_a_wheel_with_the_plugin_and_the_command(tmp_path: Path) -> None:
    # The uv make test uses (scripts/ensure-uv.sh finds or installs it), when not on PATH.
    script = PACKAGE.parents[1] / "scripts" / "ensure-uv.sh"
    uv = (
        shutil.which("uv")
        or subprocess.run(
            ["bash", str(script)], check=True, capture_output=True, text=True
        ).stdout.strip()
    )
    subprocess.run(
        [uv, "build", "--wheel", "--out-dir", str(tmp_path), str(PACKAGE)],
        check=True,
        capture_output=True,
    )

    (wheel,) = tmp_path.glob("portal_client-*.whl")
    with zipfile.ZipFile(wheel) as built:
        names = built.namelist()
        entry_points = next(name for name in names if name.endswith("entry_points.txt"))
        declared = built.read(entry_points).decode()
    assert "portal_client/protection.py" in names
    assert "portal_client/py.typed" in names
    assert "portal-client = portal_client.cli:main" in declared
    assert "portal_client = portal_client.pytest_plugin" in declared
