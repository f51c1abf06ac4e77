"""Settings base: every package subclasses it with its own environment prefix."""

import ipaddress
import re
from email.utils import parseaddr
from enum import StrEnum
from pathlib import Path
from urllib.parse import urlsplit

from pydantic import Field, PositiveFloat, PositiveInt, SecretStr, model_validator
from pydantic_settings import BaseSettings, SettingsConfigDict

from portal_kit import db
from portal_kit.kv import POOL_SIZE, POOL_WAIT_S

SCHEMA_NAME = re.compile(r"[a-z_][a-z0-9_]{0,62}")
# Dev and test only: a fixed value so embedded mode and tests need no configuration.
DEV_SERVICE_TOKEN = "dev-service-token-not-for-production"  # noqa: S105 (refused in prod)
MIN_SERVICE_TOKEN_LENGTH = 32


class RunMode(StrEnum):
    DEV = "dev"
    TEST = "test"
    PROD = "prod"


class LogFormat(StrEnum):
    JSON = "json"
    TEXT = "text"


class TraceExporter(StrEnum):
    """Where spans go; ``none`` installs no tracer at all (DESIGN §10 of issue 8: off)."""

    NONE = "none"
    OTLP = "otlp"
    CONSOLE = "console"


class SmtpSecurity(StrEnum):
    """How the SMTP connection is protected: ``starttls`` (upgrade required, no fallback to
    plain text), ``tls`` (TLS from the first byte, usually port 465) or ``none``."""

    STARTTLS = "starttls"
    TLS = "tls"
    NONE = "none"


def is_loopback(host: str) -> bool:
    """``localhost`` or a loopback address: traffic that never leaves the machine (or pod)."""
    if host.lower() == "localhost":
        return True
    try:
        return ipaddress.ip_address(host.strip("[]")).is_loopback
    except ValueError:
        return False


