"""Where codes go: the seams for the SMS and e-mail providers.

Every service that texts or mails somebody goes through these. Outside production every SMS
and e-mail is recorded in the dev outbox (DESIGN §8) instead of
being sent. The provider adapters (an HTTP SMS gateway, SMTP) are later work: they implement
these protocols and are put on ``app.state.sms_sender`` / ``app.state.email_sender``; until
then production refuses to send (status 503) rather than drop a code silently.
"""

from typing import Protocol

from fastapi import FastAPI
from redis.asyncio import Redis

from portal_kit import outbox
from portal_kit.errors import ServiceUnavailable
from portal_kit.metrics import count_sent
from portal_kit.settings import BaseServiceSettings


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


def _default(app: FastAPI, kv: Redis) -> OutboxSender | NoProvider:
    settings: BaseServiceSettings = app.state.settings
    return OutboxSender(kv) if settings.is_dev_like else NoProvider()


def _counted(app: FastAPI, kv: Redis) -> Counted:
    default = _default(app, kv)
    sms: SmsSender | None = getattr(app.state, "sms_sender", None)
    email: EmailSender | None = getattr(app.state, "email_sender", None)
    settings: BaseServiceSettings = app.state.settings
    return Counted(settings.service_name, sms or default, email or default)


def sms_sender(app: FastAPI, kv: Redis) -> SmsSender:
    return _counted(app, kv)


def email_sender(app: FastAPI, kv: Redis) -> EmailSender:
    return _counted(app, kv)
