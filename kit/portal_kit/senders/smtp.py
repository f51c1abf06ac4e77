"""The SMTP e-mail adapter (aiosmtplib): one connection per message, a plain-text UTF-8 mail.

Codes are few and far between, so no connection is kept open: nothing to close at shutdown
and nothing to go stale between messages.
"""

import asyncio
import logging
from datetime import UTC, datetime
from email.message import EmailMessage
from email.utils import format_datetime, make_msgid, parseaddr

import aiosmtplib

from portal_kit.errors import ServiceUnavailable
from portal_kit.i18n import Text
from portal_kit.settings import BaseServiceSettings, SmtpSecurity

logger = logging.getLogger(__name__)

# The sender is told neither the purpose nor the reader's language (the body is already in it),
# so the subject says what it is in both.
CODE_SUBJECT = Text("Verification code", "验证码")
NOTICE_SUBJECT = Text("Notice from the portal", "门户通知")


def compose(sender: str, address: str, code: str, text: str) -> EmailMessage:
    """The message: UTF-8 subject and body, ``Date`` and a ``Message-ID`` of the sender's domain."""
    subject = CODE_SUBJECT if code else NOTICE_SUBJECT
    message = EmailMessage()
    message["From"] = sender
    message["To"] = address
    message["Subject"] = f"{subject.zh} / {subject.en}"
    message["Date"] = format_datetime(datetime.now(UTC))
    # With a domain given, make_msgid skips socket.getfqdn(), a DNS lookup on the event loop.
    message["Message-ID"] = make_msgid(domain=parseaddr(sender)[1].rpartition("@")[2])
    # Never raw 8-bit text (the library's choice): it arrives whole where a relay lacks 8BITMIME.
    message.set_content(text, charset="utf-8", cte=None if text.isascii() else "base64")
    return message


class SmtpSender:
    def __init__(
        self,
        host: str,
        port: int,
        security: SmtpSecurity,
        sender: str,
        timeout_sec: float,
        username: str = "",
        password: str = "",
    ) -> None:
        self._host = host
        self._port = port
        self._security = security
        self._sender = sender
        self._timeout = timeout_sec
        self._username = username or None
        self._password = password or None

    @classmethod
    def from_settings(cls, settings: BaseServiceSettings) -> "SmtpSender":
        return cls(
            settings.smtp_host,
            settings.smtp_port,
            settings.smtp_security,
            settings.smtp_from,
            settings.smtp_timeout_sec,
            settings.smtp_username,
            settings.smtp_password.get_secret_value(),
        )

    async def send_email(self, address: str, code: str, text: str) -> None:
        message = compose(self._sender, address, code, text)
        try:
            # aiosmtplib's timeout is per step; this one bounds the whole exchange.
            async with asyncio.timeout(self._timeout):
                await aiosmtplib.send(
                    message,
                    hostname=self._host,
                    port=self._port,
                    username=self._username,
                    password=self._password,
                    use_tls=self._security is SmtpSecurity.TLS,
                    # True: a server that offers no STARTTLS is an error, never plain text.
                    # False for tls (already encrypted) and none (not even opportunistically).
                    start_tls=self._security is SmtpSecurity.STARTTLS,
                    timeout=self._timeout,
                )
        except (aiosmtplib.SMTPException, OSError, TimeoutError) as error:
            # The server's reply text may quote the message; only its class and code are kept.
            reply = getattr(error, "code", None)
            logger.warning(
                "SMTP server %s:%d failed (%s%s) for a recipient at %s",
                self._host,
                self._port,
                type(error).__name__,
                f" {reply}" if isinstance(reply, int) else "",
                address.rpartition("@")[2],
            )
            raise ServiceUnavailable() from None
