import pytest
from starlette.requests import Request

from portal_kit.i18n import Text, request_language


def with_language(header: str | None) -> Request:
    headers = [(b"accept-language", header.encode())] if header is not None else []
    return Request({"type": "http", "headers": headers})


class TestRequestLanguage:
    @pytest.mark.parametrize(
        ("header", "expected"),
        [
            ("en-US,en;q=0.9", "en"),
            ("zh-CN,zh;q=0.9,en;q=0.8", "zh-CN"),
            ("fr-FR, en;q=0.5", "en"),
            ("fr-FR", "zh-CN"),
            ("", "zh-CN"),
            (None, "zh-CN"),
        ],
    )
    def test_picks_the_first_supported_language(self, header: str | None, expected: str) -> None:
        assert request_language(with_language(header)) == expected


class TestText:
    def test_fills_the_same_placeholders_in_both_languages(self) -> None:
        text = Text("{field} is required", "{field}不能为空").format(field="mobile")

        assert text.render("en") == "mobile is required"
        assert text.render("zh-CN") == "mobile不能为空"
