"""What articles and guides share when an operator writes them: field shapes and clean HTML."""

from dataclasses import dataclass
from typing import Annotated

from pydantic import StringConstraints

from content.sanitise import clean_html, has_image, plain_text
from portal_kit.errors import InvalidInput
from portal_kit.i18n import Text

# Generous for a long article with tables; an operator's tool sends it, not a browser.
MAX_HTML_LENGTH = 200_000

Title = Annotated[str, StringConstraints(strip_whitespace=True, min_length=1, max_length=200)]
Html = Annotated[str, StringConstraints(min_length=1, max_length=MAX_HTML_LENGTH)]
# A filter typed into a search box: blanks around it mean nothing.
Keyword = Annotated[str, StringConstraints(strip_whitespace=True, max_length=100)]

NOTHING_LEFT = Text(
    "content has no text or image left once unsafe HTML is removed",
    "content去除不安全的HTML后没有文字或图片",
)


@dataclass(frozen=True)
class CleanHtml:
    html: str
    text: str


def clean_content(raw: str) -> CleanHtml:
    """``raw`` cleaned; refused when nothing a reader could see survives the cleaning."""
    html = clean_html(raw)
    text = plain_text(html)
    if not text and not has_image(html):
        raise InvalidInput(NOTHING_LEFT)
    return CleanHtml(html=html, text=text)
