"""The provider adapters against real servers on this machine: an SMTP server (aiosmtpd) and an
HTTP SMS endpoint (uvicorn), both in the test's own event loop; and which sender answers in
which mode."""

import asyncio
import email
import email.policy
import logging
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from dataclasses import dataclass, field
from email.message import EmailMessage
from pathlib import Path
from typing import Any

import httpx
import pytest
from aiosmtpd.smtp import SMTP, AuthResult, Envelope, LoginPassword, Session
from fastapi import FastAPI
from prometheus_client import REGISTRY
from pydantic import ValidationError
from pydantic_settings import SettingsConfigDict
from redis.asyncio import Redis
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import JSONResponse, RedirectResponse, Response
from starlette.routing import Route

from portal_kit import outbox
from portal_kit.app import create_service_app
from portal_kit.errors import ServiceUnavailable
from portal_kit.kv import create_kv
from portal_kit.listeners import free_port
from portal_kit.senders import (
    HttpSmsSender,
    SmsSender,
    SmtpSender,
    email_sender,
    open_providers,
    sms_sender,
)
from portal_kit.settings import BaseServiceSettings, RunMode, SmtpSecurity
from portal_kit.testing import served

CODE = "735194"
TEXT = f"您的验证码为{CODE}，5分钟内有效。"
MOBILE = "13800007777"
ADDRESS = "reader@example.com"
FROM = "Portal <no-reply@portal.example.com>"
PROD_TOKEN = "p" * 40


class SendSettings(BaseServiceSettings):
    model_config = SettingsConfigDict(env_prefix="SENDTEST_", extra="ignore")

    service_name: str = "sendtest"


def settings_for(tmp_path: Path, mode: RunMode = RunMode.PROD, **values: Any) -> SendSettings:
    token = {"service_token": PROD_TOKEN} if mode is RunMode.PROD else {}
    return SendSettings(var_dir=tmp_path, mode=mode, **token, **values)


def smtp_values(port: int, security: SmtpSecurity = SmtpSecurity.NONE) -> dict[str, Any]:
    return {
        "smtp_host": "127.0.0.1",
        "smtp_port": port,
        "smtp_security": security,
        "smtp_from": FROM,
        "smtp_timeout_sec": 5,
    }


@asynccontextmanager
async def sending_app(settings: BaseServiceSettings) -> AsyncIterator[FastAPI]:
    """What the app's lifespan sets up for sending, without a database."""
    app = FastAPI()
    app.state.settings = settings
    app.state.providers = open_providers(settings)
    try:
        yield app
    finally:
        await app.state.providers.aclose()


# --- an SMTP server ---------------------------------------------------------------------------


@dataclass
class Inbox:
    """The SMTP server's handler: keeps what it accepted; ``reply`` refuses the data instead."""

    port: int = 0
    envelopes: list[Envelope] = field(default_factory=list)
    logins: list[tuple[str, str]] = field(default_factory=list)
    reply: str | None = None

    async def handle_DATA(self, server: SMTP, session: Session, envelope: Envelope) -> str:
        if self.reply:
            return self.reply
        self.envelopes.append(envelope)
        return "250 OK"

    def authenticate(
        self, server: SMTP, session: Session, envelope: Envelope, mechanism: str, data: Any
    ) -> AuthResult:
        assert isinstance(data, LoginPassword)
        self.logins.append((data.login.decode(), data.password.decode()))
        return AuthResult(success=data.password == b"mail-secret", handled=False)

    def message(self) -> EmailMessage:
        (envelope,) = self.envelopes
        parsed = email.message_from_bytes(envelope.original_content, policy=email.policy.default)
        assert isinstance(parsed, EmailMessage)
        return parsed


@pytest.fixture
async def smtp_server() -> AsyncIterator[Inbox]:
    """aiosmtpd on a free loopback port; plain text, AUTH offered without TLS (tests only)."""
    inbox = Inbox()
    server = await asyncio.get_running_loop().create_server(
        lambda: SMTP(
            inbox,
            hostname="localhost",
            authenticator=inbox.authenticate,
            auth_require_tls=False,
        ),
        "127.0.0.1",
        0,
    )
    inbox.port = server.sockets[0].getsockname()[1]
    try:
        yield inbox
    finally:
        server.close()
        await server.wait_closed()


