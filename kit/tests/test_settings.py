from pathlib import Path

import pytest
from pydantic import ValidationError
from pydantic_settings import SettingsConfigDict

from portal_kit.db import PoolOptions
from portal_kit.settings import BaseServiceSettings, RunMode


class DemoSettings(BaseServiceSettings):
    model_config = SettingsConfigDict(env_prefix="DEMO_", extra="ignore")

    service_name: str = "demo"


class TestSettings:
    def test_defaults_to_a_sqlite_file_per_service_under_var(self) -> None:
        settings = DemoSettings()

        assert settings.sqlalchemy_url == f"sqlite+aiosqlite:///{Path('var') / 'demo.db'}"
        assert settings.database_schema == "demo"
        assert settings.redis_url is None

    def test_reads_its_own_prefix_only(self, monkeypatch: pytest.MonkeyPatch) -> None:
        monkeypatch.setenv("DEMO_DATABASE_URL", "postgresql+asyncpg://db/portal")
        monkeypatch.setenv("OTHER_REDIS_URL", "redis://elsewhere")
        monkeypatch.setenv("DEMO_MODE", "prod")
        monkeypatch.setenv("DEMO_SERVICE_TOKEN", "t" * 40)

        settings = DemoSettings()

        assert settings.sqlalchemy_url == "postgresql+asyncpg://db/portal"
        assert settings.redis_url is None
        assert settings.mode is RunMode.PROD
        assert settings.is_dev_like is False

    @pytest.mark.parametrize("schema", ['demo"; drop table x; --', "Demo", "1demo", "a-b"])
    def test_refuses_a_schema_name_that_is_not_a_plain_identifier(self, schema: str) -> None:
        with pytest.raises(ValidationError, match="plain identifier"):
            DemoSettings(database_schema=schema)


class TestDatabasePool:
    def test_the_pool_is_read_from_its_own_prefix(self, monkeypatch: pytest.MonkeyPatch) -> None:
        monkeypatch.setenv("DEMO_DATABASE_URL", "postgresql+asyncpg://pgbouncer:6432/portal")
        monkeypatch.setenv("DEMO_DATABASE_POOL_SIZE", "3")
        monkeypatch.setenv("DEMO_DATABASE_POOL_OVERFLOW", "0")
        monkeypatch.setenv("DEMO_DATABASE_POOL_WAIT_SEC", "2.5")
        monkeypatch.setenv("DEMO_DATABASE_POOL_RECYCLE_SEC", "1800")
        monkeypatch.setenv("DEMO_DATABASE_PGBOUNCER", "true")

        assert DemoSettings().database_pool == PoolOptions(
            size=3, overflow=0, wait_sec=2.5, recycle_sec=1800, pgbouncer=True
        )

    def test_defaults_are_ten_and_ten_without_pgbouncer(self) -> None:
        assert DemoSettings().database_pool == PoolOptions(10, 10, 10.0, 0, False)

    @pytest.mark.parametrize(
        ("field", "value", "message"),
        [
            ("database_pool_size", 0, "DEMO_DATABASE_POOL_SIZE must be at least 1"),
            ("database_pool_size", -5, "DEMO_DATABASE_POOL_SIZE must be at least 1"),
            ("database_pool_overflow", -1, "DEMO_DATABASE_POOL_OVERFLOW must be 0 or more"),
            ("database_pool_wait_sec", 0, "DEMO_DATABASE_POOL_WAIT_SEC must be more than 0"),
            ("database_pool_recycle_sec", -1, "DEMO_DATABASE_POOL_RECYCLE_SEC must be 0"),
        ],
    )
    def test_a_value_that_would_lift_the_cap_is_refused_by_name(
        self, field: str, value: float, message: str
    ) -> None:
        with pytest.raises(ValidationError, match=message):
            DemoSettings(**{field: value})

    def test_pgbouncer_needs_a_postgresql_url(self) -> None:
        with pytest.raises(
            ValidationError, match="DEMO_DATABASE_PGBOUNCER needs DEMO_DATABASE_URL"
        ):
            DemoSettings(database_pgbouncer=True)
