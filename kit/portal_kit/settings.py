"""Settings base: every package subclasses it with its own environment prefix."""

import re
from enum import StrEnum
from pathlib import Path

from pydantic import model_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

SCHEMA_NAME = re.compile(r"[a-z_][a-z0-9_]{0,62}")


class RunMode(StrEnum):
    DEV = "dev"
    TEST = "test"
    PROD = "prod"


class BaseServiceSettings(BaseSettings):
    """What every package needs; subclasses set ``model_config`` with their env prefix.

    Example: ``AUTH_DATABASE_URL`` and ``AUTH_REDIS_URL`` configure the auth service.
    Unset URLs mean the embedded backends: a SQLite file under ``var_dir`` and the
    in-process KV store.
    """

    model_config = SettingsConfigDict(extra="ignore")

    mode: RunMode = RunMode.DEV
    var_dir: Path = Path("var")
    database_url: str | None = None
    database_schema: str = ""
    redis_url: str | None = None

    # Subclasses name their service; it names the SQLite file and the default schema.
    service_name: str = "service"

    @model_validator(mode="after")
    def _default_schema(self) -> "BaseServiceSettings":
        if not self.database_schema:
            self.database_schema = self.service_name
        # The schema name is spliced into DDL, so only plain identifiers are accepted.
        if not SCHEMA_NAME.fullmatch(self.database_schema):
            raise ValueError(f"database_schema {self.database_schema!r} is not a plain identifier")
        return self

    @property
    def sqlalchemy_url(self) -> str:
        if self.database_url:
            return self.database_url
        return f"sqlite+aiosqlite:///{self.var_dir / f'{self.service_name}.db'}"

    @property
    def is_dev_like(self) -> bool:
        """Dev tooling (outbox, readable captchas) exists only outside production."""
        return self.mode is not RunMode.PROD