# --- an HTTP SMS provider ---------------------------------------------------------------------


@dataclass
class SmsProvider:
    url: str = ""
    requests: list[tuple[str, dict[str, str], Any]] = field(default_factory=list)
    status: int = 200
    delay: float = 0


@pytest.fixture
async def sms_provider() -> AsyncIterator[SmsProvider]:
    """A real HTTP server (uvicorn) on a free loopback port; its answers echo the message, as a
    careless provider's error page might."""
    provider = SmsProvider()

    async def send(request: Request) -> Response:
        body = await request.json()
        provider.requests.append((request.url.path, dict(request.headers), body))
        await asyncio.sleep(provider.delay)
        return JSONResponse({"echo": body}, status_code=provider.status)

    async def moved(request: Request) -> Response:
        return RedirectResponse("/send", status_code=307)

    app = Starlette(
        routes=[Route("/send", send, methods=["POST"]), Route("/moved", moved, methods=["POST"])]
    )
    async with served(app, access_log=False) as port:
        provider.url = f"http://127.0.0.1:{port}/send"
        yield provider


def sms_values(url: str, timeout: float = 5) -> dict[str, Any]:
    return {"sms_url": url, "sms_token": "sms-bearer-secret", "sms_timeout_sec": timeout}


def assert_nothing_secret_logged(caplog: pytest.LogCaptureFixture) -> None:
    for secret in (CODE, TEXT, MOBILE, ADDRESS, "sms-bearer-secret", "mail-secret"):
        assert secret not in caplog.text


class TestSmtp:
    async def test_the_mail_reaches_the_server(self, tmp_path: Path, smtp_server: Inbox) -> None:
        settings = settings_for(tmp_path, **smtp_values(smtp_server.port))
        async with sending_app(settings) as app:
            await email_sender(app, create_kv(None)).send_email(ADDRESS, CODE, TEXT)

        (envelope,) = smtp_server.envelopes
        assert envelope.mail_from == "no-reply@portal.example.com"
        assert envelope.rcpt_tos == [ADDRESS]
        message = smtp_server.message()
        assert message["From"] == FROM
        assert message["To"] == ADDRESS
        assert "验证码" in message["Subject"]
        assert "Verification code" in message["Subject"]
        assert message["Date"]
        assert message["Message-ID"].endswith("@portal.example.com>")
        body = message.get_body()
        assert body is not None
        assert body.get_content_charset() == "utf-8"
        assert TEXT in body.get_content()

    async def test_the_account_signs_in_with_its_password(
        self, tmp_path: Path, smtp_server: Inbox
    ) -> None:
        sender = SmtpSender(
            "127.0.0.1", smtp_server.port, SmtpSecurity.NONE, FROM, 5, "portal", "mail-secret"
        )

        await sender.send_email(ADDRESS, CODE, TEXT)

        assert smtp_server.logins == [("portal", "mail-secret")]
        assert len(smtp_server.envelopes) == 1

    async def test_a_wrong_password_is_503_and_sends_nothing(
        self, smtp_server: Inbox, caplog: pytest.LogCaptureFixture
    ) -> None:
        sender = SmtpSender("127.0.0.1", smtp_server.port, SmtpSecurity.NONE, FROM, 5, "p", "x")

        with caplog.at_level(logging.WARNING), pytest.raises(ServiceUnavailable):
            await sender.send_email(ADDRESS, CODE, TEXT)

        assert smtp_server.envelopes == []
        assert "SMTPAuthenticationError 535" in caplog.text
        assert_nothing_secret_logged(caplog)

    async def test_starttls_is_required_not_opportunistic(
        self, smtp_server: Inbox, caplog: pytest.LogCaptureFixture
    ) -> None:
        # This server offers no STARTTLS: the code must not go out in clear text instead.
        sender = SmtpSender("127.0.0.1", smtp_server.port, SmtpSecurity.STARTTLS, FROM, 5)

        with caplog.at_level(logging.WARNING), pytest.raises(ServiceUnavailable):
            await sender.send_email(ADDRESS, CODE, TEXT)

        assert smtp_server.envelopes == []
        assert_nothing_secret_logged(caplog)

    async def test_a_server_that_is_down_is_503(
        self, tmp_path: Path, caplog: pytest.LogCaptureFixture
    ) -> None:
        settings = settings_for(tmp_path, **smtp_values(free_port()))
        async with sending_app(settings) as app:
            sender = email_sender(app, create_kv(None))
            with caplog.at_level(logging.WARNING), pytest.raises(ServiceUnavailable):
                await sender.send_email(ADDRESS, CODE, TEXT)

        assert "SMTP server 127.0.0.1" in caplog.text
        assert "example.com" in caplog.text  # the recipient's domain, not the address
        assert_nothing_secret_logged(caplog)

    async def test_a_refusal_quoting_the_message_is_logged_without_it(
        self, smtp_server: Inbox, caplog: pytest.LogCaptureFixture
    ) -> None:
        smtp_server.reply = f"554 refused: {CODE} {ADDRESS}"
        sender = SmtpSender("127.0.0.1", smtp_server.port, SmtpSecurity.NONE, FROM, 5)

        with caplog.at_level(logging.WARNING), pytest.raises(ServiceUnavailable):
            await sender.send_email(ADDRESS, CODE, TEXT)

        assert "554" in caplog.text
        assert_nothing_secret_logged(caplog)


