"""The embedded default as ``make run`` serves it: one gateway process holding every service,
each on its own SQLite file, with the in-process KV; demo data loaded, in test mode (the dev
outbox answers the captchas, passwords hash at the test cost), in a folder of the test's own.

Extra users can be added before it starts, by the load benchmark's ``bench/load/users.py``:
each with a loopback address of its own (a browser of its own, known to the account, so
neither per-IP limits nor the e-mail check of a new address get in the way) and one employee
record holding E101 (its company's administrator) in a demo company.
"""

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path

from bench.load.users import COMPANIES, LoadUser, add_users, address

from gateway.config import SERVICES
from portal_kit.cli import migrate_and_seed
from portal_kit.settings import BaseServiceSettings, RunMode

from .processes import free_port, running

PREFIXES = ("GATEWAY", *(service.upper() for service in SERVICES))
# Each added user administers their company: they may add people and invite partners.
ADMINISTRATOR = ("E101",)


@dataclass(frozen=True)
class EmbeddedPortal:
    url: str
    log: Path
    settings: dict[str, BaseServiceSettings]
    users: list[LoadUser]


def added_users(count: int) -> list[LoadUser]:
    """Each of one demo company (no company to choose at sign-in)."""
    return [
        LoadUser(
            index=index,
            user_code=f"CU{index:05d}",
            mobile=f"137{index:08d}",
            ip=address(index),
            employees=((f"CE{index:05d}", COMPANIES[index % len(COMPANIES)]),),
        )
        for index in range(count)
    ]


@contextmanager
def embedded_portal(
    folder: Path, users: int, extra_env: dict[str, str] | None = None
) -> Iterator[EmbeddedPortal]:
    """Prepared (demo data and ``users`` added users) and served until the block ends; the
    process's log is ``EmbeddedPortal.log``; ``extra_env`` adds to or overrides its settings."""
    var_dir = folder / "var"
    settings = {
        service: migrate_and_seed(service, demo=True, mode=RunMode.TEST, var_dir=var_dir)
        for service in SERVICES
    }
    added = added_users(users)
    add_users(settings["auth"], settings["customer"], added, strong=False, roles=ADMINISTRATOR)
    env = {f"{prefix}_MODE": "test" for prefix in PREFIXES}
    env |= {f"{prefix}_VAR_DIR": str(var_dir) for prefix in PREFIXES}
    env |= {
        "GATEWAY_WEB_DIST": str(folder / "no-web-build"),
        "GATEWAY_CONSOLE_WEB_DIST": str(folder / "no-web-build"),
        "GATEWAY_OPERATOR_PORT": "0",
        "GATEWAY_OPS_PORT": "0",
    }
    env |= extra_env or {}
    port, log = free_port(), folder / "gateway.log"
    with running("gateway", port, env, log=log):
        yield EmbeddedPortal(f"http://127.0.0.1:{port}", log, settings, added)
