"""Where codes go: the SMS and e-mail seams every service that texts or mails somebody uses.

Which sender answers (DESIGN §2, §8):

- a provider adapter when one is configured (``<PREFIX>_SMTP_HOST``, ``<PREFIX>_SMS_URL``),
  in every mode; outside production the message is also recorded in the dev outbox, so
  developers and end-to-end tests keep reading codes there;
- otherwise the dev outbox outside production, and in production ``NoProvider``: status 503
  rather than a code dropped silently.

The adapters are made once per app by its lifespan (``open_providers``) and closed there. A
sender put on ``app.state.sms_sender`` / ``app.state.email_sender`` replaces all of this (tests
use it to stand in for a provider).
"""

from dataclasses import dataclass
from typing import Protocol

from fastapi import FastAPI
from redis.asyncio import Redis

from portal_kit import outbox
from portal_kit.errors import ServiceUnavailable
from portal_kit.metrics import count_sent
from portal_kit.senders.http_sms import HttpSmsSender
from portal_kit.senders.smtp import SmtpSender
from portal_kit.settings import BaseServiceSettings

__all__ = [
    "Counted",
    "EmailSender",
    "HttpSmsSender",
    "NoProvider",
    "OutboxSender",
    "Providers",
    "SmsSender",
    "SmtpSender",
    "email_sender",
    "open_providers",
    "sms_sender",
]


class SmsSender(Protocol):
    async def send_sms(self, mobile: str, code: str, text: str) -> None: ...


class EmailSender(Protocol):
    async def send_email(self, address: str, code: str, text: str) -> None: ...


class OutboxSender:
    """Dev and test modes: the message lands in the dev outbox, readable at /dev/outbox."""

    def __init__(self, kv: Redis) -> None:
        self._kv = kv

    async def send_sms(self, mobile: str, code: str, text: str) -> None:
        await outbox.record(self._kv, "sms", mobile, code, text)

    async def send_email(self, address: str, code: str, text: str) -> None:
        await outbox.record(self._kv, "email", address, code, text)


class NoProvider:
    """Production without a provider adapter: nothing can be sent."""

    async def send_sms(self, mobile: str, code: str, text: str) -> None:
        raise ServiceUnavailable()

    async def send_email(self, address: str, code: str, text: str) -> None:
        raise ServiceUnavailable()


class RecordedSms:
    """Outside production with an SMS provider: sent, then kept in the dev outbox as well."""

    def __init__(self, provider: SmsSender, kv: Redis) -> None:
        self._provider = provider
        self._outbox = OutboxSender(kv)

    async def send_sms(self, mobile: str, code: str, text: str) -> None:
        await self._provider.send_sms(mobile, code, text)
        await self._outbox.send_sms(mobile, code, text)


class RecordedEmail:
    """Outside production with an SMTP server: sent, then kept in the dev outbox as well."""

    def __init__(self, provider: EmailSender, kv: Redis) -> None:
        self._provider = provider
        self._outbox = OutboxSender(kv)

    async def send_email(self, address: str, code: str, text: str) -> None:
        await self._provider.send_email(address, code, text)
        await self._outbox.send_email(address, code, text)


class Counted:
    """Counts what a sender accepted (``portal_messages_sent``); a refusal is not counted."""

    def __init__(self, service: str, sms: SmsSender, email: EmailSender) -> None:
        self._service = service
        self._sms = sms
        self._email = email

    async def send_sms(self, mobile: str, code: str, text: str) -> None:
        await self._sms.send_sms(mobile, code, text)
        count_sent(self._service, "sms")

    async def send_email(self, address: str, code: str, text: str) -> None:
        await self._email.send_email(address, code, text)
        count_sent(self._service, "email")


@dataclass(frozen=True)
class Providers:
    """The adapters an app's settings configure; ``None`` where a channel has none."""

    sms: HttpSmsSender | None = None
    email: SmtpSender | None = None

    async def aclose(self) -> None:
        if self.sms is not None:
            await self.sms.aclose()


def open_providers(settings: BaseServiceSettings) -> Providers:
    """Called by the app's lifespan, which closes them with ``Providers.aclose``."""
    return Providers(
        sms=HttpSmsSender.from_settings(settings) if settings.sms_url else None,
        email=SmtpSender.from_settings(settings) if settings.smtp_host else None,
    )


def _counted(app: FastAPI, kv: Redis) -> Counted:
    settings: BaseServiceSettings = app.state.settings
    providers: Providers = getattr(app.state, "providers", None) or Providers()
    dev = settings.is_dev_like
    fallback = OutboxSender(kv) if dev else NoProvider()

    sms: SmsSender | None = getattr(app.state, "sms_sender", None)
    if sms is None and providers.sms is not None:
        sms = RecordedSms(providers.sms, kv) if dev else providers.sms
    email: EmailSender | None = getattr(app.state, "email_sender", None)
    if email is None and providers.email is not None:
        email = RecordedEmail(providers.email, kv) if dev else providers.email
    return Counted(settings.service_name, sms or fallback, email or fallback)


def sms_sender(app: FastAPI, kv: Redis) -> SmsSender:
    return _counted(app, kv)


def email_sender(app: FastAPI, kv: Redis) -> EmailSender:
    return _counted(app, kv)
