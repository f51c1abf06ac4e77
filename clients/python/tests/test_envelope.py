"""Envelopes as typed results and errors; call names as paths; the command line's exits."""

import base64
import json

import pytest

from portal_client import (
    Envelope,
    InvalidInput,
    Locked,
    NotSignedIn,
    PortalError,
    ProtectionRefused,
    TooManyAttempts,
    api_path,
)
from portal_client.asynchronous import token_lifetime
from portal_client.cli import parser, run


class TestEnvelope:
    def test_a_success_gives_its_body(self) -> None:
        envelope = Envelope.from_json({"ok": True, "status": 200, "msg": "", "body": [1, 2]})

        assert envelope.result() == [1, 2]

    @pytest.mark.parametrize(
        ("status", "http_status", "kind"),
        [
            (400, 200, InvalidInput),
            (400, 400, ProtectionRefused),
            (401, 401, NotSignedIn),
            (423, 200, Locked),
            (429, 200, TooManyAttempts),
            (418, 200, PortalError),
        ],
    )
    def test_a_refusal_raises_the_error_of_its_status_with_the_users_sentence(
        self, status: int, http_status: int, kind: type[PortalError]
    ) -> None:
        envelope = Envelope.from_json(
            {"ok": False, "status": status, "msg": "Try again in 30 s.", "body": None}, http_status
        )

        with pytest.raises(kind) as raised:
            envelope.result()
        assert (raised.value.status, raised.value.msg) == (status, "Try again in 30 s.")
        assert raised.value.http_status == http_status

    def test_an_answer_that_is_no_envelope_is_named(self) -> None:
        with pytest.raises(ValueError, match="not an envelope"):
            Envelope.from_json({"detail": "Not Found"}, 404)


class TestNames:
    @pytest.mark.parametrize(
        ("call", "path"),
        [
            ("message/list", "/api/web/portal/api/message/list"),
            ("/login/sms/token/b1", "/api/login/sms/token/b1"),
            ("/api/dev/outbox", "/api/dev/outbox"),
        ],
    )
    def test_calls_as_the_specification_writes_them(self, call: str, path: str) -> None:
        assert api_path(call) == path

    def test_the_lifetime_is_read_from_the_access_token(self) -> None:
        claims = {"iat": 1795350000, "exp": 1795351800}
        payload = base64.urlsafe_b64encode(json.dumps(claims).encode()).rstrip(b"=")

        assert token_lifetime(f"e30.{payload.decode()}.sig") == 1800
        assert token_lifetime("not-a-token") == 0


class TestCommandLine:
    def test_a_body_that_is_not_json_exits_2_with_a_message(
        self, capsys: pytest.CaptureFixture[str]
    ) -> None:
        arguments = parser().parse_args(["call", "message/list", "--json", "{pageNum:1}"])

        assert run(arguments) == 2
        assert "--json or --query is not valid" in capsys.readouterr().err

    def test_a_portal_that_does_not_answer_exits_2(
        self, capsys: pytest.CaptureFixture[str]
    ) -> None:
        arguments = parser().parse_args(["--url", "http://127.0.0.1:9", "call", "product/list"])

        assert run(arguments) == 2
        assert "http://127.0.0.1:9" in capsys.readouterr().err
