"""User-facing text in the two languages of the portal, chosen per request."""

from dataclasses import dataclass
from typing import Any, Literal

from starlette.requests import HTTPConnection

Language = Literal["zh-CN", "en"]
DEFAULT_LANGUAGE: Language = "zh-CN"


@dataclass(frozen=True, slots=True)
class Text:
    """One sentence in both languages; ``format`` fills the same placeholders in each."""

    en: str
    zh: str

    def format(self, **values: Any) -> "Text":
        return Text(en=self.en.format(**values), zh=self.zh.format(**values))

    def render(self, language: Language) -> str:
        return self.en if language == "en" else self.zh


def request_language(connection: HTTPConnection) -> Language:
    """The first supported language of ``Accept-Language``; Chinese when none matches."""
    header = connection.headers.get("accept-language", "")
    for part in header.split(","):
        tag = part.split(";", 1)[0].strip().lower()
        if tag.startswith("en"):
            return "en"
        if tag.startswith("zh"):
            return "zh-CN"
    return DEFAULT_LANGUAGE
