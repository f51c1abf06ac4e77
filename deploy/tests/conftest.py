"""The secrets deploy/make_keys.py writes, made once per test process (RSA-3072 keys take
seconds) and copied for each test that may change them."""

import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from .support import DEPLOY

SCRIPT = DEPLOY / "make_keys.py"


def make_keys(directory: Path, *arguments: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, str(SCRIPT), str(directory), *arguments],
        capture_output=True,
        text=True,
        check=False,
    )


def as_var_dir(tmp_path: Path, secrets: Path, *purposes: str) -> Path:
    """A VAR_DIR whose keys/<purpose> are the folders, as the containers mount them."""
    var_dir = tmp_path / f"var-{'-'.join(purposes)}"
    (var_dir / "keys").mkdir(parents=True)
    for purpose in purposes:
        (var_dir / "keys" / purpose).symlink_to(secrets / purpose)
    return var_dir


@pytest.fixture(scope="session")
def made(tmp_path_factory: pytest.TempPathFactory) -> Path:
    directory = tmp_path_factory.mktemp("made") / "secrets"
    result = make_keys(directory)
    assert result.returncode == 0, result.stderr
    return directory


@pytest.fixture
def secrets(made: Path, tmp_path: Path) -> Path:
    """The session's run, copied with its modes, so a test may change it."""
    copy = tmp_path / "secrets"
    shutil.copytree(made, copy)
    return copy