class TestHttpSms:
    async def test_the_provider_receives_the_message_with_the_bearer_token(
        self, tmp_path: Path, sms_provider: SmsProvider
    ) -> None:
        settings = settings_for(tmp_path, **sms_values(sms_provider.url))
        async with sending_app(settings) as app:
            sender = sms_sender(app, create_kv(None))
            await sender.send_sms(MOBILE, CODE, TEXT)
            await sender.send_sms(MOBILE, CODE, TEXT)

        first, second = sms_provider.requests
        path, headers, body = first
        assert path == "/send"
        assert headers["authorization"] == "Bearer sms-bearer-secret"
        assert headers["content-type"] == "application/json"
        assert body == {"mobile": MOBILE, "text": TEXT}
        # One key per message: the provider may drop a repeat of the same one, not a new one.
        assert len(headers["idempotency-key"]) >= 16
        assert headers["idempotency-key"] != second[1]["idempotency-key"]

    @pytest.mark.parametrize("status", [500, 401, 404])
    async def test_an_error_answer_is_503_and_logged_without_code_or_text(
        self,
        tmp_path: Path,
        sms_provider: SmsProvider,
        caplog: pytest.LogCaptureFixture,
        status: int,
    ) -> None:
        sms_provider.status = status
        async with sending_app(settings_for(tmp_path, **sms_values(sms_provider.url))) as app:
            sender = sms_sender(app, create_kv(None))
            with caplog.at_level(logging.WARNING), pytest.raises(ServiceUnavailable):
                await sender.send_sms(MOBILE, CODE, TEXT)

        assert len(sms_provider.requests) == 1
        assert f"answered HTTP {status}" in caplog.text
        assert "138****7777" in caplog.text
        assert_nothing_secret_logged(caplog)

    async def test_a_redirect_is_not_followed(
        self, tmp_path: Path, sms_provider: SmsProvider
    ) -> None:
        url = sms_provider.url.replace("/send", "/moved")
        async with sending_app(settings_for(tmp_path, **sms_values(url))) as app:
            with pytest.raises(ServiceUnavailable):
                await sms_sender(app, create_kv(None)).send_sms(MOBILE, CODE, TEXT)

        assert sms_provider.requests == []

    async def test_an_unreachable_provider_is_503(
        self, tmp_path: Path, caplog: pytest.LogCaptureFixture
    ) -> None:
        url = f"http://127.0.0.1:{free_port()}/send"
        async with sending_app(settings_for(tmp_path, **sms_values(url))) as app:
            sender = sms_sender(app, create_kv(None))
            with caplog.at_level(logging.WARNING), pytest.raises(ServiceUnavailable):
                await sender.send_sms(MOBILE, CODE, TEXT)

        assert "ConnectError" in caplog.text
        assert_nothing_secret_logged(caplog)

    async def test_a_slow_provider_times_out_as_503(
        self, tmp_path: Path, sms_provider: SmsProvider, caplog: pytest.LogCaptureFixture
    ) -> None:
        sms_provider.delay = 1
        values = sms_values(sms_provider.url, timeout=0.2)
        async with sending_app(settings_for(tmp_path, **values)) as app:
            sender = sms_sender(app, create_kv(None))
            with caplog.at_level(logging.WARNING), pytest.raises(ServiceUnavailable):
                await sender.send_sms(MOBILE, CODE, TEXT)

        assert "ReadTimeout" in caplog.text
        assert_nothing_secret_logged(caplog)


