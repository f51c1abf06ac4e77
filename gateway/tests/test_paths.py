import pytest
from starlette.requests import Request

from gateway.paths import is_routable


def request_for(raw_path: bytes, query_string: bytes = b"") -> Request:
    # Build the scope by hand: HTTP clients normalise dot segments before sending.
    from urllib.parse import unquote

    scope = {
        "type": "http",
        "method": "POST",
        "path": unquote(raw_path.decode()),
        "raw_path": raw_path,
        "query_string": query_string,
        "headers": [],
    }
    return Request(scope)


class TestIsRoutable:
    @pytest.mark.parametrize(
        "raw_path",
        [
            b"/api/login/sms/token/../../internal/x",
            b"/api/login/sms/token/./x",
            b"/api/login/sms/token/%2e%2e/x",
            b"/api/login/sms/token/a%2Fb",
            b"/api/login/sms/token/a%5Cb",
            b"/api/login/sms/token/a%00",
            b"/api/web/portal/api//product/list",
            b"/api/internal/x",
            b"/api/web/INTERNAL/x",
            # Found by fuzzing: these were forwarded as no URL can be (status 500).
            b"/api/login/sms/token/%08",
            b"/api/login/sms/token/a%7F",
            b"/api/login/sms/token/a%3Fb",
            b"/api/login/sms/token/a%23b",
        ],
    )
    def test_refuses_internal_and_ambiguous_paths(self, raw_path: bytes) -> None:
        assert is_routable(request_for(raw_path)) is False

    @pytest.mark.parametrize("query", [b"pid=\x01", b"pid=a b", b"pid=\x7f"])
    def test_refuses_a_query_that_is_not_percent_encoded_text(self, query: bytes) -> None:
        assert is_routable(request_for(b"/api/web/portal/api/area/list", query)) is False

    def test_accepts_an_encoded_query_and_a_path_in_other_scripts(self) -> None:
        assert is_routable(request_for(b"/api/login/sms/token/%E6%B5%8F", b"a=%01&b=%C2%B0"))

    def test_accepts_a_plain_call(self) -> None:
        assert is_routable(request_for(b"/api/web/portal/api/product/list")) is True

    def test_accepts_a_path_parameter(self) -> None:
        assert is_routable(request_for(b"/api/login/sms/token/browser-0001")) is True
