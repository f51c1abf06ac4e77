from pathlib import Path

import pytest
from pydantic import ValidationError
from pydantic_settings import SettingsConfigDict

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