class TestSelection:
    async def test_dev_mode_sends_and_records_in_the_outbox_too(
        self, tmp_path: Path, kv: Redis, smtp_server: Inbox, sms_provider: SmsProvider
    ) -> None:
        values = {**smtp_values(smtp_server.port), **sms_values(sms_provider.url)}
        async with sending_app(settings_for(tmp_path, RunMode.DEV, **values)) as app:
            await sms_sender(app, kv).send_sms(MOBILE, CODE, TEXT)
            await email_sender(app, kv).send_email(ADDRESS, CODE, TEXT)

        assert [body for _, _, body in sms_provider.requests] == [{"mobile": MOBILE, "text": TEXT}]
        assert len(smtp_server.envelopes) == 1
        assert [(item.kind, item.code) for item in await outbox.read(kv, MOBILE)] == [("sms", CODE)]
        assert [(item.kind, item.code) for item in await outbox.read(kv, ADDRESS)] == [
            ("email", CODE)
        ]

    async def test_dev_mode_records_nothing_the_provider_refused(
        self, tmp_path: Path, kv: Redis, sms_provider: SmsProvider
    ) -> None:
        sms_provider.status = 500
        async with sending_app(
            settings_for(tmp_path, RunMode.TEST, **sms_values(sms_provider.url))
        ) as app:
            with pytest.raises(ServiceUnavailable):
                await sms_sender(app, kv).send_sms(MOBILE, CODE, TEXT)

        assert await outbox.read(kv, MOBILE) == []

    async def test_production_with_providers_keeps_no_outbox(
        self, tmp_path: Path, kv: Redis, smtp_server: Inbox, sms_provider: SmsProvider
    ) -> None:
        values = {**smtp_values(smtp_server.port), **sms_values(sms_provider.url)}
        async with sending_app(settings_for(tmp_path, **values)) as app:
            await sms_sender(app, kv).send_sms(MOBILE, CODE, TEXT)
            await email_sender(app, kv).send_email(ADDRESS, CODE, TEXT)

        assert len(sms_provider.requests) == 1
        assert len(smtp_server.envelopes) == 1
        assert await outbox.read(kv, MOBILE) == []
        assert await outbox.read(kv, ADDRESS) == []

    async def test_production_without_providers_is_503(self, tmp_path: Path, kv: Redis) -> None:
        async with sending_app(settings_for(tmp_path)) as app:
            with pytest.raises(ServiceUnavailable):
                await sms_sender(app, kv).send_sms(MOBILE, CODE, TEXT)
            with pytest.raises(ServiceUnavailable):
                await email_sender(app, kv).send_email(ADDRESS, CODE, TEXT)

        assert await outbox.read(kv, MOBILE) == []
        assert await outbox.read(kv, ADDRESS) == []

    async def test_dev_mode_without_providers_records_only(self, tmp_path: Path, kv: Redis) -> None:
        async with sending_app(settings_for(tmp_path, RunMode.DEV)) as app:
            await sms_sender(app, kv).send_sms(MOBILE, CODE, TEXT)
            await email_sender(app, kv).send_email(ADDRESS, CODE, TEXT)

        assert [item.code for item in await outbox.read(kv, MOBILE)] == [CODE]
        assert [item.code for item in await outbox.read(kv, ADDRESS)] == [CODE]

    async def test_a_sender_on_app_state_replaces_the_adapter(
        self, tmp_path: Path, kv: Redis, sms_provider: SmsProvider
    ) -> None:
        sent: list[str] = []

        class StandIn:
            async def send_sms(self, mobile: str, code: str, text: str) -> None:
                sent.append(mobile)

        async with sending_app(
            settings_for(tmp_path, RunMode.DEV, **sms_values(sms_provider.url))
        ) as app:
            app.state.sms_sender = StandIn()
            await sms_sender(app, kv).send_sms(MOBILE, CODE, TEXT)

        assert sent == [MOBILE]
        assert sms_provider.requests == []

    async def test_the_lifespan_opens_the_adapters_and_closes_them(self, tmp_path: Path) -> None:
        values = {**smtp_values(free_port()), **sms_values("https://sms.example.com/send")}
        app = create_service_app(settings_for(tmp_path, RunMode.DEV, **values), [])

        async with app.router.lifespan_context(app):
            providers = app.state.providers
            assert isinstance(providers.sms, HttpSmsSender)
            assert isinstance(providers.email, SmtpSender)
            client: httpx.AsyncClient = providers.sms._client
            assert not client.is_closed

        assert client.is_closed

    async def test_what_a_provider_refused_is_not_counted(
        self, tmp_path: Path, sms_provider: SmsProvider
    ) -> None:
        labels = {"service": "sendtest", "channel": "sms"}
        before = REGISTRY.get_sample_value("portal_messages_sent_total", labels) or 0.0
        async with sending_app(settings_for(tmp_path, **sms_values(sms_provider.url))) as app:
            sender: SmsSender = sms_sender(app, create_kv(None))
            await sender.send_sms(MOBILE, CODE, TEXT)
            sms_provider.status = 503
            with pytest.raises(ServiceUnavailable):
                await sender.send_sms(MOBILE, CODE, TEXT)

        assert REGISTRY.get_sample_value("portal_messages_sent_total", labels) == before + 1