class BaseServiceSettings(BaseSettings):
    """What every package needs; subclasses set ``model_config`` with their env prefix.

    Example: ``AUTH_DATABASE_URL`` and ``AUTH_REDIS_URL`` configure the auth service.
    Unset URLs mean the embedded backends: a SQLite file under ``var_dir`` and the
    in-process KV store.
    """

    # Errors name the field but never echo values: secrets and URLs with passwords live here.
    model_config = SettingsConfigDict(extra="ignore", hide_input_in_errors=True)

    mode: RunMode = RunMode.DEV
    var_dir: Path = Path("var")
    database_url: str | None = None
    database_schema: str = ""
    # The PostgreSQL pool of each process (portal_kit.db.PoolOptions; deploy/k8s/README.md
    # "Database connections" adds them up): kept open, opened on top under load, how long a
    # request waits for one before answering 503, age at which one is replaced (0: never).
    database_pool_size: int = db.POOL_SIZE
    database_pool_overflow: int = db.POOL_OVERFLOW
    database_pool_wait_sec: float = db.POOL_WAIT_S
    database_pool_recycle_sec: float = 0
    # DATABASE_URL is a PgBouncer in transaction pooling mode (no statement caches).
    database_pgbouncer: bool = False
    redis_url: str | None = None
    # The KV connections this process holds; a call finding all in use waits this long.
    kv_pool_size: int = Field(default=POOL_SIZE, ge=1)
    kv_pool_wait_sec: float = Field(default=POOL_WAIT_S, gt=0)
    # Public keys of access tokens (auth also keeps its private key here); shared by all.
    token_keys_dir: Path | None = None
    # Public keys of operators' tokens (the back office also keeps its private key here).
    operator_token_keys_dir: Path | None = None

    # Shared by the gateway and every service: required on every /internal/ route (DESIGN §6).
    service_token: str = DEV_SERVICE_TOKEN

    # Subclasses name their service; it names the SQLite file and the default schema.
    service_name: str = "service"

    # Observability (README "Observability"); unset log format: JSON in prod, text elsewhere.
    log_format: LogFormat | None = None
    metrics_enabled: bool = True
    # The metrics page's own listener, never the main port (portal_kit.metrics_port): 0 serves
    # none. Worker n of a process listens on this port plus n.
    metrics_host: str = "127.0.0.1"
    metrics_port: int = Field(default=0, ge=0, le=65535)
    otel_exporter: TraceExporter = TraceExporter.NONE
    otel_endpoint: str = "http://127.0.0.1:4318/v1/traces"
    # Seconds a stopping server gives in-flight requests (keep under the pod's grace period).
    shutdown_grace_sec: int = 20
    # Processes serving the port (portal_kit.workers); more than one needs Redis (redis_url).
    workers: PositiveInt = 1
    # Slow and oversized clients (portal_kit.client_limits; docs/decisions.md "Slow clients"):
    # a request's head must arrive whole within this, a body may pause at most this long
    # between reads, and a head holds at most this many bytes and headers.
    client_header_timeout_sec: PositiveFloat = 20
    client_body_timeout_sec: PositiveFloat = 30
    max_header_bytes: PositiveInt = 32 * 1024
    max_header_count: PositiveInt = 100

    # Provider adapters (portal_kit.senders): an empty host or URL means none, so the dev
    # outbox outside production and status 503 in production. Only auth and customer send.
    smtp_host: str = ""
    smtp_port: int = 587
    smtp_username: str = ""
    smtp_password: SecretStr = SecretStr("")
    smtp_security: SmtpSecurity = SmtpSecurity.STARTTLS
    smtp_from: str = ""
    smtp_timeout_sec: float = 10
    sms_url: str = ""
    sms_token: SecretStr = SecretStr("")
    sms_timeout_sec: float = 10

    @model_validator(mode="after")
    def _default_schema(self) -> "BaseServiceSettings":
        if not self.database_schema:
            self.database_schema = self.service_name
        # The schema name is spliced into DDL, so only plain identifiers are accepted.
        if not SCHEMA_NAME.fullmatch(self.database_schema):
            raise ValueError(f"database_schema {self.database_schema!r} is not a plain identifier")
        return self

    @model_validator(mode="after")
    def _check_database_pool(self) -> "BaseServiceSettings":
        # SQLAlchemy reads 0 as "no limit" for the size and -1 for the overflow: a typo would
        # lift the cap the connection budget counts on, so both are refused here.
        prefix = str(self.model_config.get("env_prefix", ""))
        if self.database_pool_size < 1:
            raise ValueError(f"{prefix}DATABASE_POOL_SIZE must be at least 1")
        if self.database_pool_overflow < 0:
            raise ValueError(f"{prefix}DATABASE_POOL_OVERFLOW must be 0 or more")
        if self.database_pool_wait_sec <= 0:
            raise ValueError(f"{prefix}DATABASE_POOL_WAIT_SEC must be more than 0 seconds")
        if self.database_pool_recycle_sec < 0:
            raise ValueError(f"{prefix}DATABASE_POOL_RECYCLE_SEC must be 0 (never) or more")
        if self.database_pgbouncer and db.is_sqlite(self.sqlalchemy_url):
            raise ValueError(
                f"{prefix}DATABASE_PGBOUNCER needs {prefix}DATABASE_URL to be a PostgreSQL URL "
                "(PgBouncer's address)"
            )
        return self

    @model_validator(mode="after")
    def _refuse_placeholder_service_token(self) -> "BaseServiceSettings":
        if self.mode is RunMode.PROD and (
            self.service_token == DEV_SERVICE_TOKEN
            or len(self.service_token) < MIN_SERVICE_TOKEN_LENGTH
        ):
            variable = f"{self.model_config.get('env_prefix', '')}SERVICE_TOKEN"
            raise ValueError(
                f"production mode needs {variable}: a random secret of at least "
                f"{MIN_SERVICE_TOKEN_LENGTH} characters, the same in the gateway and every service"
            )
        return self

    @model_validator(mode="after")
    def _check_providers(self) -> "BaseServiceSettings":
        prefix = str(self.model_config.get("env_prefix", ""))
        if self.smtp_host:
            if "@" not in parseaddr(self.smtp_from)[1]:
                raise ValueError(f"{prefix}SMTP_HOST needs {prefix}SMTP_FROM, the From address")
            if bool(self.smtp_username) != bool(self.smtp_password.get_secret_value()):
                raise ValueError(f"{prefix}SMTP_USERNAME and {prefix}SMTP_PASSWORD go together")
        sms_url = urlsplit(self.sms_url)
        if self.sms_url and (sms_url.scheme not in ("http", "https") or not sms_url.hostname):
            raise ValueError(f"{prefix}SMS_URL must be an http(s) URL")
        if self.mode is RunMode.PROD:
            # Codes and the provider's credentials never cross a network in clear text;
            # a relay on the same machine or in the same pod (loopback) may go without TLS.
            if (
                self.smtp_host
                and self.smtp_security is SmtpSecurity.NONE
                and not is_loopback(self.smtp_host)
            ):
                raise ValueError(
                    f"production mode refuses {prefix}SMTP_SECURITY=none towards a host that "
                    "is not loopback: use starttls or tls"
                )
            if self.sms_url:
                if sms_url.scheme != "https" and not is_loopback(sms_url.hostname or ""):
                    raise ValueError(f"production mode needs an https {prefix}SMS_URL")
                if not self.sms_token.get_secret_value():
                    raise ValueError(f"production mode needs {prefix}SMS_TOKEN for {prefix}SMS_URL")
        return self

    @property
    def sqlalchemy_url(self) -> str:
        if self.database_url:
            return self.database_url
        return f"sqlite+aiosqlite:///{self.var_dir / f'{self.service_name}.db'}"

    @property
    def database_pool(self) -> db.PoolOptions:
        return db.PoolOptions(
            size=self.database_pool_size,
            overflow=self.database_pool_overflow,
            wait_sec=self.database_pool_wait_sec,
            recycle_sec=self.database_pool_recycle_sec,
            pgbouncer=self.database_pgbouncer,
        )

    @property
    def token_key_directory(self) -> Path:
        return self.token_keys_dir or self.var_dir / "keys" / "token"

    @property
    def operator_token_key_directory(self) -> Path:
        return self.operator_token_keys_dir or self.var_dir / "keys" / "operator-token"

    @property
    def effective_log_format(self) -> LogFormat:
        if self.log_format is not None:
            return self.log_format
        return LogFormat.JSON if self.mode is RunMode.PROD else LogFormat.TEXT

    @property
    def is_dev_like(self) -> bool:
        """Dev tooling (outbox, readable captchas) exists only outside production."""
        return self.mode is not RunMode.PROD