class TestProviderSettings:
    def test_nothing_is_configured_by_default(self) -> None:
        providers = open_providers(SendSettings())
        assert providers.sms is None
        assert providers.email is None

    def test_a_host_needs_a_from_address(self, tmp_path: Path) -> None:
        with pytest.raises(ValidationError, match="SENDTEST_SMTP_FROM"):
            settings_for(tmp_path, RunMode.DEV, smtp_host="mail.example.com")

    def test_a_username_needs_its_password(self, tmp_path: Path) -> None:
        with pytest.raises(ValidationError, match="go together"):
            settings_for(tmp_path, RunMode.DEV, **smtp_values(25), smtp_username="portal")

    def test_production_refuses_plain_smtp_across_the_network(self, tmp_path: Path) -> None:
        values = {**smtp_values(25), "smtp_host": "mail.example.com"}
        values |= {"smtp_username": "portal", "smtp_password": "mail-secret"}
        with pytest.raises(ValidationError, match="SMTP_SECURITY=none") as error:
            settings_for(tmp_path, **values)
        assert "mail-secret" not in str(error.value)
        # Loopback (a relay beside the process) and dev mode (the mail catcher) are fine.
        assert settings_for(tmp_path, **{**values, "smtp_host": "localhost"}).smtp_host
        assert settings_for(tmp_path, RunMode.DEV, **values).smtp_host

    def test_production_needs_https_and_a_token_for_sms(self, tmp_path: Path) -> None:
        with pytest.raises(ValidationError, match="https"):
            settings_for(tmp_path, **sms_values("http://sms.example.com/send"))
        with pytest.raises(ValidationError, match="SENDTEST_SMS_TOKEN"):
            settings_for(tmp_path, sms_url="https://sms.example.com/send")
        assert settings_for(tmp_path, **sms_values("https://sms.example.com/send")).sms_url

    def test_the_sms_url_must_be_http(self, tmp_path: Path) -> None:
        with pytest.raises(ValidationError, match="SMS_URL"):
            settings_for(tmp_path, RunMode.DEV, sms_url="ftp://sms.example.com/")

    def test_secrets_stay_hidden_in_the_settings(self, tmp_path: Path) -> None:
        settings = settings_for(tmp_path, **sms_values("https://sms.example.com/send"))
        assert "sms-bearer-secret" not in repr(settings)
